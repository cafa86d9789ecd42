import Foundation
import Testing

/// `shifts rotate` as a real process on temp data dirs: what it prints, its
/// exit status, and the files afterwards.
@Suite("shifts rotate, as a real process")
struct RotateCommandTests {
    /// A data dir with the default catalog (E Early 06-14, L Late 14-22, N
    /// Night 22-06, O Off all day), `extraTypes` and `rotations` added to it.
    static func dataDir(extraTypes: [[String: Any]] = [], rotations: [[String: Any]] = []) async throws -> URL {
        let dir = try makeDataDir(calendar: nil)
        try #require(try await CLIProcess.run(["init", "--data-dir", dir.path, "--name", "Sam"]).status == 0)
        guard !extraTypes.isEmpty || !rotations.isEmpty else { return dir }
        let file = dir.appendingPathComponent("catalog.json")
        var catalog = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        catalog["shiftTypes"] = try #require(catalog["shiftTypes"] as? [[String: Any]]) + extraTypes
        catalog["rotations"] = rotations
        try JSONSerialization.data(withJSONObject: catalog).write(to: file)
        return dir
    }

    /// D Day, 05:00-17:00: it overlaps a night of the day before.
    static var dayType: [String: Any] { ["id": "day", "symbol": "D", "title": "Day", "description": "",
                                         "allDay": false, "start": "05:00", "end": "17:00", "locationId": "main"] }

    static func run(_ arguments: [String], _ dir: URL) async throws -> CLIProcess.Result {
        try await CLIProcess.run(arguments + ["--data-dir", dir.path])
    }

    static func list(_ dir: URL, from: String = "2026-11-30", to: String = "2026-12-08") async throws -> String {
        try await run(["list", "--from", from, "--to", to], dir).stdout
    }

