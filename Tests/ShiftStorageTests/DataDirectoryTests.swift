import Foundation
import Testing
@testable import ShiftStorage

@Suite struct DataDirectoryTests {
    let full: EnvironmentVariables = ["SHIFTS_DATA_DIR": "/env/shifts", "XDG_DATA_HOME": "/xdg", "HOME": "/home/ann"]

    @Test func theExplicitPathWins() {
        #expect(DataDirectory.resolve(explicit: "/opt/rota", environment: full).path == "/opt/rota")
    }

    @Test func thenShiftsDataDir() {
        #expect(DataDirectory.resolve(explicit: nil, environment: full).path == "/env/shifts")
        #expect(DataDirectory.resolve(explicit: "", environment: full).path == "/env/shifts")
    }

    @Test func thenXDGDataHome() {
        let environment: EnvironmentVariables = ["XDG_DATA_HOME": "/xdg", "HOME": "/home/ann", "SHIFTS_DATA_DIR": ""]
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

    /// The path made without URL is URL's own, for plain and odd paths
    /// alike (odd ones are handed to URL).
    @Test(arguments: ["/opt/rota", "/opt/rota/", "/", "//", "/opt//rota", "/opt/./rota", "/opt/rota/..", "/a/b/./",
                      "rel", "./rel", "../rel", "rel//x/", "~/rota", "~", "/tmp/ü b/%41", "/opt/rota//"])
    func thePathMadeWithoutURLIsURLsPath(explicit: String) {
        let environment: EnvironmentVariables = ["HOME": "/home/ann"]
        let url = DataDirectory.resolve(explicit: explicit, environment: environment)
        #expect(DataDirectory.resolvedPath(explicit: explicit, environment: environment) == url.path)
        #expect(DataDirectory.calendarFilePath(explicit: explicit, environment: environment)
            == DataDirectory.calendarFile(in: url).path)
    }

    @Test func theDefaultsAreMadeWithoutURLToo() {
        #expect(DataDirectory.resolvedPath(explicit: nil, environment: ["HOME": "/home/ann/"])
            == "/home/ann/.local/share/shifts")
        #expect(DataDirectory.resolvedPath(explicit: nil, environment: ["HOME": "/", "XDG_DATA_HOME": "/xdg/"])
            == "/xdg/shifts")
        #expect(DataDirectory.resolvedPath(explicit: nil, environment: ["HOME": "/"]) == "/.local/share/shifts")
        #expect(DataDirectory.calendarFilePath(explicit: "/", environment: [:]) == "/calendar.ics")
        #expect(DataDirectory.calendarFilePath(explicit: nil, environment: ["HOME": "/home/ann"])
            == "/home/ann/.local/share/shifts/calendar.ics")
    }

    @Test func onlyPlainAbsolutePathsSkipURL() {
        #expect(DataDirectory.plainAbsolutePath("/opt/rota/") == "/opt/rota")
        #expect(DataDirectory.plainAbsolutePath("/") == "/")
        for odd in ["rel", "/opt//rota", "/opt/./rota", "/opt/..", "//", "/opt/rota//", ""] {
            #expect(DataDirectory.plainAbsolutePath(odd) == nil, "\(odd)")
        }
    }

    @Test func givenVariablesAreLookedUpByNameAndTheProcessOnesWithGetenv() {
        let given: EnvironmentVariables = ["HOME": "/a", "XDG_DATA_HOME": "/x", "HOME": "/b"]
        #expect(given["HOME"] == "/b")
        #expect(given["XDG_DATA_HOME"] == "/x")
        #expect(given["SHIFTS_DATA_DIR"] == nil)
        #expect(EnvironmentVariables.process["PATH"] == ProcessInfo.processInfo.environment["PATH"])
        #expect(EnvironmentVariables.process["SHIFTS_NO_SUCH_VARIABLE_SET"] == nil)
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
