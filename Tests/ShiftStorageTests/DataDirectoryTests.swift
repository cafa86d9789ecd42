import Foundation
import Testing
@testable import ShiftStorage

@Suite struct DataDirectoryTests {
    let full = ["SHIFTS_DATA_DIR": "/env/shifts", "XDG_DATA_HOME": "/xdg", "HOME": "/home/ann"]

    @Test func theExplicitPathWins() {
        #expect(DataDirectory.resolve(explicit: "/opt/rota", environment: full).path == "/opt/rota")
    }

    @Test func thenShiftsDataDir() {
        #expect(DataDirectory.resolve(explicit: nil, environment: full).path == "/env/shifts")
        #expect(DataDirectory.resolve(explicit: "", environment: full).path == "/env/shifts")
    }

    @Test func thenXDGDataHome() {
        let environment = ["XDG_DATA_HOME": "/xdg", "HOME": "/home/ann", "SHIFTS_DATA_DIR": ""]
        #expect(DataDirectory.resolve(explicit: nil, environment: environment).path == "/xdg/shifts")
    }

    @Test func thenHomeLocalShare() {
        #expect(DataDirectory.resolve(explicit: nil, environment: ["HOME": "/home/ann"]).path
            == "/home/ann/.local/share/shifts")
        // The XDG spec says to ignore a relative XDG_DATA_HOME.
        #expect(DataDirectory.resolve(explicit: nil, environment: ["HOME": "/home/ann", "XDG_DATA_HOME": "rel"]).path
            == "/home/ann/.local/share/shifts")
    }

    @Test func aLeadingTildeIsTheHomeFromTheEnvironment() {
        #expect(DataDirectory.resolve(explicit: "~/rota", environment: ["HOME": "/home/ann"]).path == "/home/ann/rota")
    }

    @Test func theCalendarFileIsCalendarIcsInTheDir() {
        #expect(DataDirectory.calendarFile(in: URL(fileURLWithPath: "/d/shifts", isDirectory: true)).path
            == "/d/shifts/calendar.ics")
    }
}

@Suite struct SystemWallClockTests {
    @Test func itKeepsItsCalendarAndReadsTheRealTime() throws {
        let calendar = try calendar("Asia/Tokyo")
        let clock = SystemWallClock(calendar: calendar)
        let before = Date()
        let now = clock.now()
        let after = Date()
        #expect(clock.calendar == calendar)
        #expect(now >= before && now <= after)
    }

    @Test func currentUsesTheProcessTimeZone() {
        #expect(SystemWallClock.current().calendar.timeZone.identifier == TimeZone.current.identifier)
    }
}
