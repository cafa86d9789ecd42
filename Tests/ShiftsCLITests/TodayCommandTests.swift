import Foundation
import Testing

@Suite("shifts today, as a real process")
struct TodayCommandTests {
    let calendar = """
        BEGIN:VCALENDAR\r
        VERSION:2.0\r
        PRODID:-//test//EN\r
        BEGIN:VEVENT\r
        UID:early-1\r
        DTSTART:20261123T050000Z\r
        DTEND:20261123T130000Z\r
        SUMMARY:Early\r
        LOCATION:Ward 3\r
        X-SHIFTS-SYMBOL:E\r
        END:VEVENT\r
        BEGIN:VEVENT\r
        UID:night-1\r
        DTSTART:20261123T210000Z\r
        DTEND:20261124T050000Z\r
        SUMMARY:Night \\u001B[2Jcover\r
        DESCRIPTION:swap?\r
        END:VEVENT\r
        END:VCALENDAR\r

        """.replacingOccurrences(of: "\\u001B", with: "\u{1B}")

    @Test("prints one line per shift of the given day, sanitized, exit 0")
    func printsDay() async throws {
        let dir = try makeDataDir(calendar: calendar)
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try await CLIProcess.run(["today", "--data-dir", dir.path, "--date", "2026-11-23"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == """
            E  Early  06:00–14:00  @ Ward 3
            ?  Night cover  22:00–06:00 (overnight)  (Notes: swap?)

            """)
    }

    @Test("--json prints the documented shape; SHIFTS_DATA_DIR works like --data-dir")
    func json() async throws {
        let dir = try makeDataDir(calendar: calendar)
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try await CLIProcess.run(["today", "--date", "2026-11-23", "--json"],
                                        environment: ["SHIFTS_DATA_DIR": dir.path])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix(#"{"date":"2026-11-23","shifts":[{"allDay":false,"date":"2026-11-23","end":"2026-11-23T14:00:00+01:00","id":"early-1","location":"Ward 3","notes":"","start":"2026-11-23T06:00:00+01:00","symbol":"E","title":"Early"}"#))
        #expect(result.stdout.contains(#""title":"Night \u001b[2Jcover""#))
    }

    @Test("a day with no shifts prints nothing and exits 0; a missing file is an empty calendar")
    func emptyDay() async throws {
        let dir = try makeDataDir(calendar: nil)
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try await CLIProcess.run(["today", "--data-dir", dir.path])
        #expect(result.status == 0)
        #expect(result.stdout == "")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("calendar.ics").path))
    }

    @Test("with no events, --json and --date still name the day, through QuickStart and ArgumentParser alike")
    func emptyCalendarNamesTheDay() async throws {
        let dir = try makeDataDir(calendar: "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n")
        defer { try? FileManager.default.removeItem(at: dir) }
        let quick = try await CLIProcess.run(["today", "--data-dir", dir.path, "--date", "2026-12-24", "--json"])
        #expect(quick.status == 0)
        #expect(quick.stdout == #"{"date":"2026-12-24","shifts":[]}"# + "\n")
        // --backups is parsed by ArgumentParser, which runs the same command.
        let parsed = try await CLIProcess.run(["today", "--data-dir", dir.path, "--backups", "2", "--date", "2026-12-24",
                                         "--json"])
        #expect(parsed.status == 0)
        #expect(parsed.stdout == quick.stdout)
        let bad = try await CLIProcess.run(["today", "--data-dir", dir.path, "--date", "someday"])
        #expect(bad.status == 64)
        #expect(bad.stderr ==
            "shifts: 'someday' is not a date: use YYYY-MM-DD, today, tomorrow, yesterday or a weekday name.\n")
    }

    @Test("with no events, --json alone still names today (the plain form alone prints nothing)")
    func emptyCalendarJSONNamesToday() async throws {
        let dir = try makeDataDir(calendar: "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n")
        defer { try? FileManager.default.removeItem(at: dir) }
        var berlin = Calendar(identifier: .gregorian)
        berlin.timeZone = try #require(TimeZone(identifier: "Europe/Berlin"))
        func today() -> String {
            let day = berlin.dateComponents([.year, .month, .day], from: Date())
            return String(format: "%04d-%02d-%02d", day.year ?? 0, day.month ?? 0, day.day ?? 0)
        }
        let before = today()
        let result = try await CLIProcess.run(["today", "--data-dir", dir.path, "--json"])
        let after = today()
        #expect(result.status == 0)
        #expect(result.stderr == "")
        // Either side of a midnight passing during the run.
        #expect([before, after].map { #"{"date":""# + $0 + #"","shifts":[]}"# + "\n" }.contains(result.stdout))
        let plain = try await CLIProcess.run(["today", "--data-dir", dir.path])
        #expect(plain.status == 0)
        #expect(plain.stdout == "")
    }

    @Test("a bad date is refused with the accepted forms and a usage exit status")
    func badDate() async throws {
        let dir = try makeDataDir(calendar: calendar)
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try await CLIProcess.run(["today", "--data-dir", dir.path, "--date", "someday"])
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr ==
            "shifts: 'someday' is not a date: use YYYY-MM-DD, today, tomorrow, yesterday or a weekday name.\n")
    }

    @Test("a corrupt calendar gives an error naming it, exit 1, and is left untouched")
    func corruptFile() async throws {
        let dir = try makeDataDir(calendar: "BEGIN:VCALENDAR\nBEGIN:VEVENT\nSUMMARY:half\n")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("calendar.ics")
        let before = try Data(contentsOf: file)
        let result = try await CLIProcess.run(["today", "--data-dir", dir.path])
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("shifts: Cannot read \(file.path): line 2:"))
        #expect(result.stderr.hasSuffix("The file was left untouched; fix or move it, then try again.\n"))
        #expect(try Data(contentsOf: file) == before)
    }

    @Test("the TUI refuses to start without a terminal, with a clear message")
    func tuiNeedsTerminal() async throws {
        let dir = try makeDataDir(calendar: nil)
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try await CLIProcess.run(["--data-dir", dir.path])
        #expect(result.status == 1)
        #expect(result.stderr == "shifts: standard input is not a terminal\n")
    }
}
