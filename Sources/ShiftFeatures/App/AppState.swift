import Redux
import ShiftModel

/// The whole app's state: the screen shown and one slice per feature.
package struct AppState: Hashable, Sendable {
    package var screen: AppScreen
    package var today: TodayState
    package var catalog: CatalogState
    package var shiftTypes: ShiftTypesState
    package var locations: LocationsState
    package var settings: SettingsState
    /// The Rotations screen.
    package var rotations: RotationsState
    /// A rotation applied to days of the Schedule: its form and preview.
    package var rotationApply: RotationApplyState
    /// The Statistics screen: a period's hours against the contract.
    package var statistics: StatisticsState
    /// The Team screen: the members' rows beside the user's own.
    package var team: TeamState
    /// Every change to shifts goes through here (see `ShiftEditAction`).
    package var shiftEdit: ShiftEditState
    /// The undo history.
    package var history: HistoryState
    /// The Change log screen.
    package var changeLog: ChangeLogState
    /// Bulk changes to the days marked on the Schedule.
    package var bulk: BulkEditState
    package var schedule: ScheduleState
    /// The forms and questions of editing a shift on Today and Schedule.
    package var editor: ShiftEditorState
    /// The `?` help over the screen, and how far it is scrolled.
    package var help: HelpState
    /// Events of the calendar that could not be read and are left out, as
    /// the last load found them (the screens warn).
    package var unreadableEvents: [UnreadableEvent]
    /// The public holidays imported, marked on the grid and on Today.
    package var holidays: HolidaysState
    /// The clock's today as last heard (`ClockTodayReducer`); nil before
    /// the app said the day it started on.
    package var clockToday: CalendarDay?
    /// The effects the last action's reduction asked for (emptied before
    /// each action). Compares equal whatever it holds: not a fact.
    package var requested = EffectRequests<AppEffect>()

    package init(screen: AppScreen = .today, today: TodayState = TodayState(), catalog: CatalogState = CatalogState(),
                shiftTypes: ShiftTypesState = ShiftTypesState(), locations: LocationsState = LocationsState(),
                settings: SettingsState = SettingsState(), rotations: RotationsState = RotationsState(),
                rotationApply: RotationApplyState = RotationApplyState(),
                statistics: StatisticsState = StatisticsState(), team: TeamState = TeamState(), shiftEdit: ShiftEditState = ShiftEditState(),
                history: HistoryState = HistoryState(), changeLog: ChangeLogState = ChangeLogState(),
                bulk: BulkEditState = BulkEditState(),
                schedule: ScheduleState = ScheduleState(), editor: ShiftEditorState = ShiftEditorState(),
                isShowingHelp: Bool = false, unreadableEvents: [UnreadableEvent] = [],
                holidays: HolidaysState = HolidaysState(), clockToday: CalendarDay? = nil) {
        self.holidays = holidays
        self.clockToday = clockToday
        self.screen = screen
        self.today = today
        self.catalog = catalog
        self.shiftTypes = shiftTypes
        self.locations = locations
        self.settings = settings
        self.rotations = rotations
        self.rotationApply = rotationApply
        self.statistics = statistics
        self.team = team
        self.shiftEdit = shiftEdit
        self.history = history
        self.changeLog = changeLog
        self.bulk = bulk
        self.schedule = schedule
        self.editor = editor
        self.help = HelpState(isShown: isShowingHelp)
        self.unreadableEvents = unreadableEvents
    }

    /// The form that has the keys, if one is open: the first-run questions
    /// come first, then the form of the screen shown.
    package var openForm: FormOwner? {
        if catalog.firstRun != nil { return .firstRun }
        switch screen {
        case .changeLog: return nil
        case .schedule:
            return ScheduleOverlay.openForm(schedule: schedule, editor: editor, bulk: bulk, rotationApply: rotationApply)
        case .today: return editor.form == nil ? nil : .shiftEditor
        case .shiftTypes: return shiftTypes.form == nil ? nil : .shiftTypes
        case .locations: return locations.form == nil ? nil : .locations
        case .settings: return settings.formStatus == nil ? nil : .settings
        case .rotations where rotations.extra.presetForm != nil: return .rotationPreset
        case .rotations: return rotations.form == nil ? nil : .rotations
        case .statistics: return statistics.rangeForm == nil ? nil : .statisticsRange
        case .team: return nil
        }
    }

    /// What the keys need to know of `owner`'s form, if it is open.
    package func formStatus(of owner: FormOwner) -> FormStatus? {
        switch owner {
        case .firstRun: catalog.firstRun?.status
        case .shiftTypes: shiftTypes.form?.status
        case .locations: locations.form?.status
        case .settings: settings.formStatus
        case .shiftEditor: editor.form?.status
        case .bulk: bulk.form?.status
        case .scheduleFilter: schedule.filterForm?.status
        case .rotations: rotations.form?.status
        case .rotationPreset: rotations.extra.presetForm?.status
        case .rotationApply: rotationApply.form?.status
        case .statisticsRange: statistics.rangeForm?.status
        }
    }

    /// True while anything waits for a service: the spinner turns.
    package var isBusy: Bool {
        today.isLoading || catalog.status == .loading || catalog.firstRun?.isSaving == true
            || shiftTypes.isBusy || locations.isBusy || settings.isBusy || shiftEdit.isApplying
            || history.isLoading || changeLog.isBusy || schedule.isLoading || rotations.isBusy
            || rotationApply.loading != nil || statistics.isLoading || team.isLoading
    }
}

