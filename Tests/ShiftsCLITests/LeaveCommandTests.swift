import Foundation
import Testing

/// `shifts leave`, as a real process on temp data dirs (TZ=Europe/Berlin).
@Suite("shifts leave, as a real process")
struct LeaveCommandTests {
    /// A catalog with 28 days of annual leave a year, and Christmas Day and
    /// Boxing Day as imported holidays.
    static func prepared() async throws -> URL {
        let dir = try makeDataDir(calendar: nil)
        try Data(#"""
            {"schemaVersion": 3, "profile": {"displayName": "Sam"},
             "settings": {"retention": "1y", "purgeOnLaunch": false,
                          "workingTime": {"contractMinutesPerWeek": 2310, "annualLeaveDays": 28}},
             "locations": [{"id": "main", "name": "Main", "address": ""}],
             "shiftTypes": [
              {"id": "early", "symbol": "E", "title": "Early", "description": "", "allDay": false, "start": "06:00", "end": "14:00", "locationId": "main"}
             ],
             "rotations": []}
            """#.utf8).write(to: dir.appendingPathComponent("catalog.json"))
        try Data(("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//EN\r\n"
            + "BEGIN:VEVENT\r\nUID:x1\r\nDTSTART;VALUE=DATE:20261225\r\nSUMMARY:Christmas Day\r\nEND:VEVENT\r\n"
            + "BEGIN:VEVENT\r\nUID:x2\r\nDTSTART;VALUE=DATE:20261226\r\nSUMMARY:Boxing Day\r\nEND:VEVENT\r\n"
            + "END:VCALENDAR\r\n").utf8).write(to: dir.appendingPathComponent("holidays.ics"))
        return dir
    }

    @Test("leave add writes one entry other programs read; list counts weekdays less holidays against the allowance")
    func addAndList() async throws {
        let dir = try await Self.prepared()
        defer { try? FileManager.default.removeItem(at: dir) }
        let added = try await CLIProcess.run(["leave", "add", "2026-12-21", "2026-12-31", "--data-dir", dir.path])
        #expect(added.stderr == "")
        #expect(added.stdout == "Added AL Annual leave from 2026-12-21 to 2026-12-31.\n")
        let training = try await CLIProcess.run(["leave", "add", "2026-12-07", "2026-12-07", "--kind", "training",
                                                 "--notes", "ICU course", "--data-dir", dir.path])
        #expect(training.stdout == "Added TR Training on 2026-12-07.\n")
        let text = try String(contentsOf: dir.appendingPathComponent("calendar.ics"), encoding: .utf8)
        #expect(text.contains("DTSTART;VALUE=DATE:20261221\r\nDTEND;VALUE=DATE:20270101\r\n"))
        #expect(text.contains("CATEGORIES:ANNUAL-LEAVE\r\n"))
        let listed = try await CLIProcess.run(["leave", "list", "--year", "2026", "--data-dir", dir.path])
        #expect(listed.stderr == "")
        // 21 to 31 December: nine weekdays, less Christmas Day (a Friday).
        #expect(listed.stdout == """
            Leave and absences in 2026:
              Mon 7 Dec  TR  Training  1 day  · ICU course
              Mon 21 Dec–Thu 31 Dec  AL  Annual leave  8 days
            Training: 1 day.
            Annual leave: 8 days taken of 28, 20 left.

            """)
        let symbols = try await CLIProcess.run(["export", "--format", "symbols", "--from", "2026-12-19", "--to",
                                                "2026-12-23", "--data-dir", dir.path])
        #expect(symbols.stdout == "~ ~ AL AL AL\n")
        // Each weekday counts a fifth of the 38.5 h week toward the target.
        let stats = try await CLIProcess.run(["stats", "--month", "2026-12", "--data-dir", dir.path])
        #expect(stats.stdout.contains("\nLeave: 9 days, 69 h 18 min counted toward the target (annual leave 8, training 1).\n"))
        #expect(!stats.stdout.contains("not counted"))
    }

    @Test("a shift in the way refuses the leave and names it; one undo takes the leave back whole")
    func refusedAndUndone() async throws {
        let dir = try await Self.prepared()
        defer { try? FileManager.default.removeItem(at: dir) }
        let early = try await CLIProcess.run(["add", "2026-12-23", "E", "--data-dir", dir.path])
        try #require(early.status == 0)
        let refused = try await CLIProcess.run(["leave", "add", "2026-12-21", "2026-12-24", "--data-dir", dir.path])
        #expect(refused.status == 1)
        #expect(refused.stderr == "shifts: Cannot add AL Annual leave (all day) from Mon 2026-12-21 to Thu 2026-12-24: "
            + "it overlaps E Early 06:00–14:00 on Wed 2026-12-23. Nothing was changed.\n")
        let added = try await CLIProcess.run(["leave", "add", "2027-01-04", "2027-01-08", "--kind", "lieu",
                                              "--data-dir", dir.path])
        #expect(added.stdout == "Added TL Time off in lieu from 2027-01-04 to 2027-01-08.\n")
        let undone = try await CLIProcess.run(["undo", "--data-dir", dir.path])
        #expect(undone.status == 0)
        let listed = try await CLIProcess.run(["leave", "list", "--year", "2027", "--data-dir", dir.path])
        #expect(listed.stdout == "No leave or other absence in 2027.\nAnnual leave: 0 days taken of 28, 28 left.\n")
    }

    @Test("stats of a month count the weekdays of a leave begun the month before, and not the others")
    func statsAcrossMonths() async throws {
        let dir = try await Self.prepared()
        defer { try? FileManager.default.removeItem(at: dir) }
        let added = try await CLIProcess.run(["leave", "add", "2026-11-26", "2026-12-02", "--data-dir", dir.path])
        try #require(added.status == 0)
        let december = try await CLIProcess.run(["stats", "--month", "2026-12", "--data-dir", dir.path])
        #expect(december.stdout.contains("\nLeave: 2 days, 15 h 24 min counted toward the target (annual leave 2).\n"))
        let november = try await CLIProcess.run(["stats", "--month", "2026-11", "--data-dir", dir.path])
        #expect(november.stdout.contains("\nLeave: 3 days, 23 h 6 min counted toward the target (annual leave 3).\n"))
    }

    @Test("bad days and kinds are usage errors that name the problem")
    func usage() async throws {
        let dir = try await Self.prepared()
        defer { try? FileManager.default.removeItem(at: dir) }
        let backwards = try await CLIProcess.run(["leave", "add", "2026-12-10", "2026-12-08", "--data-dir", dir.path])
        #expect(backwards.status == 64)
        #expect(backwards.stderr.contains("TO 2026-12-08 is before FROM 2026-12-10: give the earlier day first."))
        let kind = try await CLIProcess.run(["leave", "add", "2026-12-10", "2026-12-11", "--kind", "holiday",
                                             "--data-dir", dir.path])
        #expect(kind.status == 64)
        #expect(kind.stderr.contains("annual"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("calendar.ics").path))
    }
}
