import Foundation
import Testing

/// Small things the command line got wrong, each through the real binary.
@Suite("Command-line paper cuts")
struct CommandPaperCutTests {
    /// A calendar of two events another program wrote: no shift type, one
    /// title of wide characters.
    static let foreign = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//other//EN\r\n"
        + "BEGIN:VEVENT\r\nUID:a\r\nDTSTAMP:20260101T000000Z\r\nDTSTART:20261201T080000Z\r\nDTEND:20261201T090000Z\r\nSUMMARY:夜勤\r\nEND:VEVENT\r\n"
        + "BEGIN:VEVENT\r\nUID:b\r\nDTSTAMP:20260101T000000Z\r\nDTSTART:20261223T080000Z\r\nDTEND:20261223T090000Z\r\nSUMMARY:Dentist\r\nEND:VEVENT\r\n"
        + "END:VCALENDAR\r\n"

    @Test("export --format symbols writes ? for a shift without a type, as the screens do (* is a holiday)")
    func unknownSymbolIsAQuestionMark() async throws {
        let dir = try makeDataDir(calendar: Self.foreign)
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try await CLIProcess.run(["export", "--data-dir", dir.path, "--format", "symbols",
                                               "--from", "2026-11-30", "--to", "2026-12-02"])
        #expect(result.status == 0)
        #expect(result.stdout == "~ ? ~\n")
    }

    @Test("list lines up date, symbol, title and time by their width on screen (wide characters count two)")
    func listColumnsAreAligned() async throws {
        let dir = try makeDataDir(calendar: Self.foreign)
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try await CLIProcess.run(["list", "--data-dir", dir.path, "--from", "2026-12-01", "--to", "2026-12-31"])
        #expect(result.status == 0)
        #expect(result.stdout == """
            Tue 1 Dec 2026   ?  夜勤     09:00–10:00
            Wed 23 Dec 2026  ?  Dentist  09:00–10:00

            """)
    }

    @Test("rotations lists the presets without a data dir, and creates none")
    func rotationsWithoutADataDir() async throws {
        let parent = try makeDataDir(calendar: nil)
        defer { try? FileManager.default.removeItem(at: parent) }
        let missing = parent.appendingPathComponent("nowhere")
        let result = try await CLIProcess.run(["rotations", "--data-dir", missing.path])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "Presets (D a day shift, N a night, E an early, L a late, ~ off):")
        #expect(lines.last == "Yours: none (no data dir yet: `shifts init` starts one).")
        #expect(!lines.contains { $0.contains("needs --map") })
        let json = try await CLIProcess.run(["rotations", "--json", "--data-dir", missing.path])
        #expect(json.status == 0)
        #expect(json.stdout.hasSuffix(#""rotations":[]}"# + "\n"))
        #expect(!FileManager.default.fileExists(atPath: missing.path))
    }

    @Test("holidays import --dry-run says what would be added, removed and renamed, and writes nothing")
    func holidaysImportDryRun() async throws {
        let dir = try makeDataDir(calendar: nil)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("published.ics")
        try Data(HoursData.holidays.utf8).write(to: file)
        let target = dir.appendingPathComponent("holidays.ics")
        let range = ["--from", "2025-01-01", "--until", "2026-12-31", "--data-dir", dir.path]
        let dry = try await CLIProcess.run(["holidays", "import", file.path, "--dry-run"] + range)
        #expect(dry.status == 0)
        #expect(dry.stdout == """
            Would add 5, remove 0, rename 0 and keep 0 of the public holidays in \(target.path); nothing was written.
            add     2025-10-03  Fri 3 Oct  Tag der Deutschen Einheit
            add     2026-10-03  Sat 3 Oct  Tag der Deutschen Einheit
            add     2026-11-01  Sun 1 Nov  Allerheiligen
            add     2026-12-25  Fri 25 Dec  Weihnachten rot
            add     2026-12-26  Sat 26 Dec  Weihnachten rot
            Would leave out 1 event with a time of day (a holiday is a whole day).

            """)
        #expect(!FileManager.default.fileExists(atPath: target.path))

        #expect(try await CLIProcess.run(["holidays", "import", file.path] + range).status == 0)
        let before = try Data(contentsOf: target)
        let other = dir.appendingPathComponent("other.ics")
        try Data(("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:x\r\n"
            + "BEGIN:VEVENT\r\nUID:a\r\nDTSTAMP:20250101T000000Z\r\nDTSTART;VALUE=DATE:20261101\r\nSUMMARY:Allerheiligen\r\nEND:VEVENT\r\n"
            + "BEGIN:VEVENT\r\nUID:b\r\nDTSTAMP:20250101T000000Z\r\nDTSTART;VALUE=DATE:20261225\r\nSUMMARY:1. Weihnachtstag\r\nEND:VEVENT\r\n"
            + "BEGIN:VEVENT\r\nUID:c\r\nDTSTAMP:20250101T000000Z\r\nDTSTART;VALUE=DATE:20261231\r\nSUMMARY:Silvester\r\nEND:VEVENT\r\n"
            + "END:VCALENDAR\r\n").utf8).write(to: other)
        let changes = try await CLIProcess.run(["holidays", "import", other.path, "--dry-run"] + range)
        #expect(changes.status == 0)
        #expect(changes.stdout == """
            Would add 1, remove 3, rename 1 and keep 1 of the public holidays in \(target.path); nothing was written.
            remove  2025-10-03  Fri 3 Oct  Tag der Deutschen Einheit
            remove  2026-10-03  Sat 3 Oct  Tag der Deutschen Einheit
            rename  2026-12-25  Fri 25 Dec  Weihnachten rot → 1. Weihnachtstag
            remove  2026-12-26  Sat 26 Dec  Weihnachten rot
            add     2026-12-31  Thu 31 Dec  Silvester

            """)
        #expect(try Data(contentsOf: target) == before)
    }

    @Test("an unknown command is named as one, with the commands and --help; nothing runs")
    func unknownCommand() async throws {
        let result = try await CLIProcess.run(["bogus"])
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("shifts: unknown command 'bogus'. The commands are: open, today, next, list,"))
        #expect(result.stderr.hasSuffix(", help. See 'shifts --help'.\n"))
        // A command's own name still runs it.
        #expect(try await CLIProcess.run(["rotations", "--help"]).status == 0)
    }

    @Test("a SHIFTS_BACKUPS that is not a count is an error naming it and what it takes; --backups overrides it")
    func badBackupsVariable() async throws {
        let dir = try makeDataDir(calendar: Self.foreign)
        defer { try? FileManager.default.removeItem(at: dir) }
        let expected = "shifts: SHIFTS_BACKUPS=\"lots\" is not a number of backups: give a whole number, 0 or more "
            + "(0 keeps none; unset, 10 are kept), or use --backups N.\n"
        for arguments in [["list", "--data-dir", dir.path], ["today", "--data-dir", dir.path]] {
            let result = try await CLIProcess.run(arguments, environment: ["SHIFTS_BACKUPS": "lots"])
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stderr == expected, "\(arguments)")
        }
        let negative = try await CLIProcess.run(["list", "--data-dir", dir.path], environment: ["SHIFTS_BACKUPS": "-2"])
        #expect(negative.status == 64)
        let overridden = try await CLIProcess.run(["list", "--data-dir", dir.path, "--backups", "2"],
                                                  environment: ["SHIFTS_BACKUPS": "lots"])
        #expect(overridden.status == 0)
        #expect(try await CLIProcess.run(["list", "--data-dir", dir.path], environment: ["SHIFTS_BACKUPS": "3"]).status == 0)
    }
}
