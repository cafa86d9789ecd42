import Foundation
import Testing

/// `shifts import` never adds overlaps silently, and never more than it was
/// told to: overlaps listed and skipped, at most 20,000 shifts (`--max`),
/// the count first.
@Suite("shifts import: overlaps and limits, as a real process")
struct ImportLimitsTests {
    static func calendar(_ events: [[String]]) -> String {
        var lines: [String] = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Other//EN"]
        for event in events {
            lines += ["BEGIN:VEVENT"] + event + ["END:VEVENT"]
        }
        lines.append("END:VCALENDAR")
        return lines.map { $0 + "\r\n" }.joined()
    }

    /// An initialized data dir and a file to import beside it.
    static func prepared(_ text: String) async throws -> (dir: URL, file: URL) {
        let dir = try makeDataDir(calendar: nil)
        #expect(try await CLIProcess.run(["init", "--data-dir", dir.path, "--name", "Sam"]).status == 0)
        let file = dir.appendingPathComponent("other.ics")
        try Data(text.utf8).write(to: file)
        return (dir, file)
    }

    static let overlapping = calendar([
        ["UID:early-twin", "DTSTART:20261124T050000Z", "DTEND:20261124T130000Z", "SUMMARY:E"],
        ["UID:late", "DTSTART:20261124T130000Z", "DTEND:20261124T210000Z", "SUMMARY:L"],
        ["UID:meeting", "DTSTART:20261124T150000Z", "DTEND:20261124T160000Z", "SUMMARY:Meeting"],
    ])

    @Test("events overlapping a shift or an earlier event are listed and skipped; --allow-overlaps adds them")
    func overlaps() async throws {
        let (dir, file) = try await Self.prepared(Self.overlapping)
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try await CLIProcess.run(["add", "2026-11-24", "E", "--data-dir", dir.path]).status == 0)
        let calendarFile = dir.appendingPathComponent("calendar.ics")
        let before = try Data(contentsOf: calendarFile)

        let arguments = ["import", file.path, "--data-dir", dir.path, "--from", "2026-01-01", "--until", "2026-12-31"]
        let skipped = """
            Skipped 2 shifts that overlap another (--allow-overlaps adds them anyway):
              2026-11-24  06:00–14:00  E  Early  @ Main site  overlaps  2026-11-24  06:00–14:00  E  Early  @ Main site  (in the calendar)
              2026-11-24  16:00–17:00  ?  Meeting  (unknown type)  overlaps  2026-11-24  14:00–22:00  L  Late  @ Main site  (in this file)

            """
        let dryRun = try await CLIProcess.run(arguments + ["--dry-run"])
        #expect(dryRun.status == 0)
        #expect(dryRun.stdout == "Would add 1 shift (of 3 new: 2 overlap):\n"
            + "  2026-11-24  14:00–22:00  L  Late  @ Main site\n" + skipped + "Dry run: nothing was written.\n")
        #expect(try Data(contentsOf: calendarFile) == before)

        let imported = try await CLIProcess.run(arguments)
        #expect(imported.status == 0)
        #expect(imported.stdout == "Adding 1 shift (of 3 new: 2 overlap):\n"
            + "  2026-11-24  14:00–22:00  L  Late  @ Main site\n" + skipped
            + "Added 1 shift to \(calendarFile.path).\n")
        let day = try await CLIProcess.run(["list", "--data-dir", dir.path, "--from", "2026-11-24", "--to", "2026-11-24"])
        #expect(day.stdout == """
            Tue 24 Nov 2026  E  Early  06:00–14:00  @ Main site
            Tue 24 Nov 2026  L  Late   14:00–22:00  @ Main site

            """)

        let allowed = try await CLIProcess.run(arguments + ["--allow-overlaps"])
        #expect(allowed.status == 0)
        #expect(allowed.stdout.hasPrefix("Adding 2 shifts:\n"))
        #expect(try await CLIProcess.run(["list", "--data-dir", dir.path, "--from", "2026-11-24", "--to", "2026-11-24"])
            .stdout.components(separatedBy: "\n").count == 5)
    }

    /// Twenty hourly events a few minutes apart (no two overlap): 5,000
    /// occurrences each in a year, 100,000 shifts.
    static let hourly = calendar((0..<20).map { index in
        let minute = String(format: "%02d", index * 3)
        return ["UID:hourly-\(index)", "DTSTART:20260101T00\(minute)00Z", "DTEND:20260101T00\(minute)00Z",
                "RRULE:FREQ=HOURLY", "SUMMARY:tick \(index)"]
    })

    @Test("at most 20,000 shifts by default: the count first, the latest left out and said so")
    func defaultLimit() async throws {
        let (dir, file) = try await Self.prepared(Self.hourly)
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try await CLIProcess.run(["import", file.path, "--data-dir", dir.path, "--dry-run",
                                         "--from", "2026-01-01", "--until", "2026-12-31"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "Would add 20000 shifts (of 100000 new: 80000 over the limit of 20000):")
        #expect(lines.filter { $0.hasPrefix("  2026-") }.count == 20_000)
        // 20 an hour from midnight UTC (01:00 in Berlin): 1,000 hours, the
        // 42nd day at 17:00 is the first left out.
        #expect(lines.contains("Left out 80000 shifts over the limit of 20000 per import: those from 2026-02-11 17:00 "
            + "to 2026-07-28 (--max N raises it)."))
        #expect(lines.suffix(2) == ["Dry run: nothing was written.", ""])
    }

    @Test("--max N: only the N earliest are added, in one change")
    func explicitLimit() async throws {
        let (dir, file) = try await Self.prepared(Self.overlapping)
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try await CLIProcess.run(["import", file.path, "--data-dir", dir.path, "--max", "1", "--allow-overlaps",
                                         "--from", "2026-01-01", "--until", "2026-12-31"])
        #expect(result.status == 0)
        #expect(result.stdout == """
            Adding 1 shift (of 3 new: 2 over the limit of 1):
              2026-11-24  06:00–14:00  E  Early  @ Main site
            Left out 2 shifts over the limit of 1 per import: those from 2026-11-24 14:00 to 2026-11-24 (--max N raises it).
            Added 1 shift to \(dir.appendingPathComponent("calendar.ics").path).

            """)
        let zero = try await CLIProcess.run(["import", file.path, "--data-dir", dir.path, "--max", "0"])
        #expect(zero.status == 64)
        #expect(zero.stderr.contains("--max: give 1 or more."))
    }

    @Test("fifty runaway rules in one event are cut by the import's budget, with a message")
    func runawayRules() async throws {
        // With a COUNT a rule is walked from its start (1970), to be counted.
        let event = ["UID:runaway", "DTSTART:19700101T000000Z", "DTEND:19700101T000100Z", "SUMMARY:r"]
            + Array(repeating: "RRULE:FREQ=SECONDLY;COUNT=2000000000", count: 50)
        let (dir, file) = try await Self.prepared(Self.calendar([event]))
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try await CLIProcess.run(["import", file.path, "--data-dir", dir.path, "--dry-run"])
        #expect(result.status == 0)
        #expect(result.stdout == """
            Nothing to add.
            Skipped the event at line 4: the file's recurrence rules take more than 250000 steps to expand; only 0 occurrences of this event were read, the rest was left out.
            Dry run: nothing was written.

            """)
    }
}