/// Which feature an open form belongs to, so a key in a form becomes that
/// feature's `form` action.
package enum FormOwner: Hashable, Sendable {
    case firstRun, shiftTypes, locations, settings, shiftEditor, bulk, scheduleFilter
    /// The rotation form, the preset picker, and the apply form of the Schedule.
    case rotations, rotationPreset, rotationApply
    /// The Statistics screen's range form.
    case statisticsRange

    package func action(_ formAction: FormAction) -> AppAction {
        switch self {
        case .shiftEditor: .editor(.form(formAction))
        case .bulk: .bulk(.form(formAction))
        case .scheduleFilter: .schedule(.filter(.form(formAction)))
        case .firstRun: .catalog(.firstRun(formAction))
        case .shiftTypes: .shiftTypes(.form(formAction))
        case .locations: .locations(.form(formAction))
        case .settings: .settings(.form(formAction))
        case .rotations: .rotations(.form(formAction))
        case .rotationPreset: .rotations(.extra(.presetForm(formAction)))
        case .rotationApply: .rotationApply(.form(formAction))
        case .statisticsRange: .statistics(.form(formAction))
        }
    }

    /// Enter on this form: what it saves, decided on the values in `state`
    /// (or, not valid, `.form(.submit)`, which shows why).
    package func submit(in state: AppState) -> AppAction {
        switch self {
        case .firstRun: FirstRunIntent.submit(in: state)
        case .shiftTypes: CatalogListIntent.submit(ShiftType.self, in: state)
        case .locations: CatalogListIntent.submit(Location.self, in: state)
        case .settings: SettingsIntent.submit(in: state)
        case .shiftEditor: ShiftEditorIntent.submit(in: state)
        case .bulk: BulkEditIntent.submit(in: state)
        case .scheduleFilter: ScheduleFilterIntent.submit(in: state)
        case .rotations: CatalogListIntent.submit(Rotation.self, in: state)
        case .rotationPreset: RotationPresetPicker.submit(in: state)
        case .rotationApply: RotationApplyIntent.submitForm(in: state)
        case .statisticsRange: StatisticsIntent.submit(in: state)
        }
    }
}

