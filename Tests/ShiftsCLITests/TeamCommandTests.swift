import Foundation
import Testing

/// `shifts team` as a real process, on members' calendars in temp files: a
/// vdir (one event per file), a missing file, an unreadable one.
@Suite("shifts team, as a real process")
struct TeamCommandTests {
    /// A data dir and a folder of members' calendars beside it.
    struct Fixture {
        let root: URL
        var data: URL { root.appendingPathComponent("data") }
        var sync: URL { root.appendingPathComponent("sync") }

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("shifts-team-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: root.appendingPathComponent("sync"), withIntermediateDirectories: true)
        }

        func run(_ arguments: [String]) async throws -> CLIProcess.Result {
            try await CLIProcess.run(["team"] + arguments + ["--data-dir", data.path])
        }

        /// A vdir at `sync/NAME` with one event per file.
        func vdir(_ name: String, events: [(uid: String, start: Date, end: Date, title: String)]) throws -> URL {
            let folder = sync.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for event in events {
                try Data(Self.calendar(event.uid, event.start, event.end, event.title).utf8)
                    .write(to: folder.appendingPathComponent("\(event.uid).ics"))
            }
            try Data("sync state".utf8).write(to: folder.appendingPathComponent(".vdirsyncer-status"))
            return folder
        }

