/// What bulk has open over the Schedule: one at a time, so opening one
/// closes the other. A rules question is asked over it (`rulesQuestion`).
package enum BulkOpen: Hashable, Sendable {
    /// `a` or `A` on the marked days: the form, and which one it is.
    case form(FormState<BulkField>, BulkEditState.FormKind)
    /// `R`: the rota line.
    case rota(RotaPrompt)
    /// `d`: delete the shifts that start on the marked days?
    case deleteQuestion(BulkEditState.Question)
    /// `b`: which kind of absence on the marked days?
    case absenceQuestion(BulkEditState.AbsenceQuestion)
}

/// Each thing bulk opens seen alone: nil when another (or none) is open.
/// Set, it takes the place of whatever was open; set to nil, it closes
/// only if it is what is open.
extension BulkEditState {
    /// The open form's fields. Set, they change the open form (a form is
    /// opened with its kind, through `open`).
    package var form: FormState<BulkField>? {
        get {
            guard case .form(let form, _)? = open else { return nil }
            return form
        }
        set {
            guard case .form(_, let kind)? = open else { return }
            open = newValue.map { .form($0, kind) }
        }
    }

    /// Which form is open.
    package var kind: FormKind? {
        guard case .form(_, let kind)? = open else { return nil }
        return kind
    }

    package var rota: RotaPrompt? {
        get {
            guard case .rota(let rota)? = open else { return nil }
            return rota
        }
        set { replace(newValue.map(BulkOpen.rota)) { if case .rota = $0 { true } else { false } } }
    }

    /// The delete question.
    package var question: Question? {
        get {
            guard case .deleteQuestion(let question)? = open else { return nil }
            return question
        }
        set { replace(newValue.map(BulkOpen.deleteQuestion)) { if case .deleteQuestion = $0 { true } else { false } } }
    }

    package var absenceQuestion: AbsenceQuestion? {
        get {
            guard case .absenceQuestion(let question)? = open else { return nil }
            return question
        }
        set { replace(newValue.map(BulkOpen.absenceQuestion)) { if case .absenceQuestion = $0 { true } else { false } } }
    }

    private mutating func replace(_ opened: BulkOpen?, closing isThisKind: (BulkOpen) -> Bool) {
        if let opened {
            open = opened
        } else if let current = open, isThisKind(current) {
            open = nil
        }
    }
}
