import ShiftFeatures
import ShiftStorage
import Terminal

/// Output made of text from files, made safe for a terminal by the one
/// sanitizer (`sanitizedForTerminal`), keeping its line structure.
enum TerminalSafeText {
    /// Each line sanitized on its own, line breaks kept (CR LF becomes LF):
    /// what `export` shows on a terminal, and what a symbols export holds.
    static func lines(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.value < 0x20 && $0 != "\n" || $0.value >= 0x7F }) else {
            return text
        }
        // CR LF is one Character in Swift: both are line breaks here.
        return text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
            .map { String($0).sanitizedForTerminal }
            .joined(separator: "\n")
    }

    /// `lines` for bytes that may not be UTF-8 (shown with U+FFFD).
    static func lines(_ bytes: [UInt8]) -> [UInt8] {
        Array(lines(String(decoding: bytes, as: UTF8.self)).utf8)
    }

    /// JSON whose strings hold no character a terminal acts on: every one
    /// the sanitizer would remove or replace (C1 controls U+0080-U+009F,
    /// DEL, the bidi overrides and isolates U+202A-U+202E, U+2066-U+2069,
    /// the line and paragraph separators) written as a `\u` escape.
    /// JSONEncoder escapes only C0 controls itself. Outside strings JSON is
    /// plain ASCII, so escaping anywhere in the text is escaping in strings.
    static func json(_ text: String) -> String {
        guard text.sanitizedForTerminal != text else { return text }
        var escaped = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let alone = String(scalar)
            if alone.sanitizedForTerminal == alone {
                escaped.append(scalar)
            } else {
                let hex = String(scalar.value, radix: 16, uppercase: false)
                escaped.append(contentsOf: ("\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex).unicodeScalars)
            }
        }
        return String(escaped)
    }
}