        static func calendar(_ uid: String, _ start: Date, _ end: Date, _ title: String) -> String {
            ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//EN", "BEGIN:VEVENT", "UID:\(uid)",
                    "DTSTAMP:20260101T000000Z", "DTSTART:\(utc(start))", "DTEND:\(utc(end))",
                    "SUMMARY:\(title)", "END:VEVENT", "END:VCALENDAR"].map { $0 + "\r\n" }.joined()
        }
    }

    /// `20261125T100100Z`.
    static func utc(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        let p = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        return String(format: "%04d%02d%02dT%02d%02d00Z", p.year ?? 0, p.month ?? 0, p.day ?? 0, p.hour ?? 0, p.minute ?? 0)
    }

    /// The minute now is in, so shifts made around it have whole-minute times.
    static func thisMinute() -> Date {
        Date(timeIntervalSince1970: (Date().timeIntervalSince1970 / 60).rounded(.down) * 60)
    }

    static func berlinTime(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/Berlin") ?? .current
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
    }

    @Test("add a vdir member, one not synced yet (a note, exit 0) and an unreadable file; list says which read; remove one; a taken name is refused")
    func addListRemove() async throws {
        let fixture = try Fixture()
        defer { try? FileManager.default.removeItem(at: fixture.root) }
        let now = Self.thisMinute()
        let ana = try fixture.vdir("ana", events: [(uid: "a1", start: now, end: now.addingTimeInterval(3600), title: "Early")])
        let ben = fixture.sync.appendingPathComponent("ben.ics")
        let cy = fixture.sync.appendingPathComponent("cy.ics")
        try Data("junk\r\n".utf8).write(to: cy)

        let added = try await fixture.run(["add", "Ana Ruiz", ana.path])
        #expect(added.status == 0)
        #expect(added.stdout == "Added Ana Ruiz (AR), reading \(ana.path).\n")
        #expect(added.stderr == "")
        let notSynced = try await fixture.run(["add", "Ben", ben.path, "--initials", "BK"])
        #expect(notSynced.status == 0)
        #expect(notSynced.stdout == "Added Ben (BK), reading \(ben.path).\n")
        #expect(notSynced.stderr == "shifts: note: there is nothing at \(ben.path) yet; Ben is shown as missing until their calendar is synced there.\n")
        #expect(try await fixture.run(["add", "Cy", cy.path]).status == 0)

        let taken = try await fixture.run(["add", "ana ruiz", cy.path])
        #expect(taken.status == 64)
        #expect(taken.stderr == "shifts: there is already a member called ana ruiz in the team: give another name, or `shifts team remove ana ruiz` first.\n")

        let list = try await fixture.run(["list"])
        #expect(list.status == 0)
        let width = max(ana.path.count, ben.path.count, cy.path.count)
        func padded(_ path: String) -> String { path + String(repeating: " ", count: width - path.count) }
        #expect(list.stdout == """
            Ana Ruiz  AR  \(padded(ana.path))  ok
            Ben       BK  \(padded(ben.path))  missing
            Cy        C   \(padded(cy.path))  unreadable: line 1: expected BEGIN:VCALENDAR, found "junk"

            """)

        let json = try await fixture.run(["list", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let members = try #require(object["members"] as? [[String: Any]])
        #expect(members.map { $0["name"] as? String } == ["Ana Ruiz", "Ben", "Cy"])
        #expect(members.map { $0["status"] as? String } == ["ok", "missing", "unreadable"])
        #expect(members.map { $0["calendar"] as? String } == [ana.path, ben.path, cy.path])
        #expect(members[2]["reason"] as? String == #"line 1: expected BEGIN:VCALENDAR, found "junk""#)
        #expect(members[0]["reason"] is NSNull)

        let removed = try await fixture.run(["remove", "BEN"])
        #expect(removed.status == 0)
        #expect(removed.stdout == "Removed Ben from the team; their calendar at \(ben.path) was not touched.\n")
        let unknown = try await fixture.run(["remove", "Zed"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr == "shifts: there is no member called Zed in the team (the members are Ana Ruiz, Cy).\n")
        let team = try String(contentsOf: fixture.data.appendingPathComponent("team.json"), encoding: .utf8)
        #expect(team.contains("\"schemaVersion\" : 1"))
        #expect(!team.contains("Ben"))
    }

    @Test("now: the vdir member on shift, until when; a member off and a missing one not listed (the missing one named on stderr)")
    func now() async throws {
        let fixture = try Fixture()
        defer { try? FileManager.default.removeItem(at: fixture.root) }
        let now = Self.thisMinute()
        let end = now.addingTimeInterval(3600)
        let ana = try fixture.vdir("ana", events: [(uid: "a1", start: now.addingTimeInterval(-3600), end: end, title: "Early")])
        let dee = try fixture.vdir("dee", events: [(uid: "d1", start: end, end: end.addingTimeInterval(3600), title: "Late")])
        let ben = fixture.sync.appendingPathComponent("ben.ics")
        for (name, path) in [("Ana Ruiz", ana), ("Dee", dee), ("Ben", ben)] {
            #expect(try await fixture.run(["add", name, path.path]).status == 0)
        }

        let result = try await fixture.run(["now"])
        #expect(result.status == 0)
        // Ana's early ends within the hour: today, or just after midnight tomorrow (Berlin).
        let time = Self.berlinTime(end)
        #expect(result.stdout == "Ana Ruiz (AR)  Early  until \(time)\n"
            || result.stdout == "Ana Ruiz (AR)  Early  until tomorrow \(time)\n")
        #expect(result.stderr == "shifts: Ben: there is nothing at \(ben.path) yet (has the calendar been synced there?)\n")

        let json = try await fixture.run(["now", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let on = try #require(object["onShift"] as? [[String: Any]])
        #expect(on.map { $0["name"] as? String } == ["Ana Ruiz"])
        #expect(on.map { $0["title"] as? String } == ["Early"])
    }

    @Test("now with nobody on shift prints nothing, exit 0; with no team.json too")
    func nobody() async throws {
        let fixture = try Fixture()
        defer { try? FileManager.default.removeItem(at: fixture.root) }
        let empty = try await fixture.run(["now"])
        #expect(empty.status == 0)
        #expect(empty.stdout == "")
        #expect(empty.stderr == "")
        let later = Self.thisMinute().addingTimeInterval(7200)
        let ana = try fixture.vdir("ana", events: [(uid: "a1", start: later, end: later.addingTimeInterval(3600), title: "Late")])
        #expect(try await fixture.run(["add", "Ana", ana.path]).status == 0)
        let result = try await fixture.run(["now"])
        #expect(result.status == 0)
        #expect(result.stdout == "")
        #expect(result.stderr == "")
    }

    @Test("a team.json that is not JSON: said, exit 1, the file left as it was")
    func badTeamFile() async throws {
        let fixture = try Fixture()
        defer { try? FileManager.default.removeItem(at: fixture.root) }
        try FileManager.default.createDirectory(at: fixture.data, withIntermediateDirectories: true)
        let file = fixture.data.appendingPathComponent("team.json")
        try Data("{ broken".utf8).write(to: file)
        for arguments in [["list"], ["now"], ["add", "Ana", "/x.ics"]] {
            let result = try await fixture.run(arguments)
            #expect(result.status == 1)
            #expect(result.stderr == "shifts: Cannot read \(file.path): it is not a JSON object. The file was left untouched; fix or move it, then try again.\n")
        }
        #expect(try String(contentsOf: file, encoding: .utf8) == "{ broken")
    }
}
