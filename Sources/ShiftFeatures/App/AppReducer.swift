import Redux
import ShiftModel

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
