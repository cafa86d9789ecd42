import ShiftFeatures
import Terminal

/// What has the keys: a screen, a form, a question or the search line.
enum KeyMode: Hashable, Sendable {
    case screen(AppScreen)
    case firstRun
    case form(FormOwner)
    case discardQuestion(FormOwner)
    /// Ctrl-C over a form with something typed: y quits, n goes back to it.
    case quitQuestion(FormOwner)
    case deleteQuestion(AppScreen)
    /// `b` on the Schedule: which kind of absence, or none.
    case absenceQuestion
    case search(AppScreen)
    /// y/n before a change to a shift, on Today or Schedule.
    case editQuestion
    /// y/n: save a change that breaks working-time rules anyway?
    case rulesQuestion
    /// y/n: drop an undo or redo step that can no longer apply?
    case staleStepQuestion
    /// y/n: save a shift type edit that makes shifts overlap?
    case overlapQuestion
    /// The go-to-date prompt of the Schedule or the Team screen.
    case goTo
    /// The Schedule screen's rota line.
    case rota
    /// A rotation previewed on the Schedule's grid, before it is written.
    case rotationPreview
    /// `?` help over `underlying`, whose keys it lists.
    indirect case help(KeyMode)

    package init(_ state: AppState) {
        if state.isShowingHelp, state.catalog.firstRun == nil {
            var underlying = state
            underlying.isShowingHelp = false
            self = .help(KeyMode(underlying))
            return
        }
        // The first-run questions come before any screen's.
        if state.catalog.firstRun == nil {
            switch state.screen {
            case .schedule:
                self.init(ScheduleOverlay(state), in: state)
                return
            case .today:
                self.init(TodayOverlay(state), in: state)
                return
            case .shiftTypes where state.shiftTypes.clashes != nil:
                self = .overlapQuestion
                return
            default: break
            }
        }
        if let owner = state.openForm {
            self.init(form: owner, in: state)
            return
        }
        switch state.screen {
        case .shiftTypes where state.shiftTypes.confirmingDelete != nil,
             .locations where state.locations.confirmingDelete != nil,
             .changeLog where state.changeLog.question != nil,
             .rotations where state.rotations.confirmingDelete != nil:
            self = .deleteQuestion(state.screen)
        case .shiftTypes where state.shiftTypes.search.isEditing,
             .locations where state.locations.search.isEditing,
             .changeLog where state.changeLog.search.isEditing,
             .rotations where state.rotations.search.isEditing:
            self = .search(state.screen)
        case .team where state.team.goTo != nil:
            self = .goTo
        default:
            self = .screen(state.screen)
        }
    }

    /// The keys of what is open over the Schedule: the same decision the
    /// screen draws from.
    private init(_ overlay: ScheduleOverlay, in state: AppState) {
        switch overlay {
        case .none: self = .screen(.schedule)
        case .form(let owner): self.init(form: owner, in: state)
        case .question(let question, _): self.init(question)
        case .search: self = .search(.schedule)
        case .rotationPreview: self = .rotationPreview
        case .goTo: self = .goTo
        case .rota: self = .rota
        }
    }

    /// The keys of what is open over Today.
    private init(_ overlay: TodayOverlay, in state: AppState) {
        switch overlay {
        case .none: self = .screen(.today)
        case .form: self.init(form: .shiftEditor, in: state)
        case .question(let question, _): self.init(question)
        case .goTo: self = .goTo
        }
    }

    /// The keys of a question asked over Today or the Schedule.
    private init(_ question: ScreenQuestion) {
        switch question {
        case .rules: self = .rulesQuestion
        case .edit: self = .editQuestion
        case .staleStep: self = .staleStepQuestion
        case .bulkDelete: self = .deleteQuestion(.schedule)
        case .absence: self = .absenceQuestion
        }
    }

    /// An open form's keys, or its own question's (discard, quit).
    private init(form owner: FormOwner, in state: AppState) {
        switch state.formStatus(of: owner)?.discardQuestion {
        case .quit: self = .quitQuestion(owner)
        case .close where owner != .firstRun: self = .discardQuestion(owner)
        default: self = owner == .firstRun ? .firstRun : .form(owner)
        }
    }

    /// True where printable keys are text.
    package var takesText: Bool {
        switch self {
        case .firstRun, .form, .search, .goTo, .rota: true
        default: false
        }
    }
}
