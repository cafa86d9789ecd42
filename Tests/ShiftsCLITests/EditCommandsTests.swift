import Foundation
import Testing

/// `add`, `switch` and `remove` as real processes on temp data dirs: the
/// output, the exit status and the calendar file afterwards.
@Suite("Commands that change shifts, as real processes")
struct EditCommandsTests {
    /// A data dir with the default catalog and an empty calendar.
    func makeInitialized() async throws -> URL {
        let dir = try makeDataDir(calendar: nil)
        let result = try await CLIProcess.run(["init", "--data-dir", dir.path, "--name", "Sam"])
        #expect(result.status == 0)
        return dir
    }

    func calendarText(_ dir: URL) throws -> String {
        try String(contentsOf: dir.appendingPathComponent("calendar.ics"), encoding: .utf8)
    }

    func list(_ dir: URL, _ day: String) async throws -> String {
        try await CLIProcess.run(["list", "--data-dir", dir.path, "--from", day, "--to", day]).stdout
    }

    @Test("add by symbol or title (case ignored), with notes; list shows them; the file holds both events")
    func add() async throws {
        let dir = try await makeInitialized()
        defer { try? FileManager.default.removeItem(at: dir) }
        let early = try await CLIProcess.run(["add", "2026-12-01", "e", "--notes", "swap?", "--data-dir", dir.path])
        #expect(early.status == 0)
        #expect(early.stdout == "Added E Early on 2026-12-01.\n")
        #expect(early.stderr == "")
        let late = try await CLIProcess.run(["add", "2026-12-01", "LATE", "--data-dir", dir.path])
        #expect(late.stdout == "Added L Late on 2026-12-01.\n")
        #expect(try await list(dir, "2026-12-01") == """
            Tue 1 Dec 2026  E  Early  06:00–14:00  @ Main site  (Notes: swap?)
            Tue 1 Dec 2026  L  Late   14:00–22:00  @ Main site

            """)
        let text = try calendarText(dir)
        #expect(text.components(separatedBy: "BEGIN:VEVENT").count == 3)
        #expect(text.contains("DTSTART;TZID=Europe/Berlin:20261201T060000\r\n"))
        #expect(text.contains("DESCRIPTION:swap?\r\n"))
    }

    @Test("an overlap is refused naming the shift in the way, exit 1, and the file is not touched")
    func overlap() async throws {
        let dir = try await makeInitialized()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try await CLIProcess.run(["add", "2026-12-01", "N", "--data-dir", dir.path]).status == 0)
        // Early on the 2nd starts as the night ends: touching is no overlap.
        #expect(try await CLIProcess.run(["add", "2026-12-02", "E", "--data-dir", dir.path]).status == 0)
        let before = try calendarText(dir)
        let clash = try await CLIProcess.run(["add", "2026-12-01", "O", "--data-dir", dir.path])
        #expect(clash.status == 1)
        #expect(clash.stdout == "")
        #expect(clash.stderr == "shifts: Cannot add O Off (all day) on Tue 2026-12-01: it overlaps N Night 22:00–06:00 on Tue 2026-12-01. Nothing was changed.\n")
        #expect(try calendarText(dir) == before)
    }

    @Test("typing mistakes: an unknown type or a bad date exit 64 with what is accepted, nothing written",
          arguments: [
            (["add", "2026-12-01", "Xmas"], "shifts: no shift type has the symbol or title 'Xmas'. The shift types are:\n  E  Early\n  L  Late\n  N  Night\n  O  Off\n"),
            (["add", "2026-12-01", "nigth"], "shifts: no shift type has the symbol or title 'nigth'. Did you mean N (Night)? The shift types are:\n  N  Night\n  L  Late\n  E  Early\n  O  Off\n"),
            (["add", "someday", "E"], "shifts: D 'someday' is not a date: use YYYY-MM-DD, today, tomorrow, yesterday or a weekday name.\n"),
            (["remove", "2026-02-30"], "shifts: D '2026-02-30' is not a date: use YYYY-MM-DD, today, tomorrow, yesterday or a weekday name.\n"),
          ])
    func typingMistakes(arguments: [String], message: String) async throws {
        let dir = try await makeInitialized()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try await CLIProcess.run(arguments + ["--data-dir", dir.path])
        #expect(result.status == 64)
        #expect(result.stderr == message)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("calendar.ics").path))
    }

    @Test("a TYPE typo with many types: the closest first, one per line, the rest counted")
    func typoWithManyTypes() async throws {
        let dir = try await makeInitialized()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("catalog.json")
        var catalog = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        var types = try #require(catalog["shiftTypes"] as? [[String: Any]])
        for (symbol, title) in [("M", "Meeting"), ("T", "Training"), ("C", "On call"), ("H", "Holiday"), ("S", "Sick"),
                                ("K", "Course"), ("B", "Standby"), ("D", "Day"), ("W", "Weekend"), ("BH", "Bank holiday")] {
            types.append(["id": title.lowercased(), "symbol": symbol, "title": title, "description": "",
                          "allDay": true, "locationId": "main"])
        }
        catalog["shiftTypes"] = types
        try JSONSerialization.data(withJSONObject: catalog).write(to: file)

        let result = try await CLIProcess.run(["add", "2026-12-01", "Traning", "--data-dir", dir.path])
        #expect(result.status == 64)
        #expect(result.stderr == """
            shifts: no shift type has the symbol or title 'Traning'. Did you mean T (Training)? The closest shift types:
              T  Training
              M  Meeting
              B  Standby
              E  Early
              L  Late
              N  Night
              S  Sick
              D  Day
              W  Weekend
              O  Off
              ... and 4 more: see `shifts types`.

            """)
    }

    @Test("switch keeps the notes and the sick mark's absence; with two shifts it asks for --from")
    func switchType() async throws {
        let dir = try await makeInitialized()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try await CLIProcess.run(["add", "2026-12-01", "E", "--notes", "bring keys", "--data-dir", dir.path]).status == 0)
        let switched = try await CLIProcess.run(["switch", "2026-12-01", "L", "--reason", "covering", "--data-dir", dir.path])
        #expect(switched.status == 0)
        #expect(switched.stdout == "Switched E Early to L Late on 2026-12-01.\n")
        #expect(try await list(dir, "2026-12-01") == "Tue 1 Dec 2026  L  Late  14:00–22:00  @ Main site  (Notes: bring keys)\n")

        #expect(try await CLIProcess.run(["add", "2026-12-01", "E", "--data-dir", dir.path]).status == 0)
        let before = try calendarText(dir)
        let ambiguous = try await CLIProcess.run(["switch", "2026-12-01", "N", "--data-dir", dir.path])
        #expect(ambiguous.status == 1)
        #expect(ambiguous.stderr == "shifts: 2026-12-01 has 2 shifts: E  Early  06:00–14:00  @ Main site; L  Late  14:00–22:00  @ Main site  (Notes: bring keys). Name the one to switch with --from TYPE.\n")
        #expect(try calendarText(dir) == before)
    }

    @Test("remove: the only shift, or the one of TYPE; none there is an error naming the day")
    func remove() async throws {
        let dir = try await makeInitialized()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try await CLIProcess.run(["add", "2026-12-01", "E", "--data-dir", dir.path]).status == 0)
        #expect(try await CLIProcess.run(["add", "2026-12-01", "L", "--data-dir", dir.path]).status == 0)
        let late = try await CLIProcess.run(["remove", "2026-12-01", "l", "--data-dir", dir.path])
        #expect(late.status == 0)
        #expect(late.stdout == "Deleted L Late on 2026-12-01.\n")
        let early = try await CLIProcess.run(["remove", "2026-12-01", "--data-dir", dir.path])
        #expect(early.stdout == "Deleted E Early on 2026-12-01.\n")
        #expect(!(try calendarText(dir)).contains("BEGIN:VEVENT"))
        let none = try await CLIProcess.run(["remove", "2026-12-01", "--data-dir", dir.path])
        #expect(none.status == 1)
        #expect(none.stderr == "shifts: there is no shift on 2026-12-01 to remove.\n")
    }

    @Test("without a catalog, changes are refused with the way out; a corrupt calendar is named and left as it is")
    func refusals() async throws {
        let bare = try makeDataDir(calendar: nil)
        defer { try? FileManager.default.removeItem(at: bare) }
        let noCatalog = try await CLIProcess.run(["add", "2026-12-01", "E", "--data-dir", bare.path])
        #expect(noCatalog.status == 1)
        #expect(noCatalog.stderr == "shifts: there is no \(bare.path)/catalog.json yet, so there are no shift types to schedule: run `shifts init` first.\n")

        let dir = try await makeInitialized()
        defer { try? FileManager.default.removeItem(at: dir) }
        let corrupt = "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:nonsense\r\n"
        let file = dir.appendingPathComponent("calendar.ics")
        try Data(corrupt.utf8).write(to: file)
        for command in [["add", "2026-12-01", "E"], ["remove", "2026-12-01"], ["switch", "2026-12-01", "L"]] {
            let result = try await CLIProcess.run(command + ["--data-dir", dir.path])
            #expect(result.status == 1, "\(command)")
            #expect(result.stderr.hasPrefix("shifts: Cannot read \(file.path)"), "\(command): \(result.stderr)")
        }
        #expect(try String(contentsOf: file, encoding: .utf8) == corrupt)
    }

    @Test("each change is one change-log line (user, kind, date, reason) and one undo step, like a key press")
    func recorded() async throws {
        let dir = try await makeInitialized()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try await CLIProcess.run(["add", "2026-12-01", "E", "--data-dir", dir.path]).status == 0)
        #expect(try await CLIProcess.run(["switch", "2026-12-01", "L", "--reason", "covering", "--data-dir", dir.path]).status == 0)
        let log = try String(contentsOf: dir.appendingPathComponent("changelog.jsonl"), encoding: .utf8)
        let lines = log.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[0].contains(#""kind":"add","reason":"","size":1,"source":"edit""#))
        #expect(lines[0].contains(#""user":"Sam""#))
        #expect(lines[1].contains(#""kind":"switch","reason":"covering","size":1,"source":"edit""#))
        #expect(lines[1].contains(#""date":"2026-12-01""#))
        let undo = try String(contentsOf: dir.appendingPathComponent("undo.json"), encoding: .utf8)
        #expect(undo.contains(#""title":"Added E Early on 2026-12-01""#))
        #expect(undo.contains(#""title":"Switched E Early to L Late on 2026-12-01""#))
        #expect(undo.contains(#""redo":[]"#))
    }
}
