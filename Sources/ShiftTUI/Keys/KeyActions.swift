import ShiftFeatures
import ShiftModel

/// What each command of the key table sends in the mode that has the keys:
/// the right-hand column of every row. Actions that need the state (the
/// selected shift, what a form holds) are decided by the features' intents,
/// so the action carries what its middleware needs.
enum KeyActions {
    static func outcome(of command: Command, in state: AppState, mode: KeyMode? = nil) -> KeyOutcome? {
        let mode = mode ?? KeyMode(state)
        switch command {
        case .quit: return quitOutcome(in: mode, state: state)
        case .redraw: return .redraw
        case .suspend: return .suspend
        case .answer(true) where mode.isQuitQuestion: return .quit
        default: return action(for: command, in: mode, state: state).map(KeyOutcome.dispatch)
        }
    }

    /// q (where it is not text) and Ctrl-C quit at once; Ctrl-C over a form
    /// with something typed asks first, and quits when asked again.
    static func quitOutcome(in mode: KeyMode, state: AppState) -> KeyOutcome {
        let owner: FormOwner
        switch mode {
        case .form(let open), .discardQuestion(let open): owner = open
        case .firstRun: owner = .firstRun
        default: return .quit
        }
        guard state.formStatus(of: owner)?.asksBeforeQuitting == true else { return .quit }
        return .dispatch(owner.action(.quit))
    }

    private static func action(for command: Command, in mode: KeyMode, state: AppState) -> AppAction? {
        switch mode {
        case .help:
            if case .scroll(let lines) = command { return .scrollHelp(by: lines) }
            return command == .closeHelp ? .showHelp(false) : nil
        case .screen(let screen): return screenAction(command, on: screen, state: state)
        case .firstRun: return formAction(command, owner: .firstRun, state: state)
        case .form(let owner): return formAction(command, owner: owner, state: state)
        case .discardQuestion(let owner):
            guard case .answer(let discard) = command else { return nil }
            return owner.action(.discard(discard))
        case .quitQuestion(let owner):
            // y quits (`quitOutcome` is not asked: the answer is the quit).
            guard command == .answer(false) else { return nil }
            return owner.action(.discard(false))
        case .deleteQuestion(let screen):
            guard case .answer(let yes) = command else { return nil }
            switch screen {
            case .shiftTypes: return CatalogListIntent.answerDelete(ShiftType.self, yes, in: state)
            case .locations: return CatalogListIntent.answerDelete(Location.self, yes, in: state)
            case .changeLog: return ChangeLogIntent.answer(yes, in: state)
            case .rotations: return CatalogListIntent.answerDelete(Rotation.self, yes, in: state)
            case .schedule: return BulkEditIntent.answer(yes, in: state)
            case .today, .settings, .statistics, .team: return nil
            }
        case .absenceQuestion:
            switch command {
            case .absence(let kind): return BulkEditIntent.answerAbsence(kind, in: state)
            case .answer(false): return BulkEditIntent.answerAbsence(nil, in: state)
            default: return nil
            }
        case .editQuestion:
            guard case .answer(let yes) = command else { return nil }
            return ShiftEditorIntent.answer(yes, in: state)
        case .rulesQuestion:
            guard case .answer(let yes) = command else { return nil }
            return ShiftEditorIntent.answerRules(yes, in: state) ?? BulkEditIntent.answerRules(yes, in: state)
                ?? RotationApplyIntent.answerRules(yes, in: state)
        case .staleStepQuestion:
            guard case .answer(let yes) = command else { return nil }
            return yes ? state.history.staleStep.map { .history(.drop($0)) } : .history(.keepStaleStep)
        case .overlapQuestion:
            guard case .answer(let yes) = command else { return nil }
            return CatalogListIntent.answerOverlaps(ShiftType.self, yes, in: state)
        case .search(let screen):
            let search: SearchAction
            switch command {
            case .submit: search = .commit
            case .cancel: search = .cancel
            case .text(let edit): search = .edit(edit)
            default: return nil
            }
            switch screen {
            case .locations: return .locations(.search(search))
            case .changeLog: return .changeLog(.search(search))
            case .rotations: return .rotations(.search(search))
            case .schedule: return .schedule(.filter(.search(search)))
            default: return .shiftTypes(.search(search))
            }
        case .rota:
            switch command {
            case .submit: return BulkEditIntent.submitRota(in: state)
            case .cancel: return .bulk(.rota(.cancel))
            case .text(let edit): return .bulk(.rota(.edit(edit)))
            default: return nil
            }
        case .rotationPreview:
            switch command {
            case .submit: return RotationApplyIntent.apply(in: state)
            case .cancel: return .rotationApply(.cancel)
            case .toggleReplace: return .rotationApply(.toggleExisting)
            case .help: return .showHelp(true)
            default: return scheduleAction(command, state: state)
            }
        case .goTo where state.screen == .today:
            switch command {
            case .submit: return .today(.commitGoTo)
            case .cancel: return .today(.cancelGoTo)
            case .text(let edit): return .today(.editGoTo(edit))
            default: return nil
            }
        case .goTo where state.screen == .team:
            switch command {
            case .submit: return .team(.commitGoTo)
            case .cancel: return .team(.cancelGoTo)
            case .text(let edit): return .team(.editGoTo(edit))
            default: return nil
            }
        case .goTo:
            switch command {
            case .submit: return .schedule(.commitGoTo)
            case .cancel: return .schedule(.cancelGoTo)
            case .text(let edit): return .schedule(.editGoTo(edit))
            default: return nil
            }
        }
    }

