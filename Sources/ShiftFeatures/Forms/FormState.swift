/// One option of a choice field.
public struct FormChoice: Hashable, Sendable {
    /// What the feature reads back (an id, `true`).
    public var value: String
    /// What the screen shows.
    public var label: String

    public init(value: String, label: String) {
        self.value = value
        self.label = label
    }
}

/// What a field holds and how keys edit it.
public enum FormFieldKind: Hashable, Sendable {
    /// Free text, at most `maxLength` characters (longer input is kept out).
    case text(maxLength: Int)
    /// `HH:MM`: digits and `:` only, at most 5 characters.
    case time
    /// One of `options`; ←/→ step through them, a letter jumps to the next
    /// option starting with it.
    case choice([FormChoice])
}

/// One labelled field of a form, with what was typed and its message.
public struct FormField: Hashable, Sendable {
    public var key: String
    public var label: String
    public var kind: FormFieldKind
    public var input: TextInput
    /// The chosen option of a choice field.
    public var choice: Int
    /// The validation message shown next to the field; what was typed stays.
    public var error: String?
    /// A grey hint after the field (`HH:MM`).
    public var hint: String?

    public init(key: String, label: String, kind: FormFieldKind, text: String = "",
                choice: Int = 0, hint: String? = nil) {
        self.key = key
        self.label = label
        self.kind = kind
        self.input = TextInput(text)
        self.choice = choice
        self.error = nil
        self.hint = hint
    }

    /// A choice field with the option whose value is `selected` chosen (the first if none is).
    public static func choice(key: String, label: String, options: [FormChoice], selected: String?,
                              hint: String? = nil) -> FormField {
        FormField(key: key, label: label, kind: .choice(options),
                  choice: options.firstIndex { $0.value == selected } ?? 0, hint: hint)
    }

    public var options: [FormChoice] {
        if case .choice(let options) = kind { return options }
        return []
    }

    /// The text of a text or time field; the chosen option's value of a choice field.
    public var value: String {
        if case .choice(let options) = kind {
            return options.indices.contains(choice) ? options[choice].value : ""
        }
        return input.text
    }
}

/// What a form asks before it throws away what was typed.
public enum DiscardQuestion: Hashable, Sendable {
    /// Esc: close the form? y discards, n keeps editing.
    case close
    /// Ctrl-C: quit the app? y quits, n goes back to the form.
    case quit
}

/// A form: fields, the focused one, and whether the user is being asked
/// to confirm throwing away what was typed. Reusable by every feature; the
/// feature decides what Enter does (`FormAction.submit`) and sets the
/// messages of invalid fields.
public struct FormState: Hashable, Sendable {
    public var title: String
    public var fields: [FormField]
    public var focus: Int
    /// Esc or Ctrl-C on a changed form asks first; nil while nothing is asked.
    public var discardQuestion: DiscardQuestion?
    /// True between a valid Enter and the answer of the service.
    public var isSaving: Bool
    /// A message for the whole form (a failed save).
    public var error: String?
    /// The values when the form opened, to tell whether anything was typed.
    private var initialValues: [String]

    public init(title: String, fields: [FormField], focus: Int = 0) {
        self.title = title
        self.fields = fields
        self.focus = fields.isEmpty ? 0 : min(max(0, focus), fields.count - 1)
        self.discardQuestion = nil
        self.isSaving = false
        self.error = nil
        self.initialValues = fields.map(\.value)
    }

    /// The value of the field `key` ("" when there is none).
    public subscript(key: String) -> String {
        fields.first { $0.key == key }?.value ?? ""
    }

    /// True when any value differs from the one the form opened with.
    public var isDirty: Bool { fields.map(\.value) != initialValues }

    /// True while a discard question is asked (Esc's or Ctrl-C's): keys answer it.
    public var isConfirmingDiscard: Bool {
        get { discardQuestion != nil }
        set { discardQuestion = newValue ? discardQuestion ?? .close : nil }
    }

    /// Ctrl-C quits at once unless something was typed: then the form asks first.
    public var asksBeforeQuitting: Bool { isDirty }

    /// Replaces every field's message with `messages[key]` (nil clears it),
    /// and moves the focus to the first invalid field.
    public mutating func setErrors(_ messages: [String: String]) {
        for index in fields.indices { fields[index].error = messages[fields[index].key] }
        if let first = fields.firstIndex(where: { $0.error != nil }) { focus = first }
    }