package enum AppAction: Hashable, Sendable {
    case today(TodayAction)
    /// Show a screen (number keys, Tab and Shift-Tab).
    case showScreen(AppScreen)
    case catalog(CatalogAction)
    case shiftTypes(ShiftTypesAction)
    case locations(LocationsAction)
    case settings(SettingsAction)
    /// The Rotations screen.
    case rotations(RotationsAction)
    /// A rotation applied to days of the Schedule.
    case rotationApply(RotationApplyAction)
    /// The Statistics screen.
    case statistics(StatisticsAction)
    /// The Team screen.
    case team(TeamAction)
    /// A change to shifts: requested, applied or refused.
    case shiftEdit(ShiftEditAction)
    /// Undo, redo and the undo history.
    case history(HistoryAction)
    case changeLog(ChangeLogAction)
    /// Bulk changes to the marked days.
    case bulk(BulkEditAction)
    case schedule(ScheduleAction)
    /// The forms and questions that lead to a change.
    case editor(ShiftEditorAction)
    /// `?` shows the keys of the screen; any key closes them.
    case showHelp(Bool)
    /// j/k and the page keys scroll the help by this many lines.
    case scrollHelp(by: Int)
    /// The files on disk or the day changed: the screens follow.
    case refresh(RefreshAction)
    /// The public holidays imported.
    case holidays(HolidaysAction)
}

package typealias AppStore = Store<AppState, AppAction, ServiceContainer>

/// The app's reducer: one scoped feature per slice. Each feature sees its
/// own actions, and what other features' actions mean to it, through its
/// action's `init?(app:)`; one that reads another slice is given it as a
/// read-only input. Order matters only for those inputs: the catalog
/// changes before the lists that read it. `OverlayGate` drops an action
/// that would open a second thing over a screen before any feature sees it.
package enum AppReducer {
    package static let reducer = Reducer<AppState, AppAction> { state, action in
        if !state.requested.isEmpty { state.requested = EffectRequests() }
        guard !OverlayGate.refuses(action, in: state) else { return }
        features.reduce(&state, action)
    }

    static let features = Reducer<AppState, AppAction>.combine(
        Reducer.scope(ScreenReducer.reducer, state: \.screen, reading: { $0.openForm == nil },
                      action: ScreenReducer.screen(shownBy:)),
        Reducer.scope(HelpReducer.reducer, state: \.help, action: HelpReducer.Action.init(app:)),
        Reducer.scope(CatalogReducer.reducer, state: \.catalog, action: CatalogAction.init(app:),
                      requests: \.requested, effect: AppEffect.catalog),
        Reducer.scope(TodayReducer.reducer, state: \.today, reading: \.clockToday, action: TodayAction.init(app:),
                      requests: \.requested, effect: AppEffect.today),
        Reducer.scope(ScheduleReducer.reducer, state: \.schedule, reading: ScheduleReducer.Input.init,
                      action: ScheduleAction.init(app:), requests: \.requested, effect: AppEffect.schedule),
        Reducer.scope(ScheduleRulesReducer.reducer, state: \.schedule, action: ScheduleRulesReducer.trigger,
                      requests: \.requested, effect: AppEffect.checkRules),
        Reducer.scope(CatalogListReducer.reducer(ShiftType.self), state: \.shiftTypes, reading: CatalogListInput.init,
                      action: ShiftType.list(of:), requests: \.requested, effect: AppEffect.shiftTypes),
        Reducer.scope(CatalogListReducer.reducer(Location.self), state: \.locations, reading: CatalogListInput.init,
                      action: Location.list(of:), requests: \.requested, effect: AppEffect.locations),
        Reducer.scope(SettingsReducer.reducer, state: \.settings, reading: SettingsReducer.Input.init,
                      action: { if case .settings(let action) = $0 { action } else { nil } },
                      requests: \.requested, effect: AppEffect.settings),
        Reducer.scope(CatalogListReducer.reducer(Rotation.self), state: \.rotations, reading: CatalogListInput.init,
                      action: Rotation.list(of:), requests: \.requested, effect: AppEffect.rotations),
        Reducer.scope(RotationApplyReducer.reducer, state: \.rotationApply, reading: CatalogListInput.init,
                      action: RotationApplyAction.init(app:),
                      requests: \.requested, effect: AppEffect.rotationApplyPreview),
        Reducer.scope(StatisticsReducer.reducer, state: \.statistics, reading: StatisticsReducer.Input.init,
                      action: StatisticsAction.init(app:),
                      requests: \.requested, effect: AppEffect.statistics),
        Reducer.scope(TeamReducer.reducer, state: \.team, reading: TeamReducer.Input.init,
                      action: TeamAction.init(app:), requests: \.requested, effect: AppEffect.team),
        Reducer.scope(ShiftEditReducer.reducer, state: \.shiftEdit, action: ShiftEditEvent.init(app:)),
        Reducer.scope(ShiftEditorReducer.reducer, state: \.editor, reading: \.catalog.catalog,
                      action: ShiftEditorAction.init(app:)),
        Reducer.scope(BulkEditReducer.reducer, state: \.bulk, reading: \.catalog.catalog,
                      action: BulkEditAction.init(app:)),
        Reducer.scope(HistoryReducer.reducer, state: \.history, action: HistoryEvent.init(app:),
                      requests: \.requested, effect: AppEffect.history),
        Reducer.scope(ChangeLogReducer.reducer, state: \.changeLog, reading: ChangeLogReducer.Input.init,
                      action: ChangeLogAction.init(app:),
                      requests: \.requested, effect: AppEffect.changeLog),
        Reducer.scope(HolidaysReducer.reducer, state: \.holidays, action: HolidaysAction.init(app:),
                      requests: \.requested, effect: AppEffect.holidays),
        Reducer.scope(Reducer { events, found in events = found }, state: \.unreadableEvents,
                      action: { if case .refresh(.unreadableEventsFound(let found)) = $0 { found } else { nil } }),
        // Last: the features read the today heard before this action, so a
        // cursor on the old today goes on to the new one.
        Reducer.scope(ClockTodayReducer.reducer, state: \.clockToday, action: ClockTodayReducer.heard(in:))
    )

    package static func middlewares() -> [Middleware<AppState, AppAction, ServiceContainer>] {
        [TodayMiddleware.make(), CatalogMiddleware.make(), CatalogListMiddleware.make(ShiftType.self),
         CatalogListMiddleware.make(Location.self), SettingsMiddleware.make(), ShiftEditMiddleware.make(),
         HistoryMiddleware.make(), ChangeLogMiddleware.make(), ScheduleMiddleware.make(), CatalogListMiddleware.make(Rotation.self),
         RotationApplyMiddleware.make(), ScheduleRulesMiddleware.make(), HolidaysMiddleware.make(),
         StatisticsMiddleware.make()] + TeamMiddleware.make()
    }

    @UIActor
    package static func makeStore(services: ServiceContainer, state: AppState = AppState()) -> AppStore {
        AppStore(state: state, reducer: reducer, services: services, middlewares: middlewares())
    }
}