    /// Every file of the data dir and its folders (lock files aside) and its bytes; a folder as empty.
    static func snapshot(_ dir: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: dir.path) where !path.hasSuffix("lock") {
            let url = dir.appendingPathComponent(path)
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
            files[path] = !exists || isFolder.boolValue ? Data() : try Data(contentsOf: url)
        }
        return files
    }

    /// L Late on 2 and 3 December: the rotation below skips the first and
    /// finds its own type on the second.
    static func withTwoLates() async throws -> URL {
        let dir = try await dataDir()
        for day in ["2026-12-02", "2026-12-03"] {
            try #require(try await run(["add", day, "L"], dir).status == 0)
        }
        return dir
    }

    static let pattern = ["rotate", "E E L L ~ ~", "--from", "2026-12-01", "--to", "2026-12-08"]

    @Test("--dry-run lists per day what it would add, skip or find there already, and leaves every file byte for byte")
    func dryRun() async throws {
        let dir = try await Self.withTwoLates()
        defer { try? FileManager.default.removeItem(at: dir) }
        let before = try Self.snapshot(dir)
        let keep = try await Self.run(Self.pattern + ["--dry-run"], dir)
        #expect(keep.status == 0)
        #expect(keep.stderr == "")
        #expect(keep.stdout == """
            E E L L ~ ~, cycle from 2026-12-01, 2026-12-01 to 2026-12-08:
            Tue 2026-12-01  add      E Early 06:00–14:00
            Wed 2026-12-02  skip     E Early 06:00–14:00: keeps L Late 14:00–22:00
            Thu 2026-12-03  already  L Late 14:00–22:00
            Fri 2026-12-04  add      L Late 14:00–22:00
            Mon 2026-12-07  add      E Early 06:00–14:00
            Tue 2026-12-08  add      E Early 06:00–14:00
            Would add 4 shifts, skip 1 day with shifts, leave 1 day that has it already.
            Dry run: nothing was written.

            """)
        let replace = try await Self.run(Self.pattern + ["--dry-run", "--replace"], dir)
        #expect(replace.status == 0)
        #expect(replace.stdout.contains("Wed 2026-12-02  replace  E Early 06:00–14:00: deletes L Late 14:00–22:00\n"))
        #expect(replace.stdout.hasSuffix("""
            Would add 5 shifts, replace the shifts of 1 day, leave 1 day that has it already.
            Dry run: nothing was written.

            """))
        #expect(try Self.snapshot(dir) == before)
    }

    @Test("days with shifts are kept by default: the message counts what was added and skipped; one undo takes it all back")
    func keepAndUndo() async throws {
        let dir = try await Self.withTwoLates()
        defer { try? FileManager.default.removeItem(at: dir) }
        let catalog = try Data(contentsOf: dir.appendingPathComponent("catalog.json"))
        let result = try await Self.run(Self.pattern, dir)
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == "Added 4 shifts, skipped 1 day with shifts, left 1 day that had it already.\n")
        #expect(try await Self.list(dir) == """
            Tue 1 Dec 2026  E  Early  06:00–14:00  @ Main site
            Wed 2 Dec 2026  L  Late   14:00–22:00  @ Main site
            Thu 3 Dec 2026  L  Late   14:00–22:00  @ Main site
            Fri 4 Dec 2026  L  Late   14:00–22:00  @ Main site
            Mon 7 Dec 2026  E  Early  06:00–14:00  @ Main site
            Tue 8 Dec 2026  E  Early  06:00–14:00  @ Main site

            """)
        // One change: its four log lines share one change id, and it is one undo step.
        let log = try String(contentsOf: dir.appendingPathComponent("changelog.jsonl"), encoding: .utf8)
            .split(separator: "\n").map { line in
                try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            }
        #expect(log.count == 6)
        let changes = Set(log.suffix(4).compactMap { $0["change"] as? String })
        #expect(changes.count == 1)
        #expect(log.suffix(4).allSatisfy { $0["kind"] as? String == "add" && $0["size"] as? Int == 4 })
        // The catalog was only read.
        #expect(try Data(contentsOf: dir.appendingPathComponent("catalog.json")) == catalog)

        let undone = try await Self.run(["undo"], dir)
        #expect(undone.status == 0)
        #expect(undone.stdout == "Undone: the addition of 4 shifts (they are gone).\n")
        #expect(try await Self.list(dir) == """
            Wed 2 Dec 2026  L  Late  14:00–22:00  @ Main site
            Thu 3 Dec 2026  L  Late  14:00–22:00  @ Main site

            """)
    }

    @Test("--replace deletes a day's shifts for the rotation's, and undo puts them back in one step")
    func replace() async throws {
        let dir = try await Self.withTwoLates()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try await Self.run(Self.pattern + ["--replace"], dir)
        #expect(result.status == 0)
        #expect(result.stdout == "Added 5 shifts, replaced the shifts of 1 day, left 1 day that had it already.\n")
        #expect(try await Self.list(dir, to: "2026-12-03") == """
            Tue 1 Dec 2026  E  Early  06:00–14:00  @ Main site
            Wed 2 Dec 2026  E  Early  06:00–14:00  @ Main site
            Thu 3 Dec 2026  L  Late   14:00–22:00  @ Main site

            """)
        let undone = try await Self.run(["undo"], dir)
        #expect(undone.stdout == "Undone: the change of 6 shifts (they are as before).\n")
        #expect(try await Self.list(dir) == """
            Wed 2 Dec 2026  L  Late  14:00–22:00  @ Main site
            Thu 3 Dec 2026  L  Late  14:00–22:00  @ Main site

            """)
    }

    @Test("a preset's role maps to the type of its symbol, or to the one --map names (symbol or title, case ignored)")
    func presetWithRoleMapped() async throws {
        let dir = try await Self.dataDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try await Self.run(["rotate", "4on4off-days", "--from", "2026-12-01", "--to", "2026-12-10",
                                   "--map", "d=late"], dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "Added 6 shifts.\n")
        #expect(try await Self.list(dir, to: "2026-12-10") == """
            Tue 1 Dec 2026   L  Late  14:00–22:00  @ Main site
            Wed 2 Dec 2026   L  Late  14:00–22:00  @ Main site
            Thu 3 Dec 2026   L  Late  14:00–22:00  @ Main site
            Fri 4 Dec 2026   L  Late  14:00–22:00  @ Main site
            Wed 9 Dec 2026   L  Late  14:00–22:00  @ Main site
            Thu 10 Dec 2026  L  Late  14:00–22:00  @ Main site

            """)

        // With a D type of its own, the preset needs no --map; by its name too.
        let withDay = try await Self.dataDir(extraTypes: [Self.dayType])
        defer { try? FileManager.default.removeItem(at: withDay) }
        let byName = try await Self.run(["rotate", "4 ON 4 OFF, DAYS AND NIGHTS", "--from", "2026-12-01", "--to", "2026-12-08",
                                   "--dry-run"], withDay)
        #expect(byName.status == 0, "\(byName.stderr)")
        #expect(byName.stdout.hasPrefix("""
            4 on 4 off, days and nights (D D N N ~ ~ ~ ~), cycle from 2026-12-01, 2026-12-01 to 2026-12-08:
            Tue 2026-12-01  add      D Day 05:00–17:00
            Wed 2026-12-02  add      D Day 05:00–17:00
            Thu 2026-12-03  add      N Night 22:00–06:00 (overnight)
            Fri 2026-12-04  add      N Night 22:00–06:00 (overnight)
            Would add 4 shifts.

            """))
    }

    @Test("a preset role no type matches is a usage error naming it and how to map it; nothing is written", arguments: [
        (["rotate", "4 on 4 off, days and nights", "--from", "2026-12-01", "--to", "2026-12-08"], """
            shifts: the preset "4 on 4 off, days and nights" works a role no shift type's symbol matches: D (a day shift). Map it to one of your shift types (its symbol or title) with --map D=TYPE, e.g. --map D=E. Your shift types:
              E  Early
              L  Late
              N  Night
              O  Off

            """),
        (["rotate", "pitman", "--from", "2026-12-01", "--to", "2026-12-08", "--map", "X=E"],
         "shifts: --map X=E: the preset \"Pitman 2-2-3\" has no role X; its roles are D.\n"),
        (["rotate", "pitman", "--from", "2026-12-01", "--to", "2026-12-08", "--map", "D=Erly"],
         "shifts: no shift type has the symbol or title 'Erly'. Did you mean E (Early)? The shift types are:\n  E  Early\n  L  Late\n  N  Night\n  O  Off\n"),
        (["rotate", "E E L", "--from", "2026-12-01", "--to", "2026-12-08", "--map", "D=E"],
         "shifts: --map maps the roles of a preset; a pattern is typed in your own symbols already.\n"),
    ])
    func unmappedRole(arguments: [String], message: String) async throws {
        let dir = try await Self.dataDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try await Self.run(arguments, dir)
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr == message)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("calendar.ics").path))
    }

    @Test("what is typed wrong is a usage error (64) saying what to type; nothing is written", arguments: [
        (["rotate", "E E X ~", "--from", "2026-12-01", "--to", "2026-12-08"],
         "shifts: no rotation of yours and no preset is called 'E E X ~', and as a pattern of your symbols it does not read: \"X\" is no shift type's symbol: use a type's symbol, or ~ for off. (`shifts rotations` lists the rotations and presets, `shifts types` the symbols.)\n"),
        (["rotate", "141E", "--from", "2026-12-01", "--to", "2026-12-08"],
         "shifts: no rotation of yours and no preset is called '141E', and as a pattern of your symbols it does not read: At most 140 days in a cycle. (`shifts rotations` lists the rotations and presets, `shifts types` the symbols.)\n"),
        (["rotate", "E", "--from", "2026-12-08", "--to", "2026-12-01"],
         "shifts: --to 2026-12-01 is before --from 2026-12-08: give the earlier day first.\n"),
        (["rotate", "E", "--from", "2026-01-01", "--to", "2036-01-09"],
         "shifts: 2026-01-01 to 2036-01-09 is more than 3660 days: a rotation is applied to ten years at most at once, so apply it in parts.\n"),
        (["rotate", "E", "--from", "2026-12-01", "--to", "2026-12-08", "--anchor", "someday"],
         "shifts: --anchor 'someday' is not a date: use YYYY-MM-DD, today, tomorrow, yesterday or a weekday name.\n"),
    ])
    func typingMistakes(arguments: [String], message: String) async throws {
        let dir = try await Self.dataDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try await Self.run(arguments, dir)
        #expect(result.status == 64)
        #expect(result.stderr == message)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("calendar.ics").path))
    }

    @Test("weekdays make a range as for list: --from mon --to sun is this week, Monday to Sunday")
    func weekdayRange() async throws {
        let dir = try await Self.dataDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try await Self.run(["rotate", "E", "--from", "mon", "--to", "sun", "--dry-run", "--json"], dir)
        #expect(result.status == 0, "\(result.stderr)")
        let plan = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "Europe/Berlin"))
        let today = calendar.startOfDay(for: Date())
        let sinceMonday = (calendar.component(.weekday, from: today) + 5) % 7
        let monday = try #require(calendar.date(byAdding: .day, value: -sinceMonday, to: today))
        let sunday = try #require(calendar.date(byAdding: .day, value: 6, to: monday))
        let format = Date.ISO8601FormatStyle(timeZone: calendar.timeZone).year().month().day()
        #expect(plan["from"] as? String == monday.formatted(format))
        #expect(plan["to"] as? String == sunday.formatted(format))
        #expect((plan["days"] as? [Any])?.count == 7)
    }

    @Test("--map that is not ROLE=TYPE is refused by the parser with exit 64")
    func badMapSyntax() async throws {
        let dir = try await Self.dataDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try await Self.run(["rotate", "pitman", "--from", "2026-12-01", "--to", "2026-12-08", "--map", "DE"], dir)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: --map 'DE': write ROLE=TYPE, e.g. --map D=E.\n"))
    }

    @Test("ten years is the most: 3,660 days are planned")
    func longestRange() async throws {
        let dir = try await Self.dataDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try await Self.run(["rotate", "E ~", "--from", "2026-01-01", "--to", "2036-01-08", "--dry-run"], dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasSuffix("Would add 1830 shifts.\nDry run: nothing was written.\n"))
    }

    @Test("an overlap with a neighbour outside the range is refused naming it, exit 1, and nothing is written")
    func overlapWithNeighbour() async throws {
        let dir = try await Self.dataDir(extraTypes: [Self.dayType])
        defer { try? FileManager.default.removeItem(at: dir) }
        try #require(try await Self.run(["add", "2026-11-30", "N"], dir).status == 0)
        let before = try Self.snapshot(dir)
        let result = try await Self.run(["rotate", "D D ~ ~", "--from", "2026-12-01", "--to", "2026-12-04"], dir)
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr == "shifts: Cannot add D Day 05:00–17:00 on Tue 2026-12-01: it overlaps N Night 22:00–06:00 on Mon 2026-11-30. Nothing was changed.\n")
        #expect(try Self.snapshot(dir) == before)
    }

    static var wardA: [String: Any] {
        ["id": "r1", "name": "Ward A", "cycle": ["early", NSNull(), "late"], "anchor": "2026-11-29"]
    }
    static var old: [String: Any] { ["id": "r2", "name": "Old", "cycle": ["gone", NSNull()], "anchor": "2026-12-01"] }

    @Test("one of your rotations is found by name (case ignored) and keeps its anchor unless --anchor moves it")
    func ownRotation() async throws {
        let dir = try await Self.dataDir(rotations: [Self.wardA])
        defer { try? FileManager.default.removeItem(at: dir) }
        let own = try await Self.run(["rotate", "ward a", "--from", "2026-12-01", "--to", "2026-12-06", "--dry-run"], dir)
        #expect(own.status == 0, "\(own.stderr)")
        #expect(own.stdout == """
            Ward A (E ~ L), cycle from 2026-11-29, 2026-12-01 to 2026-12-06:
            Tue 2026-12-01  add      L Late 14:00–22:00
            Wed 2026-12-02  add      E Early 06:00–14:00
            Fri 2026-12-04  add      L Late 14:00–22:00
            Sat 2026-12-05  add      E Early 06:00–14:00
            Would add 4 shifts.
            Dry run: nothing was written.

            """)
        let moved = try await Self.run(["rotate", "Ward A", "--from", "2026-12-01", "--to", "2026-12-03", "--anchor", "2026-12-01",
                                  "--dry-run"], dir)
        #expect(moved.stdout.hasPrefix("""
            Ward A (E ~ L), cycle from 2026-12-01, 2026-12-01 to 2026-12-03:
            Tue 2026-12-01  add      E Early 06:00–14:00
            Thu 2026-12-03  add      L Late 14:00–22:00

            """))
        let mapped = try await Self.run(["rotate", "Ward A", "--from", "2026-12-01", "--to", "2026-12-03", "--map", "D=E"], dir)
        #expect(mapped.status == 64)
        #expect(mapped.stderr == "shifts: --map maps the roles of a preset; \"Ward A\" is your own rotation, already in your shift types.\n")
    }

    @Test("a rotation naming a type no longer in the catalog is refused (exit 1), naming the id; nothing is written")
    func unknownType() async throws {
        let dir = try await Self.dataDir(rotations: [Self.old])
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try await Self.run(["rotate", "Old", "--from", "2026-12-01", "--to", "2026-12-06"], dir)
        #expect(result.status == 1)
        #expect(result.stderr == "shifts: the rotation \"Old\" works a shift type no longer in the catalog (id \"gone\"): give those days a type on the Rotations screen first. Nothing was written.\n")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("calendar.ics").path))
    }

    @Test("nothing to add says why and exits 1, like any change that changes nothing")
    func nothingToAdd() async throws {
        let dir = try await Self.withTwoLates()
        defer { try? FileManager.default.removeItem(at: dir) }
        let before = try Self.snapshot(dir)
        let result = try await Self.run(["rotate", "L", "--from", "2026-12-02", "--to", "2026-12-03"], dir)
        #expect(result.status == 1)
        #expect(result.stderr == "shifts: Nothing to add from 2026-12-02 to 2026-12-03: 2 days have it already. Nothing was written.\n")
        #expect(try Self.snapshot(dir) == before)
    }

    @Test("--json gives the plan: counts, and per day the outcome, the type and the shifts met there")
    func json() async throws {
        let dir = try await Self.withTwoLates()
        defer { try? FileManager.default.removeItem(at: dir) }
        let listed = try await Self.run(["list", "--from", "2026-12-03", "--to", "2026-12-03", "--json"], dir).stdout
        let late = try #require(listed.firstRange(of: #"{"allDay""#).map { start in
            String(listed[start.lowerBound...].dropLast(#"],"to":"2026-12-03"}"#.count + 1))
        })
        let dryRun = try await Self.run(["rotate", "E ~", "--from", "2026-12-01", "--to", "2026-12-03", "--dry-run", "--json"], dir)
        #expect(dryRun.status == 0, "\(dryRun.stderr)")
        #expect(dryRun.stdout == #"{"added":1,"alreadyDays":0,"anchor":"2026-12-01","cycle":["E",null],"days":[{"date":"2026-12-01","existing":[],"outcome":"add","symbol":"E","typeId":"early"},{"date":"2026-12-03","existing":["# + late + #"],"outcome":"skip","symbol":"E","typeId":"early"}],"dryRun":true,"from":"2026-12-01","name":"E ~","replacedDays":0,"skippedDays":1,"to":"2026-12-03"}"# + "\n")
        let written = try await Self.run(["rotate", "E ~", "--from", "2026-12-01", "--to", "2026-12-03", "--json"], dir)
        #expect(written.status == 0, "\(written.stderr)")
        #expect(written.stdout == dryRun.stdout.replacingOccurrences(of: #""dryRun":true"#, with: #""dryRun":false"#))
        #expect(try await Self.list(dir, from: "2026-12-01", to: "2026-12-01") == "Tue 1 Dec 2026  E  Early  06:00–14:00  @ Main site\n")
    }

    /// The lines of each event of `calendar.ics` that say what it is, in start order.
    static func events(_ dir: URL) throws -> [[String]] {
        let text = try String(contentsOf: dir.appendingPathComponent("calendar.ics"), encoding: .utf8)
        let keys = ["DTSTART", "DTEND", "SUMMARY", "LOCATION", "X-SHIFTS-SYMBOL", "X-SHIFTS-TYPE-ID"]
        return text.components(separatedBy: "BEGIN:VEVENT\r\n").dropFirst().map { block in
            block.components(separatedBy: "\r\n").filter { line in
                keys.contains { line.hasPrefix($0 + ":") || line.hasPrefix($0 + ";") }
            }
        }.sorted { $0[0] < $1[0] }
    }

    @Test("the events written: local times with the zone, across the change to summer time, and the type's id")
    func eventsWritten() async throws {
        let dir = try await Self.dataDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try await Self.run(["rotate", "E N ~", "--from", "2027-03-26", "--to", "2027-03-31"], dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "Added 4 shifts.\n")
        func event(_ start: String, _ end: String, _ title: String, _ symbol: String, _ id: String) -> [String] {
            ["DTSTART;TZID=Europe/Berlin:\(start)", "DTEND;TZID=Europe/Berlin:\(end)", "SUMMARY:\(title)",
             "LOCATION:Main site", "X-SHIFTS-SYMBOL:\(symbol)", "X-SHIFTS-TYPE-ID:\(id)"]
        }
        #expect(try Self.events(dir) == [
            event("20270326T060000", "20270326T140000", "Early", "E", "early"),
            // The night into the last Sunday of March is an hour shorter, and ends at 06:00 all the same.
            event("20270327T220000", "20270328T060000", "Night", "N", "night"),
            event("20270329T060000", "20270329T140000", "Early", "E", "early"),
            event("20270330T220000", "20270331T060000", "Night", "N", "night"),
        ])
    }

    @Test("a version 2 catalog is only read: applying a rotation leaves it byte for byte")
    func olderCatalogNotRewritten() async throws {
        let dir = try makeDataDir(calendar: nil)
        defer { try? FileManager.default.removeItem(at: dir) }
        let catalog = #"{"schemaVersion": 2, "profile": {"displayName": "T"}, "settings": {"retention": "1y", "purgeOnLaunch": false}, "locations": [{"id": "main", "name": "Main site", "address": ""}], "shiftTypes": [{"id": "early", "symbol": "E", "title": "Early", "description": "", "allDay": false, "start": "06:00", "end": "14:00", "locationId": "main"}]}"#
        let file = dir.appendingPathComponent("catalog.json")
        try Data(catalog.utf8).write(to: file)
        let result = try await Self.run(["rotate", "E ~", "--from", "2026-12-01", "--to", "2026-12-04"], dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "Added 2 shifts.\n")
        #expect(try String(contentsOf: file, encoding: .utf8) == catalog)
    }
}