    /// The outcome of the feature's check of the values after Enter: each
    /// message goes next to its field (focus on the first), what was typed
    /// stays; with no messages the form starts saving. Returns whether it is.
    @discardableResult
    public mutating func validated(_ messages: [String: String]) -> Bool {
        setErrors(messages)
        error = nil
        isSaving = messages.isEmpty
        return isSaving
    }

    /// The save failed: the form stays open with what was typed and `message`.
    public mutating func saveFailed(_ message: String) {
        isSaving = false
        error = message
    }

    /// Applies one edit to the focused field.
    public mutating func apply(_ edit: FormEdit) {
        guard !fields.isEmpty, !isSaving else { return }
        switch edit {
        case .nextField: focus = (focus + 1) % fields.count
        case .previousField: focus = (focus + fields.count - 1) % fields.count
        case .text(let textEdit): Self.edit(&fields[focus], textEdit)
        }
    }

    private static func edit(_ field: inout FormField, _ edit: TextEdit) {
        switch field.kind {
        case .text(let maxLength):
            var input = field.input
            edit.apply(to: &input)
            if input.text.count <= maxLength { field.input = input }
        case .time:
            if case .insert(let text) = edit, !text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ":") }) { return }
            var input = field.input
            edit.apply(to: &input)
            if input.text.count <= 5 { field.input = input }
        case .choice(let options):
            guard !options.isEmpty else { return }
            switch edit {
            case .left: field.choice = (field.choice + options.count - 1) % options.count
            case .right, .insert(" "): field.choice = (field.choice + 1) % options.count
            case .home: field.choice = 0
            case .end: field.choice = options.count - 1
            case .insert(let typed):
                let letter = typed.lowercased()
                let order = (1...options.count).map { (field.choice + $0) % options.count }
                if let next = order.first(where: { options[$0].label.lowercased().hasPrefix(letter) }) {
                    field.choice = next
                }
            default: break
            }
        }
    }
}

/// An edit of a form's content.
public enum FormEdit: Hashable, Sendable {
    case text(TextEdit)
    case nextField, previousField
}

/// What a key does to an open form; every feature with a form has a case
/// `form(FormAction)`.
public enum FormAction: Hashable, Sendable {
    case edit(FormEdit)
    /// Enter: validate, then save.
    case submit
    /// Esc: close the form, or ask first when something was typed.
    case cancel
    /// Ctrl-C with something typed: ask whether to throw it away and quit
    /// (the app quits on yes; without anything typed it quits without asking).
    case quit
    /// The answer to "discard your changes?": true discards, false keeps editing.
    case discard(Bool)
}

/// The part of `FormAction` every form handles alike.
public enum FormReducer {
    /// What the feature must do after the shared handling.
    public enum Outcome: Equatable {
        case none
        /// Enter on a form not saving and not asking: the key found it could
        /// not be saved (a valid form is sent as the feature's `submitted`),
        /// so the feature shows why.
        case submit
    }

    /// Edits, cancel, quit and the discard questions; the form becomes nil
    /// when closed. Changes the form in place (through the optional), so its
    /// fields are never copied.
    public static func reduce(_ form: inout FormState?, _ action: FormAction) -> Outcome {
        // Flags are read through the optional, not from a copy: a copy
        // alive while the form changes would make it copy its fields.
        guard form != nil else { return .none }
        let isAsking = form?.isConfirmingDiscard == true
        switch action {
        case .edit(let edit):
            guard !isAsking else { return .none }
            form?.apply(edit)
        case .submit:
            guard !isAsking, form?.isSaving == false else { return .none }
            return .submit
        case .cancel:
            if form?.isSaving == true { return .none }
            if isAsking {
                form?.isConfirmingDiscard = false
            } else if form?.isDirty == true {
                form?.isConfirmingDiscard = true
            } else {
                form = nil
            }
        case .quit:
            if form?.asksBeforeQuitting == true { form?.discardQuestion = .quit }
        case .discard(let discard):
            guard isAsking else { return .none }
            if discard { form = nil } else { form?.isConfirmingDiscard = false }
        }
        return .none
    }
}
