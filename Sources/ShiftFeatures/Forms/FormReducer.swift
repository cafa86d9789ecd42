/// The part of `FormAction` every form handles alike.
package enum FormReducer {
    /// What the feature must do after the shared handling.
    package enum Outcome: Equatable {
        case none
        /// Enter on a form not saving and not asking: the key found it could
        /// not be saved (a valid form is sent as the feature's `submitted`),
        /// so the feature shows why.
        case submit
    }

    /// Edits, cancel, quit and the discard questions; the form becomes nil
    /// when closed. Changes the form in place (through the optional), so its
    /// fields are never copied.
    package static func reduce<Name>(_ form: inout FormState<Name>?, _ action: FormAction) -> Outcome {
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
