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

package typealias AppStore = Store<AppState, AppAction, ServiceContainer>

extension AppState {
    /// True while `?` help covers the screen.
    package var isShowingHelp: Bool {
        get { help.isShown }
        set { help.isShown = newValue }
    }
}
