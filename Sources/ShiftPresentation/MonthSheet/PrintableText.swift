import ShiftModel

/// Text from files made fit for a printout: control characters, escape
/// sequences' introducers and bidi overrides removed, any run of white
/// space (line breaks, tabs) made one space, so a title or a note is one
/// line of plain characters on paper, in a terminal and in an e-mail.
package enum PrintableText {
    package static func clean(_ text: String) -> String {
        var cleaned = ""
        var pendingSpace = false
        for character in text {
            if character.isWhitespace {
                pendingSpace = !cleaned.isEmpty
                continue
            }
            let kept = String(String.UnicodeScalarView(character.unicodeScalars.filter { !isRemoved($0) }))
            guard !kept.isEmpty else { continue }
            if pendingSpace { cleaned.append(" ") }
            pendingSpace = false
            cleaned += kept
        }
        return cleaned
    }

    /// `text` cut to `length` characters, an ellipsis taking the last.
    package static func cut(_ text: String, to length: Int) -> String {
        text.count <= length ? text : String(text.prefix(max(0, length - 1))) + "…"
    }

    /// C0 and C1 controls, DEL, and the bidi marks, overrides and isolates
    /// (which would reorder the text around them).
    private static func isRemoved(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value)
            || (0x2066...0x2069).contains(value) || value == 0x200E || value == 0x200F
    }
}
