import ShiftFeatures
import Terminal

/// What has the keys: a screen, a form, a question or the search line.
public enum KeyMode: Hashable, Sendable {
    case screen(AppScreen)
    case firstRun
    case form(FormOwner)
    case discardQuestion(FormOwner)
    /// Ctrl-C over a form with something typed: y quits, n goes back to it.
    case quitQuestion(FormOwner)
    case deleteQuestion(AppScreen)
    case search(AppScreen)
    /// y/n before a change to a shift, on Today or Schedule.
    case editQuestion
    /// y/n: drop an undo or redo step that can no longer apply?
    case staleStepQuestion
    /// y/n: save a shift type edit that makes shifts overlap?
    case overlapQuestion
    /// The Schedule screen's go-to-date prompt.
    case goTo
    /// `?` help over `underlying`, whose keys it lists.
    indirect case help(KeyMode)

    public init(_ state: AppState) {
        if state.isShowingHelp, state.catalog.firstRun == nil {
            var underlying = state
            underlying.isShowingHelp = false
            self = .help(KeyMode(underlying))
            return
        }
        if state.catalog.firstRun == nil, state.screen == .today || state.screen == .schedule {
            if state.editor.question != nil {
                self = .editQuestion
                return
            }
            if state.history.staleStep != nil, state.openForm == nil {
                self = .staleStepQuestion
                return
            }
        }
        if state.catalog.firstRun == nil, state.screen == .shiftTypes, state.shiftTypes.clashes != nil {
            self = .overlapQuestion
            return
        }
        if let owner = state.openForm {
            switch state.form(of: owner)?.discardQuestion {
            case .quit: self = .quitQuestion(owner)
            case .close where owner != .firstRun: self = .discardQuestion(owner)
            default: self = owner == .firstRun ? .firstRun : .form(owner)
            }
            return
        }
        switch state.screen {
        case .shiftTypes where state.shiftTypes.confirmingDelete != nil,
             .locations where state.locations.confirmingDelete != nil,
             .changeLog where state.changeLog.question != nil,
             .schedule where state.bulk.question != nil:
            self = .deleteQuestion(state.screen)
        case .shiftTypes where state.shiftTypes.search.isEditing,
             .locations where state.locations.search.isEditing,
             .changeLog where state.changeLog.search.isEditing:
            self = .search(state.screen)
        case .schedule where state.schedule.goTo != nil:
            self = .goTo
        default:
            self = .screen(state.screen)
        }
    }

    /// True where printable keys are text.
    public var takesText: Bool {
        switch self {
        case .firstRun, .form, .search, .goTo: true
        default: false
        }
    }
}

/// Key + state -> what to do: the only place keys become actions.
public enum KeyHandler {
    public enum Outcome: Hashable, Sendable {
        case quit
        case dispatch(AppAction)
        case ignore
    }

    public static func outcome(for key: Key, in state: AppState) -> Outcome {
        let mode = KeyMode(state)
        let command: Command
        if let bound = KeyBindings.table(for: mode).command(for: key) {
            command = bound
        } else if mode.takesText, case .character(let character) = key {
            command = .text(.insert(String(character)))
        } else if case .help = mode {
            command = .closeHelp
        } else {
            return .ignore
        }
        if command == .quit { return quitOutcome(in: mode, state: state) }
        if case .quitQuestion = mode, command == .answer(true) { return .quit }
        let shiftAction = BulkCommands.action(for: command, in: mode, state: state)
            ?? ShiftCommands.action(for: command, in: mode, state: state)
        return (shiftAction ?? action(for: command, in: mode, state: state)).map(Outcome.dispatch) ?? .ignore
    }

    /// q (where it is not text) and Ctrl-C quit at once; Ctrl-C over a form
    /// with something typed asks first, and quits when asked again.
    static func quitOutcome(in mode: KeyMode, state: AppState) -> Outcome {
        let owner: FormOwner
        switch mode {
        case .form(let open), .discardQuestion(let open): owner = open
        case .firstRun: owner = .firstRun
        default: return .quit
        }
        guard state.form(of: owner)?.asksBeforeQuitting == true else { return .quit }
        return .dispatch(owner.action(.quit))
    }