    private static func formAction(_ command: Command, owner: FormOwner, state: AppState) -> AppAction? {
        switch command {
        case .submit: owner.submit(in: state)
        case .cancel: owner.action(.cancel)
        case .nextField: owner.action(.edit(.nextField))
        case .previousField: owner.action(.edit(.previousField))
        case .text(let edit): owner.action(.edit(.text(edit)))
        default: nil
        }
    }

    /// The keys of a screen with nothing over it.
    private static func screenAction(_ command: Command, on screen: AppScreen, state: AppState) -> AppAction? {
        switch command {
        case .help: return .showHelp(true)
        case .showScreen(let shown): return .showScreen(shown)
        case .nextScreen: return .showScreen(screen.cycled(by: 1))
        case .previousScreen: return .showScreen(screen.cycled(by: -1))
        case .reloadCatalog: return .catalog(.load)
        default: break
        }
        switch screen {
        case .today: return todayAction(command, state: state)
        case .schedule: return scheduleAction(command, state: state)
        case .shiftTypes: return listAction(command, ShiftType.self)
        case .locations: return listAction(command, Location.self)
        case .rotations:
            if command == .presets { return .rotations(.extra(.choosePreset)) }
            return listAction(command, Rotation.self)
        case .settings:
            switch command {
            case .editSettings: return .settings(.edit)
            case .export: return .settings(.export)
            default: return nil
            }
        case .statistics:
            switch command {
            case .previousPeriod: return .statistics(.movePeriod(by: -1))
            case .nextPeriod: return .statistics(.movePeriod(by: 1))
            case .periodKind(let kind): return .statistics(.showKind(kind))
            case .typeRange: return .statistics(.openRangeForm)
            case .today: return .statistics(.goToToday)
            case .reload: return .statistics(.reload)
            default: return nil
            }
        case .team:
            switch command {
            case .previousDay: return .team(.moveCursor(days: -1))
            case .nextDay: return .team(.moveCursor(days: 1))
            case .previousWeek: return .team(.moveCursor(days: -7))
            case .nextWeek: return .team(.moveCursor(days: 7))
            case .goToDate: return .team(.beginGoTo)
            case .today: return .team(.goToToday)
            case .syncTeam: return .team(.sync)
            case .findSwaps: return TeamIntent.findSwaps(in: state)
            case .scrollRows(let rows): return .team(.scrollRows(by: rows))
            case .scrollHalfPage(let pages): return .team(.scrollRows(by: pages * max(1, (state.team.rowsInView ?? 2) / 2)))
            case .cancel where state.team.swaps != nil: return .team(.closeSwaps)
            default: return nil
            }
        case .changeLog:
            switch command {
            case .selectionDown: return .changeLog(.moveSelection(by: 1))
            case .selectionUp: return .changeLog(.moveSelection(by: -1))
            case .search: return .changeLog(.search(.begin))
            // Only with a kept filter: the change log puts the selection back on
            // top at every search key, where the other lists keep it when the
            // query stays the same.
            case .cancel where !state.changeLog.search.query.isEmpty: return .changeLog(.search(.cancel))
            case .purgeLog: return .changeLog(.purge)
            case .clearLog: return .changeLog(.clearAll)
            case .reload: return .changeLog(.load)
            default: return nil
            }
        }
    }

