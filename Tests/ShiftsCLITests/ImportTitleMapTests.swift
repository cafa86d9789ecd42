import Foundation
import Testing

/// `shifts import --map / --not-work / --interactive`, as a real process.
@Suite("shifts import: titles mapped to types or to not work")
struct ImportTitleMapTests {
    /// The hours catalog with an appointment type that is not work.
    static let catalog = HoursData.catalog.replacingOccurrences(
        of: ##""shiftTypes": ["##,
        with: ##""shiftTypes": [{"id": "appointment", "symbol": "A", "title": "Appointment", "description": "", "allDay": true, "locationId": "main", "notWork": true},"##)

    static func event(_ uid: String, _ title: String, start: String, end: String) -> String {
        "BEGIN:VEVENT\r\nUID:\(uid)\r\nDTSTAMP:20260901T000000Z\r\nDTSTART;TZID=Europe/Berlin:\(start)\r\n"
            + "DTEND;TZID=Europe/Berlin:\(end)\r\nSUMMARY:\(title)\r\nEND:VEVENT\r\n"
    }

    /// October 2026 from another program: two staff meetings, a dentist, a
    /// colleague's course, and an Early that maps by its title.
    static let file = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Other//EN\r\n"
        + event("m1", "Staff meeting", start: "20261008T130000", end: "20261008T140000")
        + event("d1", "Dentist", start: "20261009T100000", end: "20261009T110000")
        + event("c1", "Course", start: "20261012T090000", end: "20261012T170000")
        + event("e1", "Early", start: "20261013T060000", end: "20261013T140000")
        + event("m2", "staff meeting ", start: "20261015T130000", end: "20261015T140000")
        + "END:VCALENDAR\r\n"

    static func prepared(catalog: String = catalog) async throws -> (dir: URL, file: URL) {
        let dir = try await HoursData.dataDir(calendar: nil, holidays: false, catalog: catalog)
        let file = dir.appendingPathComponent("other.ics")
        try Data(Self.file.utf8).write(to: file)
        return (dir, file)
    }

    static func run(_ file: URL, _ dir: URL, _ flags: [String]) async throws -> CLIProcess.Result {
        try await CLIProcess.run(["import", file.path, "--data-dir", dir.path, "--from", "2026-10-01",
                                  "--until", "2026-10-31"] + flags)
    }

    static let listing = """
          2026-10-08  13:00–14:00  ?  Staff meeting  (unknown type)
          2026-10-09  10:00–11:00  ?  Dentist  (unknown type)
          2026-10-12  09:00–17:00  ?  Course  (unknown type)
          2026-10-13  06:00–14:00  E  Early  @ Main
          2026-10-15  13:00–14:00  ?  staff meeting  (unknown type)

        """

    @Test("--dry-run groups the events of unknown type by title and suggests the flags that map them")
    func suggestions() async throws {
        let (dir, file) = try await Self.prepared()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try await Self.run(file, dir, ["--dry-run"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == "Would add 5 shifts:\n" + Self.listing + """
            4 events of unknown type are not counted as work until mapped; by title:
              Staff meeting (2): --map 'Staff meeting=TYPE' or --not-work 'Staff meeting'
              Dentist (1): --map Dentist=TYPE or --not-work Dentist
              Course (1): --map Course=TYPE or --not-work Course
            TYPE is a shift type's symbol or title (`shifts types` lists them).
            Dry run: nothing was written.

            """)
    }

    @Test("--map and --not-work give the titles their types; stats count the mapped one and leave out the rest")
    func mapAndNotWork() async throws {
        let (dir, file) = try await Self.prepared()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try await Self.run(file, dir, ["--map", " course =nine", "--not-work", "DENTIST"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let calendar = dir.appendingPathComponent("calendar.ics").path
        #expect(result.stdout == """
            Adding 5 shifts:
              2026-10-08  13:00–14:00  ?  Staff meeting  (unknown type)
              2026-10-09  10:00–11:00  A  Dentist  @ Main
              2026-10-12  09:00–17:00  9  Course  @ Main
              2026-10-13  06:00–14:00  E  Early  @ Main
              2026-10-15  13:00–14:00  ?  staff meeting  (unknown type)
            --map course=9: 1 new event as 9 Nine.
            --not-work DENTIST: 1 new event as A Appointment, not work.
            2 shifts of unknown type are not counted as work until given a type (s on it in the app).
            Added 5 shifts to \(calendar).

            """)
        let text = try String(contentsOfFile: calendar, encoding: .utf8)
        #expect(text.contains("SUMMARY:Dentist\r\n"))
        #expect(text.contains("X-SHIFTS-TYPE-ID:appointment\r\n"))
        #expect(text.contains("X-SHIFTS-TYPE-ID:nine\r\n"))

        let stats = try await CLIProcess.run(["stats", "--from", "2026-10-01", "--to", "2026-10-31", "--data-dir", dir.path])
        #expect(stats.status == 0)
        #expect(stats.stdout.contains("""
            By type:
              E Early: 1 shift, 7 h 30 min
              9 Nine: 1 shift, 8 h

            """))
        #expect(stats.stdout.contains("\n3 events not counted: 1 of a type that is not work, 2 without a known type "
            + "(give them a shift type to count them).\n"))
    }

    @Test("a map for a title no event has is reported as a likely typo, and the import goes on")
    func typo() async throws {
        let (dir, file) = try await Self.prepared()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try await Self.run(file, dir, ["--dry-run", "--map", "Staf meeting=E", "--map", "Course=E"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("""
              2026-10-12  09:00–17:00  E  Course  @ Main
            """))
        #expect(result.stdout.contains("""
            --map 'Staf meeting=E': no event of this file is titled so (a typo?); it mapped nothing.
            --map Course=E: 1 new event as E Early.
            3 events of unknown type
            """))
    }

    @Test("an unknown TYPE is a usage error listing the types, and nothing is written")
    func unknownType() async throws {
        let (dir, file) = try await Self.prepared()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try await Self.run(file, dir, ["--map", "Course=Erly"])
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("""
            shifts: --map Course=Erly: no shift type has the symbol or title 'Erly'. Did you mean E (Early)? The shift types are:
              E  Early

            """))
        #expect(result.stderr.contains("  A  Appointment\n"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("calendar.ics").path))

        let noTitle = try await Self.run(file, dir, ["--map", "Course"])
        #expect(noTitle.status == 64)
        #expect(noTitle.stderr == "shifts: --map Course: give TITLE=TYPE, e.g. --map 'Staff meeting=A'.\n")
    }

    @Test("--map without a catalog says to run shifts init, and writes nothing")
    func noCatalog() async throws {
        let dir = try makeDataDir(calendar: nil)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("other.ics")
        try Data(Self.file.utf8).write(to: file)
        let result = try await Self.run(file, dir, ["--map", "Course=E"])
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr == "shifts: --map and --not-work need shift types, and there is no "
            + "\(dir.appendingPathComponent("catalog.json").path) yet: run `shifts init` first.\n")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("calendar.ics").path))
    }

    @Test("--not-work without a type marked not work says how to make one, and writes nothing")
    func noNotWorkType() async throws {
        let (dir, file) = try await Self.prepared(catalog: HoursData.catalog)
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try await Self.run(file, dir, ["--not-work", "Dentist"])
        #expect(result.status == 64)
        #expect(result.stderr == """
            shifts: --not-work: no shift type is marked not work, so there is none to give these events.
            Make one first: in the app, Shift types (3), a, with Counts as: not work
            (or "notWork": true on a type in catalog.json). Left of unknown type,
            events are not counted as work either.

            """)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("calendar.ics").path))
    }

    @Test("--interactive asks nothing when standard input is no terminal, and needs --dry-run")
    func interactiveInAScript() async throws {
        let (dir, file) = try await Self.prepared()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try await Self.run(file, dir, ["--dry-run", "--interactive"])
        #expect(result.status == 0)
        #expect(result.stdout.hasSuffix("""
            Dry run: nothing was written.
            Not asking: standard input and output are not both a terminal.

            """))
        let writing = try await Self.run(file, dir, ["-i"])
        #expect(writing.status == 64)
        #expect(writing.stderr.hasPrefix(
            "Error: --interactive asks in a dry run: add --dry-run, then run the command it prints.\n"))
    }

    @Test("--interactive on a terminal asks per title, again after a bad answer, then prints the command")
    func interactiveOnATerminal() async throws {
        let (dir, file) = try await Self.prepared()
        defer { try? FileManager.default.removeItem(at: dir) }
        let terminal = try PseudoTerminal()
        // Staff meeting: a typo, then E; Dentist: not work; Course: left unknown.
        try terminal.type("Erly\nE\n-\n\n")
        let result = try await CLIProcess.run(["import", file.path, "--data-dir", dir.path, "--from", "2026-10-01",
                                               "--until", "2026-10-31", "--dry-run", "--interactive"],
                                              output: terminal.secondary, input: try terminal.input())
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let text = terminal.text()
        let questions = try #require(text.components(separatedBy: "Dry run: nothing was written.\n").last)
        #expect(questions == """
            Staff meeting (2 events): a type's symbol, - for not work, Enter to leave it unknown? \
            no shift type has the symbol or title 'Erly'. Did you mean E (Early)? The shift types are:
            \(Self.typeList)\
            Staff meeting (2 events): a type's symbol, - for not work, Enter to leave it unknown? \
            Dentist (1 event): a type's symbol, - for not work, Enter to leave it unknown? \
            Course (1 event): a type's symbol, - for not work, Enter to leave it unknown? \
            To import so, run:
            shifts import \(file.path) --data-dir \(dir.path) --from 2026-10-01 --until 2026-10-31 \
            --map 'Staff meeting=E' --not-work Dentist

            """)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("calendar.ics").path))
    }

    /// The types as the typo message lists them: the closest first, then
    /// by closeness and catalog order.
    static let typeList = ["E  Early", "L  Late", "A  Appointment", "N  Night", "T  Training", "9  Nine", "8  Almost"]
        .map { "  \($0)\n" }.joined()
}
