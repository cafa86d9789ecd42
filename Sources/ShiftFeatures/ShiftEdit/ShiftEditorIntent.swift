import ShiftModel

/// What a key on Today or Schedule asks of the editor, decided on the state
/// it meets: the action to send, carrying what it needs. A key that cannot
/// do anything there says why (`.unavailable`), so nothing is opened that
/// could not be saved.
package enum ShiftEditorIntent {
    /// The keys that open the editor on the selected shift (or day, for add).
    package enum Verb: Hashable, Sendable {
        case add, switchType, delete, notes, sick
    }

    /// a, s, d, n or ! on the screen shown.
    package static func open(_ verb: Verb, in state: AppState) -> AppAction? {
        // A change from here is being written: its answer comes first.
        guard !state.editor.isWaiting, !state.bulk.isWaiting else { return nil }
        let onSchedule = state.screen == .schedule
        guard let day = onSchedule ? state.schedule.cursor : state.today.selectedDay else { return nil }
        let catalog = state.catalog
        if verb == .add, let refusal = catalog.refusal { return .editor(.unavailable(.catalog(refusal))) }
        if verb == .add {
            guard !catalog.catalog.shiftTypes.isEmpty else { return .editor(.unavailable(.noShiftTypes)) }
            return .editor(.add(day))
        }
        guard let shift = onSchedule ? state.schedule.selected : state.today.selected else {
            return .editor(.unavailable(.noShiftHere(verb)))
        }
        switch verb {
        case .add: return nil
        case .switchType:
            if let refusal = catalog.refusal { return .editor(.unavailable(.catalog(refusal))) }
            guard !ShiftEditorReducer.switchTargets(of: shift, in: catalog.catalog).isEmpty else {
                return .editor(.unavailable(.noOtherType))
            }
            return .editor(.switchType(shift))
        case .delete: return .editor(.delete(shift))
        case .notes: return .editor(.notes(shift))
        case .sick: return shift.sick == nil ? .editor(.sick(shift)) : .editor(.submitted(.unmarkSick(shift)))
        }
    }

    /// Enter on the editor's form: the request, the question before a
    /// switch, or (not valid) `.form(.submit)`, which shows why.
    package static func submit(in state: AppState) -> AppAction {
        let editor = state.editor
        guard let form = editor.form, !form.isSaving, !form.isConfirmingDiscard, editor.asking == nil,
              !editor.isWaiting else {
            return .editor(.form(.submit))
        }
        switch ShiftEditorReducer.submission(editor, catalog: state.catalog.catalog) {
        case .request(let request)?: return .editor(.submitted(request))
        case .ask(let question)?: return .editor(.asked(question))
        case .invalid?, nil: return .editor(.form(.submit))
        }
    }

    /// y or n to the editor's question.
    package static func answer(_ yes: Bool, in state: AppState) -> AppAction? {
        guard let question = state.editor.question, !state.editor.isWaiting else { return nil }
        return yes ? .editor(.submitted(question.request)) : .editor(.declined)
    }

    /// y or n to "this breaks a rule, save anyway?" after an editor's request.
    package static func answerRules(_ yes: Bool, in state: AppState) -> AppAction? {
        guard let question = state.editor.rulesQuestion, !state.editor.isWaiting,
              let request = question.requests.first else { return nil }
        return yes ? .editor(.submitted(request, allowingBrokenRules: true)) : .editor(.rulesDeclined)
    }
}
