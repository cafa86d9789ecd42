/// Checks shared by every text field.
package enum TextRules {
    /// The problem when `text` (already trimmed) is missing but `required`
    /// (what is missing), too long, or holds control characters; nil when it is fine.
    package static func problem(_ text: String, required: FieldProblem.Missing?, maxLength: Int) -> FieldProblem? {
        if text.isEmpty { return required.map(FieldProblem.missing) }
        if text.count > maxLength { return .tooLong(max: maxLength) }
        if text.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
            return .controlCharacters
        }
        return nil
    }

    /// `text` without leading and trailing whitespace (spaces, tabs, line
    /// breaks): what a form's field means.
    package static func trimmed(_ text: String) -> String { text.trimmingWhitespace() }

    static func timeProblem(_ text: String) -> FieldProblem {
        text.trimmingWhitespace().isEmpty ? .missing(.time) : .notATime
    }
}
