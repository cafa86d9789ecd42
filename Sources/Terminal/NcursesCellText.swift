/// What to hand ncurses for one cell. ncurses sizes a cell by the C library's wcwidth() of its
/// first code point and keeps only the zero-width code points after it (setcchar), so a
/// cluster where the C library disagrees with `DisplayWidth` (an emoji newer than glibc, a VS16
/// sequence, a flag) is rewritten to something that takes exactly the columns the grid
/// reserved. Otherwise ncurses and the terminal would disagree on where the cursor is.
enum NcursesCellText {
    static let replacement: UInt32 = 0x3F  // "?": printable in every locale
    static let space: UInt32 = 0x20
    static let zeroWidthJoiner: UInt32 = 0x200D

    /// Code point strings (without the nul) to write at consecutive columns starting at the
    /// cell's column: one entry for a narrow cell, one or two for a wide cell, none for the
    /// right half of a wide character.
    static func pieces(
        for text: String,
        width: Int,
        maxCodePoints: Int,
        systemWidth: (UInt32) -> Int
    ) -> [[UInt32]] {
        let scalars = text.unicodeScalars.map(\.value)
        guard let first = scalars.first, width > 0 else { return [] }
        let firstWidth = systemWidth(first)
        if firstWidth == width {
            var kept = [first]
            for scalar in scalars.dropFirst() {
                guard systemWidth(scalar) == 0, kept.count < maxCodePoints else { break }
                kept.append(scalar)
            }
            // A trailing joiner whose partner was dropped would glue onto the next cell.
            while kept.count > 1, kept.last == zeroWidthJoiner { kept.removeLast() }
            return [kept]
        }
        guard width == 2 else { return [[replacement]] }
        let indicators = scalars.filter { (0x1F1E6...0x1F1FF).contains($0) }
        if indicators.count == 2, indicators.allSatisfy({ systemWidth($0) == 1 }) {
            // A flag: two narrow letters in two cells; a terminal that joins them draws a flag.
            return [[indicators[0]], [indicators[1]]]
        }
        if firstWidth == 1 {
            // e.g. "❤️": the text-presentation base plus a space keeps both sides aligned.
            return [[first], [space]]
        }
        return [[replacement], [space]]
    }
}
