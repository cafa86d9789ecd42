import ShiftModel

/// A form: fields (named by the form's own enum, `Name`), the focused one,
/// and whether the user is being asked to confirm throwing away what was
/// typed. Reusable by every feature; the feature decides what Enter does
/// (`FormAction.submit`) and sets the problems of invalid fields.
package struct FormState<Name: Hashable & Sendable>: Hashable, Sendable {
    package var fields: [FormField<Name>]
    package var focus: Int
    /// Esc or Ctrl-C on a changed form asks first; nil while nothing is asked.
    package var discardQuestion: DiscardQuestion?
    /// True between a valid Enter and the answer of the service.
    package var isSaving: Bool
    /// Why the whole form was not saved.
    package var failure: FormFailure?
    /// The values when the form opened, to tell whether anything was typed.
    private var initialContent: [FormField<Name>.Content]

    package init(_ fields: [FormField<Name>], focus: Int = 0) {
        self.fields = fields
        self.focus = fields.isEmpty ? 0 : min(max(0, focus), fields.count - 1)
        self.discardQuestion = nil
        self.isSaving = false
        self.failure = nil
        self.initialContent = fields.map(\.content)
    }

    package func field(_ name: Name) -> FormField<Name>? {
        fields.first { $0.name == name }
    }

    /// The text typed into `name` ("" when there is no such field).
    package func text(_ name: Name) -> String { field(name)?.input.text ?? "" }

    /// The time typed into `name`, or nil when it is not `HH:MM`.
    package func time(_ name: Name) -> TimeOfDay? { TimeOfDay(parsing: text(name)) }

    /// Whether the toggle `name` is on.
    package func isOn(_ name: Name) -> Bool { field(name)?.choice == 1 }

    /// The value chosen in `name`, or nil for "none".
    package func chosen(_ name: Name) -> FormValue? { field(name)?.chosen?.value }

    /// The shift type chosen in `name`.
    package func shiftType(_ name: Name) -> ShiftTypeID? {
        if case .shiftType(let id)? = chosen(name) { return id }
        return nil
    }

    /// The location chosen in `name`.
    package func location(_ name: Name) -> LocationID? {
        if case .location(let id)? = chosen(name) { return id }
        return nil
    }

    /// The retention policy chosen in `name`.
    package func retention(_ name: Name) -> RetentionPolicy? {
        if case .retention(let policy)? = chosen(name) { return policy }
        return nil
    }

    /// The weekday chosen in `name`.
    package func weekday(_ name: Name) -> Weekday? {
        if case .weekday(let day)? = chosen(name) { return day }
        return nil
    }

    /// The rotation chosen in `name`.
    package func rotation(_ name: Name) -> RotationID? {
        if case .rotation(let id)? = chosen(name) { return id }
        return nil
    }

    /// The preset chosen in `name`.
    package func preset(_ name: Name) -> RotationPreset? {
        if case .preset(let id)? = chosen(name) { return RotationPreset.all.first { $0.id == id } }
        return nil
    }

    /// True when any value differs from the one the form opened with.
    package var isDirty: Bool { fields.map(\.content) != initialContent }

    /// What the keys need to know of the form, whichever it is.
    package var status: FormStatus {
        FormStatus(discardQuestion: discardQuestion, isSaving: isSaving, isDirty: isDirty)
    }

    /// True while a discard question is asked (Esc's or Ctrl-C's): keys answer it.
    package var isConfirmingDiscard: Bool {
        get { discardQuestion != nil }
        set { discardQuestion = newValue ? discardQuestion ?? .close : nil }
    }

    /// Ctrl-C quits at once unless something was typed: then the form asks first.
    package var asksBeforeQuitting: Bool { isDirty }

    /// Replaces every field's problem with `problems[name]` (nil clears
    /// it), and moves the focus to the first invalid field.
    package mutating func setProblems(_ problems: [Name: FieldProblem]) {
        for index in fields.indices { fields[index].problem = problems[fields[index].name] }
        if let first = fields.firstIndex(where: { $0.problem != nil }) { focus = first }
    }

    /// True while a field shows a problem: an edit then checks whether it is solved.
    package var hasProblems: Bool { fields.contains { $0.problem != nil } }

    /// True when, after `action`, the feature should check its values again
    /// (`clearSolved`): an edit while a problem shows.
    package func rechecks(after action: FormAction) -> Bool { action.isEdit && hasProblems }

    /// After an edit: a field's problem goes as soon as `current` (what the
    /// values come to now) has none for it. No new problem appears while
    /// typing; Enter shows those.
    package mutating func clearSolved(_ current: [Name: FieldProblem]) {
        for index in fields.indices where fields[index].problem != nil && current[fields[index].name] == nil {
            fields[index].problem = nil
        }
    }

    /// Enter found the values not valid: each problem goes next to its
    /// field (focus on the first), `failure` over the form; what was typed stays.
    package mutating func refused(_ problems: [Name: FieldProblem], failure: FormFailure? = nil) {
        setProblems(problems)
        self.failure = failure
    }

    /// The values went to be saved: the old problems go and the form shows
    /// it is saving until the answer.
    package mutating func startSaving() {
        setProblems([:])
        failure = nil
        isSaving = true
    }

    /// The save failed: the form stays open with what was typed and why.
    package mutating func saveFailed(_ failure: FormFailure) {
        isSaving = false
        self.failure = failure
    }

    /// Applies one edit to the focused field.
    package mutating func apply(_ edit: FormEdit) {
        guard !fields.isEmpty, !isSaving else { return }
        switch edit {
        case .nextField: focus = (focus + 1) % fields.count
        case .previousField: focus = (focus + fields.count - 1) % fields.count
        case .text(let textEdit): Self.edit(&fields[focus], textEdit)
        }
    }

    private static func edit(_ field: inout FormField<Name>, _ edit: TextEdit) {
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
        case .toggle:
            switch edit {
            case .left, .right, .insert(" "): field.choice = 1 - field.choice
            case .home, .insert("n"), .insert("N"): field.choice = 0
            case .end, .insert("y"), .insert("Y"): field.choice = 1
            default: break
            }
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
                if let next = order.first(where: { options[$0].name.lowercased().hasPrefix(letter) }) {
                    field.choice = next
                }
            default: break
            }
        }
    }
}
