import Foundation
import Redux
import ShiftFeatures
import ShiftInMemoryServices
import ShiftModel
import ShiftTesting

/// The default catalog's types on a Berlin clock at 2026-11-23 09:00, and
/// shifts made from them as the planner makes them.
struct EditFixtures {
    let clock = TestWallClock(day: "2026-11-23", hour: 9)
    let day = CalendarDay("2026-11-23")
    let catalog = Catalog.defaults()
    var calendar: Calendar { clock.calendar }
    var early: ShiftType { catalog.shiftTypes[0] }
    var late: ShiftType { catalog.shiftTypes[1] }
    var night: ShiftType { catalog.shiftTypes[2] }
    var off: ShiftType { catalog.shiftTypes[3] }

    /// A shift of `type` on `day`, id `<symbol>-<day>` unless given.
    func shift(_ type: ShiftType, on day: CalendarDay, id: String? = nil, notes: String = "",
               sick: SickMark? = nil) -> ScheduledShift {
        var shift = ScheduledShift.scheduling(type, location: catalog.location(type.locationID), on: day,
                                              id: ShiftID(id ?? "\(type.symbol)-\(day)"), notes: notes, calendar: calendar)
        shift.sick = sick
        return shift
    }

    /// The app state with the catalog loaded (saved) on `screen`.
    /// The app on `screen`, the catalog loaded, the day it started on said.
    func state(_ screen: AppScreen = .schedule) -> AppState {
        AppState(screen: screen, catalog: CatalogState(catalog: catalog, status: .loaded, isSaved: true), clockToday: day)
    }

    /// A Schedule state with the cursor on `cursor` and the window around it loaded with `shifts`.
    func loadedSchedule(cursor: CalendarDay? = nil, shifts: [ScheduledShift] = []) -> ScheduleState {
        let cursor = cursor ?? day
        var months: [YearMonth: MonthShifts] = [:]
        for month in ScheduleState.window(around: YearMonth(cursor)) {
            months[month] = MonthShifts(shifts: shifts.filter { YearMonth($0.day) == month })
        }
        return ScheduleState(cursor: cursor, calendar: calendar, months: months)
    }

    /// A real Store on `mock`, with an in-memory history, catalog and ids `uid-1`, `uid-2`, ...
    @UIActor
    func makeStore(_ mock: MockCalendarService, state: AppState) -> (AppStore, InMemoryHistoryService) {
        let history = InMemoryHistoryService(calendar: mock, timeZoneCalendar: calendar)
        let store = AppReducer.makeStore(
            services: ServiceContainer.inMemory(calendar: mock, clock: clock, catalog: InMemoryCatalogService(catalog: catalog),
                                              ids: SequentialIDGenerator(prefix: "uid-"), history: history),
            state: state)
        return (store, history)
    }

    let october = YearMonth(year: 2026, month: 10)
    let november = YearMonth(year: 2026, month: 11)
    let december = YearMonth(year: 2026, month: 12)
}