    private static func todayAction(_ command: Command, state: AppState) -> AppAction? {
        switch command {
        case .reload: .today(.retry)
        case .previousDay: .today(.moveDay(by: -1))
        case .nextDay: .today(.moveDay(by: 1))
        case .today: .today(.goToToday)
        case .goToDate: .today(.beginGoTo)
        case .openInSchedule: state.today.selectedDay.map { .schedule(.openOn($0)) }
        case .previousShift: .today(.moveShiftSelection(by: -1))
        case .nextShift: .today(.moveShiftSelection(by: 1))
        case .undo: .history(.undo)
        case .redo: .history(.redo)
        default: editAction(command, state: state)
        }
    }

    /// With days marked, a and d work on all of them; A always does.
    private static func scheduleAction(_ command: Command, state: AppState) -> AppAction? {
        let hasMarks = BulkEditIntent.hasMarks(in: state)
        switch command {
        case .previousDay: return .schedule(.moveCursor(days: -1))
        case .nextDay: return .schedule(.moveCursor(days: 1))
        case .previousWeek: return .schedule(.moveCursor(days: -7))
        case .nextWeek: return .schedule(.moveCursor(days: 7))
        case .previousMonth: return .schedule(.moveMonth(by: -1))
        case .nextMonth: return .schedule(.moveMonth(by: 1))
        case .today: return .schedule(.goToToday)
        case .goToDate: return .schedule(.beginGoTo)
        case .previousShift: return .schedule(.moveShiftSelection(by: -1))
        case .nextShift: return .schedule(.moveShiftSelection(by: 1))
        case .reload: return .schedule(.reload)
        case .undo: return .history(.undo)
        case .redo: return .history(.redo)
        case .toggleMark: return BulkEditIntent.toggleMark(in: state)
        case .clearMarks where !hasMarks && !state.schedule.filter.isEmpty: return .schedule(.filter(.clear))
        case .clearMarks: return BulkEditIntent.clearMarks(in: state)
        case .markRange: return BulkEditIntent.range(in: state)
        case .markWeek: return BulkEditIntent.markWeek(in: state)
        case .markMonth: return BulkEditIntent.markMonth(in: state)
        case .copyDays: return BulkEditIntent.copy(in: state)
        case .pasteDays: return BulkEditIntent.paste(in: state)
        case .rota: return BulkEditIntent.beginRota(in: state)
        case .applyRotation: return RotationApplyIntent.begin(in: state)
        case .addAbsence: return BulkEditIntent.askAbsence(in: state)
        case .search: return .schedule(.filter(.search(.begin)))
        case .filter: return ScheduleFilterIntent.open(in: state)
        case .legend: return .schedule(.toggleLegend)
        case .nextMatch: return .schedule(.filter(.jump(forward: true)))
        case .previousMatch: return .schedule(.filter(.jump(forward: false)))
        case .addPerDay: return BulkEditIntent.add(perDay: true, in: state)
        case .addShift where hasMarks: return BulkEditIntent.add(perDay: false, in: state)
        case .deleteShift where hasMarks: return BulkEditIntent.deleteMarked(in: state)
        default: return editAction(command, state: state)
        }
    }

    /// a, s, d, n, ! on the screen's selected shift (or day, for a).
    private static func editAction(_ command: Command, state: AppState) -> AppAction? {
        let verb: ShiftEditorIntent.Verb
        switch command {
        case .addShift: verb = .add
        case .switchShift: verb = .switchType
        case .deleteShift: verb = .delete
        case .editNotes: verb = .notes
        case .toggleSick: verb = .sick
        default: return nil
        }
        return ShiftEditorIntent.open(verb, in: state)
    }

    /// The keys every catalog list screen shares.
    private static func listAction<Item: CatalogListItem>(_ command: Command, _: Item.Type) -> AppAction? {
        let action: CatalogListAction<Item>
        switch command {
        case .selectionUp: action = .moveSelection(by: -1)
        case .selectionDown: action = .moveSelection(by: 1)
        case .add: action = .add
        case .edit: action = .edit
        case .delete: action = .delete
        case .search: action = .search(.begin)
        case .cancel: action = .search(.cancel)
        default: return nil
        }
        return Item.app(action)
    }
}

extension KeyMode {
    var isQuitQuestion: Bool {
        if case .quitQuestion = self { return true }
        return false
    }
}
