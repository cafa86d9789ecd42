import Foundation
import ShiftFeatures
import ShiftModel
import Testing

/// The spinner turns while anything waits for a service: each of those
/// waits alone makes the app busy, and with none the app is idle.
@Suite("AppState.isBusy: each wait alone")
struct AppStateBusyTests {
    enum Wait: String, CaseIterable, Sendable {
        case todayLoading, catalogLoading, firstRunSaving, shiftTypeSaving, shiftTypeDeleting
        case locationSaving, locationDeleting, settingsSaving, shiftEditApplying, historyLoading
        case changeLogLoading, changeLogRemoving, scheduleMonthLoading

        func apply(to state: inout AppState) {
            func saving<Name>(_ name: Name) -> FormState<Name> {
                var form = FormState([FormField(name, .text(maxLength: 9))])
                form.isSaving = true
                return form
            }
            switch self {
            case .todayLoading: state.today.isLoading = true
            case .catalogLoading: state.catalog.status = .loading
            case .firstRunSaving: state.catalog.firstRun = saving(.name)
            case .shiftTypeSaving: state.shiftTypes.form = saving(.title)
            case .shiftTypeDeleting: state.shiftTypes.deleting = "early"
            case .locationSaving: state.locations.form = saving(.name)
            case .locationDeleting: state.locations.deleting = "ward-3"
            case .settingsSaving: state.settings.form = saving(.name)
            case .shiftEditApplying: state.shiftEdit.isApplying = true
            case .historyLoading: state.history.status = .loading
            case .changeLogLoading: state.changeLog.status = .loading
            case .changeLogRemoving: state.changeLog.removing = PurgePlan(cutoff: nil, policy: nil, count: 1)
            case .scheduleMonthLoading: state.schedule.months[YearMonth(year: 2026, month: 11)] = MonthShifts(isLoading: true)
            }
        }
    }

    @Test func withNothingWaitingTheAppIsIdle() {
        #expect(AppState().isBusy == false)
    }

    @Test(arguments: Wait.allCases)
    func eachWaitAloneMakesTheAppBusy(_ wait: Wait) {
        var state = AppState()
        wait.apply(to: &state)
        #expect(state != AppState())
        #expect(state.isBusy == true)
    }

    /// A form open but not saving, and a loaded month, are no waits.
    @Test func openFormsAndLoadedMonthsAreNoWait() {
        var state = AppState()
        state.settings.exportForm = FormState([FormField(.file, .text(maxLength: 9))])
        state.locations.form = FormState([FormField(.name, .text(maxLength: 9))])
        state.schedule.months[YearMonth(year: 2026, month: 11)] = MonthShifts(shifts: [])
        state.catalog.status = .loaded
        #expect(state.isBusy == false)
    }
}
