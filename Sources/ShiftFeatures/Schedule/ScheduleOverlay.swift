import ShiftModel

/// What is open over the Schedule's grid: the one thing that has the keys
/// and is drawn on top. The key table and the screen both read this, so
/// they cannot disagree; what is open is decided here and nowhere else.
package indirect enum ScheduleOverlay: Hashable, Sendable {
    case none
    /// A form takes the body: the editor's, the rotation apply's, a bulk
    /// one or the filter (the first of these, should a state hold two).
    case form(FormOwner)
    /// A question at the bottom, over what it asks about (a form, the
    /// preview, the rota line, the grid).
    case question(ScreenQuestion, over: ScheduleOverlay)
    /// The `/` search line.
    case search(TextInput)
    /// A rotation previewed on the grid before it is written.
    case rotationPreview(RotationPreview)
    /// The go-to-date prompt, and why the date typed was not taken.
    case goTo(TextInput, problem: FieldProblem?)
    /// The rota line.
    case rota(RotaPrompt)

    /// What `state` has open on the Schedule.
    package init(_ state: AppState) {
        self.init(schedule: state.schedule, editor: state.editor, bulk: state.bulk,
                  rotationApply: state.rotationApply, staleStep: state.history.staleStep)
    }

    /// What the slices that hold the Schedule's forms, questions and
    /// prompts have open (each slice holds one thing at most, plus a rules
    /// question over it). A question about a change (its rules, a switch)
    /// is asked over a form; the others wait until the form is closed. Of
    /// the lines, which only keys open and so never two at once, the
    /// search line comes first.
    package init(schedule: ScheduleState, editor: ShiftEditorState, bulk: BulkEditState,
                rotationApply: RotationApplyState, staleStep: StaleStep?) {
        let below = Self.below(schedule: schedule, editor: editor, bulk: bulk, rotationApply: rotationApply)
        if let rules = editor.rulesQuestion ?? bulk.rulesQuestion ?? rotationApply.rulesQuestion {
            self = .question(.rules(rules), over: below)
        } else if let question = editor.question {
            self = .question(.edit(question), over: below)
        } else if case .form = below {
            self = below
        } else if let staleStep {
            self = .question(.staleStep(staleStep), over: below)
        } else if let question = bulk.question {
            self = .question(.bulkDelete(question), over: below)
        } else if let question = bulk.absenceQuestion {
            self = .question(.absence(question), over: below)
        } else {
            self = below
        }
    }

    /// What is open under any question.
    private static func below(schedule: ScheduleState, editor: ShiftEditorState, bulk: BulkEditState,
                              rotationApply: RotationApplyState) -> ScheduleOverlay {
        if let owner = openForm(schedule: schedule, editor: editor, bulk: bulk, rotationApply: rotationApply) {
            return .form(owner)
        }
        if let search = schedule.searchLine { return .search(search) }
        if let preview = rotationApply.preview { return .rotationPreview(preview) }
        if let goTo = schedule.goTo { return .goTo(goTo.typed, problem: goTo.problem) }
        if let rota = bulk.rota { return .rota(rota) }
        return .none
    }

    /// The Schedule's form that has the keys, if one is open: the editor's
    /// first (its question may come over another form).
    static func openForm(schedule: ScheduleState, editor: ShiftEditorState, bulk: BulkEditState,
                         rotationApply: RotationApplyState) -> FormOwner? {
        if editor.form != nil { return .shiftEditor }
        if rotationApply.form != nil { return .rotationApply }
        if bulk.form != nil { return .bulk }
        if schedule.filterForm != nil { return .scheduleFilter }
        return nil
    }

    /// What is drawn under the question, if one is asked; else itself.
    package var base: ScheduleOverlay {
        if case .question(_, let over) = self { return over.base }
        return self
    }
}
