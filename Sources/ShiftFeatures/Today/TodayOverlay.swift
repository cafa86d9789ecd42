import ShiftModel

/// What is open over Today: the one thing that has the keys and is drawn
/// on top. The key table and the screen both read this.
package indirect enum TodayOverlay: Hashable, Sendable {
    case none
    /// The editor's form takes the body.
    case form
    /// A question at the bottom, over what it asks about.
    case question(ScreenQuestion, over: TodayOverlay)
    /// The go-to-date prompt, and why the date typed was not taken.
    case goTo(TextInput, problem: FieldProblem?)

    /// What `state` has open on Today.
    package init(_ state: AppState) {
        self.init(today: state.today, editor: state.editor, staleStep: state.history.staleStep)
    }

    /// What the slices that hold Today's form, questions and prompt have
    /// open. A question about a change (its rules, a switch) is asked over
    /// the form; a stale undo step waits until the form is closed.
    package init(today: TodayState, editor: ShiftEditorState, staleStep: StaleStep?) {
        let below: TodayOverlay = if editor.form != nil {
            .form
        } else if let goTo = today.goTo {
            .goTo(goTo.typed, problem: goTo.problem)
        } else {
            .none
        }
        if let rules = editor.rulesQuestion {
            self = .question(.rules(rules), over: below)
        } else if let question = editor.question {
            self = .question(.edit(question), over: below)
        } else if below != .form, let staleStep {
            self = .question(.staleStep(staleStep), over: below)
        } else {
            self = below
        }
    }

    /// What is drawn under the question, if one is asked; else itself.
    package var base: TodayOverlay {
        if case .question(_, let over) = self { return over.base }
        return self
    }

    /// The question asked, if one is.
    package var question: ScreenQuestion? {
        if case .question(let question, _) = self { return question }
        return nil
    }
}