    static func action(for command: Command, in mode: KeyMode, state: AppState) -> AppAction? {
        switch (mode, command) {
        case (.help, .closeHelp): return .showHelp(false)
        case (.screen, .help): return .showHelp(true)
        case (.screen, .showScreen(let screen)): return .showScreen(screen)
        case (.screen, .nextScreen): return .cycleScreen(by: 1)
        case (.screen, .previousScreen): return .cycleScreen(by: -1)
        case (.screen, .reloadCatalog): return .catalog(.load)

        case (.screen(.today), .reload): return .today(.load)
        case (.screen(.today), .previousDay): return .today(.moveDay(by: -1))
        case (.screen(.today), .nextDay): return .today(.moveDay(by: 1))
        case (.screen(.today), .today): return .today(.goToToday)
        case (.screen(.today), .undo), (.screen(.schedule), .undo): return .history(.undo)
        case (.screen(.today), .redo), (.screen(.schedule), .redo): return .history(.redo)

        case (.screen(.changeLog), .selectionDown): return .changeLog(.moveSelection(by: 1))
        case (.screen(.changeLog), .selectionUp): return .changeLog(.moveSelection(by: -1))
        case (.screen(.changeLog), .search): return .changeLog(.search(.begin))
        // Only with a kept filter: the change log puts the selection back on
        // top at every search key, where the other lists keep it when the
        // query stays the same.
        case (.screen(.changeLog), .cancel) where !state.changeLog.search.query.isEmpty:
            return .changeLog(.search(.cancel))
        case (.screen(.changeLog), .purgeLog): return .changeLog(.purge)
        case (.screen(.changeLog), .clearLog): return .changeLog(.clearAll)
        case (.screen(.changeLog), .reload): return .changeLog(.load)

        case (.screen(.shiftTypes), _): return listAction(command).map(AppAction.shiftTypesList)
        case (.screen(.locations), _): return listAction(command).map(AppAction.locationsList)

        case (.screen(.settings), .editSettings): return .settings(.edit)
        case (.screen(.settings), .export): return .settings(.export)

        case (.firstRun, _): return formAction(command).map(FormOwner.firstRun.action)
        case (.form(let owner), _): return formAction(command).map(owner.action)
        case (.discardQuestion(let owner), .answer(let discard)): return owner.action(.discard(discard))
        case (.quitQuestion(let owner), .answer(false)): return owner.action(.discard(false))
        case (.staleStepQuestion, .answer(true)): return state.history.staleStep.map { .history(.drop($0)) }
        case (.staleStepQuestion, .answer(false)): return .history(.keepStaleStep)
        case (.overlapQuestion, .answer(let yes)): return .shiftTypes(.confirmOverlaps(yes))

        case (.deleteQuestion(.shiftTypes), .answer(let yes)): return .shiftTypes(.confirmDelete(yes))
        case (.deleteQuestion(.locations), .answer(let yes)): return .locations(.confirmDelete(yes))
        case (.deleteQuestion(.changeLog), .answer(let yes)): return .changeLog(.confirm(yes))

        case (.search(let screen), _):
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
            default: return .shiftTypes(.search(search))
            }

        default: return nil
        }
    }

    private static func listAction(_ command: Command) -> ShiftTypesOrLocationsAction? {
        switch command {
        case .selectionUp: .moveSelection(by: -1)
        case .selectionDown: .moveSelection(by: 1)
        case .add: .add
        case .edit: .edit
        case .delete: .delete
        case .search: .search(.begin)
        case .cancel: .search(.cancel)
        default: nil
        }
    }

    private static func formAction(_ command: Command) -> FormAction? {
        switch command {
        case .submit: .submit
        case .cancel: .cancel
        case .nextField: .edit(.nextField)
        case .previousField: .edit(.previousField)
        case .text(let edit): .edit(.text(edit))
        default: nil
        }
    }
}

/// The list commands shared by the Shift types and Locations screens.
enum ShiftTypesOrLocationsAction {
    case moveSelection(by: Int)
    case add, edit, delete
    case search(SearchAction)
}

extension AppAction {
    static func shiftTypesList(_ action: ShiftTypesOrLocationsAction) -> AppAction {
        switch action {
        case .moveSelection(let offset): .shiftTypes(.moveSelection(by: offset))
        case .add: .shiftTypes(.add)
        case .edit: .shiftTypes(.edit)
        case .delete: .shiftTypes(.delete)
        case .search(let search): .shiftTypes(.search(search))
        }
    }

    static func locationsList(_ action: ShiftTypesOrLocationsAction) -> AppAction {
        switch action {
        case .moveSelection(let offset): .locations(.moveSelection(by: offset))
        case .add: .locations(.add)
        case .edit: .locations(.edit)
        case .delete: .locations(.delete)
        case .search(let search): .locations(.search(search))
        }
    }
}
