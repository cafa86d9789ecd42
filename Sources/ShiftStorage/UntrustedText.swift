/// Text from another program's file on its way to the screens: terminal
/// escape sequences removed whole (not only their ESC, which left `]0;owned`
/// behind), and control and bidi characters dropped.
enum UntrustedText {
    /// `text` cleaned; line breaks kept when `keepingLines` (notes), else
    /// each line break and tab is a space.
    static func cleaned(_ text: String, keepingLines: Bool = false) -> String {
        var kept = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        func skipSequence(after introducer: Unicode.Scalar) {
            switch introducer {
            case "[":  // CSI: parameters up to a final byte
                while let next = scalars.next(), !(0x40...0x7E).contains(next.value) {}
            case "]", "P", "_", "^", "X":  // strings up to BEL or ESC \
                while let next = scalars.next() {
                    if next.value == 0x07 { break }
                    if next.value == 0x1B { _ = scalars.next(); break }
                }
            default:
                break
            }
        }
        while let scalar = scalars.next() {
            switch scalar.value {
            case 0x1B:
                if let introducer = scalars.next() { skipSequence(after: introducer) }
            case 0x9B:
                skipSequence(after: "[")
            case 0x0A where keepingLines:
                kept.append(scalar)
            case 0x0D where keepingLines:
                break
            case 0x0A, 0x0D, 0x09:
                kept.append(" ")
            default:
                let category = scalar.properties.generalCategory
                if category != .control, category != .format { kept.append(scalar) }
            }
        }
        return String(kept)
    }

    /// A value from a file, as a message says it back: in quotes, cut to a
    /// line (`said`), or bare (`cut`), so a megabyte where a word belongs
    /// makes a message that fits a screen.
    static func said(_ value: String) -> String { "\"\(cut(value))\"" }

    static func cut(_ value: String) -> String {
        value.count <= saidLength ? value : value.prefix(saidLength) + "…"
    }

    static let saidLength = 40
}