/// Which screen shows: a number key, Tab or Shift-Tab, while no form has the keys.
package enum ScreenReducer {
    package static let reducer = ReadingReducer<AppScreen, Bool, AppScreen> { screen, shown, noFormOpen in
        if noFormOpen { screen = shown }
    }

    /// The screen an action shows: a screen key's, or the Schedule opened on a day.
    static func screen(shownBy action: AppAction) -> AppScreen? {
        switch action {
        case .showScreen(let screen): screen
        case .schedule(.openOn): .schedule
        default: nil
        }
    }
}

extension AppState {
    /// True while `?` help covers the screen.
    package var isShowingHelp: Bool {
        get { help.isShown }
        set { help.isShown = newValue }
    }
}

/// The `?` help: whether it shows, and how many lines it is scrolled.
package struct HelpState: Hashable, Sendable {
    package var isShown: Bool
    /// Lines scrolled past; the screen shows no farther than its last line.
    package var offset: Int

    package init(isShown: Bool = false, offset: Int = 0) {
        self.isShown = isShown
        self.offset = offset
    }
}

/// Opening, closing and scrolling the help. Pure.
package enum HelpReducer {
    package enum Action: Hashable, Sendable {
        case show(Bool)
        case scroll(by: Int)

        package init?(app action: AppAction) {
            switch action {
            case .showHelp(let shown): self = .show(shown)
            case .scrollHelp(let lines): self = .scroll(by: lines)
            default: return nil
            }
        }
    }

    package static let reducer = Reducer<HelpState, Action> { state, action in
        switch action {
        case .show(let shown): state = HelpState(isShown: shown)
        case .scroll(let lines): state.offset = max(0, state.offset + lines)
        }
    }
}
