import Foundation
import ShiftFeatures
import ShiftInMemoryServices
import ShiftModel
import ShiftTesting
import Testing

/// What `ServiceContainer.inMemory` keeps in memory for the services a test
/// does not give: the tests that lean on it assume exactly this.
@Suite("ServiceContainer.inMemory")
struct InMemoryServicesTests {
    let clock = TestWallClock(day: "2026-11-23", hour: 9)

    @Test("not given: the default catalog already saved, no holidays, no team, nothing to sync, no watcher")
    func defaults() async throws {
        let services = ServiceContainer.inMemory(calendar: MockCalendarService(), clock: clock)
        #expect(try await services.catalog.load() == .defaults())
        #expect(try await services.holidays.load() == PublicHolidays())
        #expect(try await services.team.load() == Team())
        #expect(await services.teamSync.syncTeam() == [])
        #expect(services.watcher == nil)
    }

    @Test("not given: an export is refused with a message, and nothing is written")
    func exportRefused() async {
        let services = ServiceContainer.inMemory(calendar: MockCalendarService(), clock: clock)
        await #expect(throws: UserFacingError(message: "Export is not available here. Nothing was written.")) {
            try await services.exporter.write("BEGIN:VCALENDAR", to: "shifts.ics")
        }
    }

    @Test("not given: history is kept over the calendar given, so a change reaches it and is logged")
    func historyOverTheCalendar() async throws {
        let calendar = MockCalendarService()
        let services = ServiceContainer.inMemory(calendar: calendar, clock: clock)
        let early = ShiftBuilder(calendar: clock.calendar).shift("E", on: CalendarDay("2026-11-23"), from: 6, to: 14)
        let add = ShiftOperation([.add(early)])
        _ = try await services.history.commit(HistoryCommit(id: "c1", time: clock.now(), user: "Sam", source: .edit,
                                                            operation: add))
        #expect(calendar.storedShifts == [early])
        #expect(try await services.history.logEntries().map(\.id) == ["c1-1"])
        #expect(try await services.history.undoHistory().undo.map(\.id) == ["c1"])
    }
}
