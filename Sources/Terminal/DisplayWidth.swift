/// Unicode display width, per grapheme cluster, independent of the C locale (so layout
/// in tests matches layout in the terminal whatever LANG says).
package enum DisplayWidth {
    /// 0 for combining marks, zero-width and control characters; 2 for East Asian Wide and
    /// Fullwidth characters and emoji presentation (VS16 sequences, ZWJ sequences, flags); else 1.
    package static func of(_ character: Character) -> Int {
        // Fast path: a frame is almost all ASCII, and the Unicode property
        // look-ups below were a third of drawing a 120x40 Team frame.
        if let ascii = character.asciiValue {
            return ascii >= 0x20 && ascii != 0x7F ? 1 : 0
        }
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if isZeroWidth(first) { return 0 }
        if isRegionalIndicator(first) {
            // A pair is a flag; a lone indicator shows as a letter.
            return scalars.count(where: isRegionalIndicator) >= 2 ? 2 : 1
        }
        if scalars.contains(variationSelector15), first.properties.isEmojiPresentation {
            return 1
        }
        if first.properties.isEmoji, scalars.contains(where: forcesEmojiPresentation) {
            return 2
        }
        if first.properties.isEmojiPresentation || WideCharacters.contains(first.value) {
            return 2
        }
        return 1
    }

    /// The sum of the widths of the grapheme clusters of `text`.
    package static func of(_ text: String) -> Int {
        var total = 0
        for character in text {
            total += of(character)
        }
        return total
    }

    private static let variationSelector15: Unicode.Scalar = "\u{FE0E}"

    /// VS16 asks for emoji presentation; a skin-tone modifier implies it.
    private static func forcesEmojiPresentation(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0xFE0F || (0x1F3FB...0x1F3FF).contains(scalar.value)
    }

    private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F1E6...0x1F1FF).contains(scalar.value)
    }

    /// Characters that take no column when they start a cluster.
    static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x20 || (0x7F...0x9F).contains(value) { return true }
        // Hangul medial vowels and final consonants only ever join a preceding syllable.
        if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return true }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .lineSeparator, .paragraphSeparator:
            return true
        case .format:
            return value != 0x00AD  // the soft hyphen is shown as a hyphen by terminals
        default:
            return false
        }
    }
}
