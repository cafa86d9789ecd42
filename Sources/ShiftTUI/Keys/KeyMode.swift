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

    public init(_ state: AppState) {
        if state.isShowingHelp, state.catalog.firstRun == nil {
            var underlying = state
            underlying.isShowingHelp = false
            self = .help(KeyMode(underlying))
            return
        }
        if state.catalog.firstRun == nil, state.screen == .today || state.screen == .schedule {
            if state.editor.rulesQuestion != nil
                || state.screen == .schedule && (state.bulk.rulesQuestion != nil || state.rotationApply.rulesQuestion != nil) {
                self = .rulesQuestion
                return
            }
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
            switch state.formStatus(of: owner)?.discardQuestion {
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
             .rotations where state.rotations.confirmingDelete != nil,
             .schedule where state.bulk.question != nil:
            self = .deleteQuestion(state.screen)
        case .schedule where state.bulk.absenceQuestion != nil:
            self = .absenceQuestion
        case .shiftTypes where state.shiftTypes.search.isEditing,
             .locations where state.locations.search.isEditing,
             .changeLog where state.changeLog.search.isEditing,
             .rotations where state.rotations.search.isEditing,
             .schedule where state.schedule.searchLine != nil:
            self = .search(state.screen)
        case .schedule where state.rotationApply.preview != nil:
            self = .rotationPreview
        case .schedule where state.schedule.goTo != nil, .team where state.team.goTo != nil,
             .today where state.today.goTo != nil:
            self = .goTo
        case .schedule where state.bulk.rota != nil:
            self = .rota
        default:
            self = .screen(state.screen)
        }
    }

    /// True where printable keys are text.
    public var takesText: Bool {
        switch self {
        case .firstRun, .form, .search, .goTo, .rota: true
        default: false
        }
    }
}
