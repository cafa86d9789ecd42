import ShiftFeatures

/// What a form draws, from a `FormState`: labels, values, where the cursor
/// is, each field's message.
struct FormProps: Hashable, Sendable {
    public struct Field: Hashable, Sendable {
        public var label: String
        /// The text typed, or the chosen option's label.
        public var value: String
        public var isChoice: Bool
        public var isTime: Bool
        public var isFocused: Bool
        /// The cursor's character index in `value`, on the focused text field.
        public var cursor: Int?
        public var error: String?
        public var hint: String?
    }

    public var title: String
    public var fields: [Field]
    /// The question on screen ("Discard ...?"), if one is asked.
    public var question: String?
    /// A message for the whole form (a failed save).
    public var error: String?
    public var isSaving: Bool

    public init(_ form: FormState) {
        title = form.title
        fields = form.fields.enumerated().map { index, field in
            let focused = index == form.focus
            var value = field.input.text
            var isChoice = false
            var isTime = false
            switch field.kind {
            case .choice(let options):
                isChoice = true
                value = options.indices.contains(field.choice) ? options[field.choice].label : "(none)"
            case .time: isTime = true
            case .text: break
            }
            return Field(label: field.label, value: value, isChoice: isChoice, isTime: isTime, isFocused: focused,
                         cursor: focused && !isChoice ? field.input.cursor : nil,
                         error: field.error, hint: field.hint)
        }
        switch form.discardQuestion {
        case .close: question = "Discard what you typed? y discards, n keeps editing."
        case .quit: question = "Discard what you typed and quit? y quits, n goes back to the form."
        case nil: question = nil
        }
        error = form.error
        isSaving = form.isSaving
    }
}
