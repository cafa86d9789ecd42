import Foundation
import ShiftFeatures
import ShiftModel
import Testing
@testable import ShiftStorage

/// Members' calendars as vdirsyncer leaves them: a single .ics file, or a
/// folder of .ics files with one event each.
@Suite("Members' calendars: files and vdirs, read-only, recurring events expanded, parsed once while unchanged")
struct MemberCalendarTests {
    static func event(_ uid: String, _ lines: [String]) -> String {
        crlf(["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//EN", "BEGIN:VEVENT", "UID:\(uid)",
              "DTSTAMP:20260101T000000Z"] + lines + ["END:VEVENT", "END:VCALENDAR"])
    }

    static func crlf(_ lines: [String]) -> String { lines.map { $0 + "\r\n" }.joined() }

    static func member(_ path: URL) -> TeamMember {
        TeamMember(id: "m", name: "Ana", initials: "A", calendarPath: path.path)
    }

    /// The week of Monday 7 December 2026, Berlin.
    func week(_ calendar: Calendar, from day: Int = 7) throws -> DateInterval {
        DateInterval(start: try instant(calendar, 2026, 12, day), end: try instant(calendar, 2026, 12, day + 7))
    }

    func service(_ directory: URL) throws -> FileTeamService {
        FileTeamService(fileURL: DataDirectory.teamFile(in: directory), calendar: try calendar())
    }

    @Test("a single file: a weekly early expanded within the week, a New York night on its Berlin day, control characters dropped; the file untouched")
    func singleFile() async throws {
        try await withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("ana.ics")
            let text = Self.crlf([
                "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//EN",
                "BEGIN:VEVENT", "UID:early", "DTSTAMP:20260101T000000Z",
                "DTSTART;TZID=Europe/Berlin:20261102T060000", "DTEND;TZID=Europe/Berlin:20261102T140000",
                "RRULE:FREQ=WEEKLY", "SUMMARY:Early\u{1B}[31m", "END:VEVENT",
                "BEGIN:VEVENT", "UID:night", "DTSTAMP:20260101T000000Z",
                "DTSTART;TZID=America/New_York:20261209T200000", "DTEND;TZID=America/New_York:20261210T040000",
                "SUMMARY:Night\u{202E}", "END:VEVENT",
                "END:VCALENDAR",
            ])
            try write(text, to: url)
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_700_000_000)],
                                                  ofItemAtPath: url.path)
            let before = try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date
            let berlin = try calendar()
            let rota = try await service(directory).rota(of: Self.member(url), in: try week(berlin))
            let shifts = try rota.shifts.get()
            #expect(shifts.map(\.id) == ["early/20261207T050000Z", "night"])
            #expect(shifts.map(\.title) == ["Early", "Night"])
            #expect(shifts.map(\.day) == [CalendarDay(year: 2026, month: 12, day: 7), CalendarDay(year: 2026, month: 12, day: 10)])
            #expect(shifts[1].start == (try utc(2026, 12, 10, 1)))
            #expect(try readText(url) == text)
            #expect(try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date == before)
        }
    }

    @Test("a vdir: one event per .ics file, other files ignored; a file outside the week is not parsed until a week reaches it; nothing is parsed twice; a file replaced is read again")
    func vdir() async throws {
        try await withTemporaryDirectory { directory in
            let folder = directory.appendingPathComponent("ana", isDirectory: true)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try write(Self.event("a", ["DTSTART:20261207T050000Z", "DTEND:20261207T130000Z", "SUMMARY:Early"]),
                      to: folder.appendingPathComponent("a.ics"))
            try write(Self.event("b", ["DTSTART:20261215T130000Z", "DTEND:20261215T210000Z", "SUMMARY:Late"]),
                      to: folder.appendingPathComponent("b.ics"))
            try write("not a calendar", to: folder.appendingPathComponent("README.txt"))
            try write("BEGIN:VCALENDAR", to: folder.appendingPathComponent(".a.ics.tmp"))
            let service = try service(directory)
            let berlin = try calendar()
            let member = Self.member(folder)

            #expect(try await service.rota(of: member, in: try week(berlin)).shifts.get().map(\.id) == ["a"])
            #expect(service.parseCount == 1)
            #expect(try await service.rota(of: member, in: try week(berlin, from: 14)).shifts.get().map(\.id) == ["b"])
            #expect(service.parseCount == 2)
            #expect(try await service.rota(of: member, in: try week(berlin)).shifts.get().map(\.id) == ["a"])
            #expect(service.parseCount == 2)

            // vdirsyncer replaces a file by renaming a new one over it.
            let replacement = folder.appendingPathComponent(".b.ics.new")
            try write(Self.event("b", ["DTSTART:20261216T130000Z", "DTEND:20261216T210000Z", "SUMMARY:Late moved"]),
                      to: replacement)
            _ = rename(replacement.path, folder.appendingPathComponent("b.ics").path)
            let moved = try await service.rota(of: member, in: try week(berlin, from: 14)).shifts.get()
            #expect(moved.map(\.title) == ["Late moved"])
            #expect(moved.map(\.day) == [CalendarDay(year: 2026, month: 12, day: 16)])
            #expect(service.parseCount == 3)
        }
    }

    @Test("a weekly rule: expanded around the week asked for, not again for the next week, again for one months away; a file removed from a vdir is gone")
    func recurringAndRemoved() async throws {
        try await withTemporaryDirectory { directory in
            let folder = directory.appendingPathComponent("ana", isDirectory: true)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try write(Self.event("w", ["DTSTART;TZID=Europe/Berlin:20261102T060000", "DTEND;TZID=Europe/Berlin:20261102T140000",
                                       "RRULE:FREQ=WEEKLY", "SUMMARY:Early"]), to: folder.appendingPathComponent("w.ics"))
            try write(Self.event("x", ["DTSTART:20261208T130000Z", "DTEND:20261208T210000Z", "SUMMARY:Late"]),
                      to: folder.appendingPathComponent("x.ics"))
            let service = try service(directory)
            let berlin = try calendar()
            let member = Self.member(folder)
            #expect(try await service.rota(of: member, in: try week(berlin)).shifts.get().map(\.id)
                == ["w/20261207T050000Z", "x"])
            #expect(service.parseCount == 2)
            #expect(try await service.rota(of: member, in: try week(berlin, from: 14)).shifts.get().map(\.id)
                == ["w/20261214T050000Z"])
            #expect(service.parseCount == 2)
            let june = DateInterval(start: try instant(berlin, 2027, 6, 7), end: try instant(berlin, 2027, 6, 14))
            #expect(try await service.rota(of: member, in: june).shifts.get().map(\.id) == ["w/20270607T040000Z"])
            #expect(service.parseCount == 3)

            try FileManager.default.removeItem(at: folder.appendingPathComponent("x.ics"))
            #expect(try await service.rota(of: member, in: try week(berlin)).shifts.get().map(\.id) == ["w/20261207T050000Z"])
        }
    }

    @Test("a missing path and an unreadable file are that member's failure only, every time asked; the other member reads")
    func failures() async throws {
        try await withTemporaryDirectory { directory in
            let bad = directory.appendingPathComponent("bad.ics")
            try write("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\n", to: bad)
            let good = directory.appendingPathComponent("good.ics")
            try write(Self.event("g", ["DTSTART:20261208T050000Z", "DTEND:20261208T130000Z", "SUMMARY:Early"]), to: good)
            let missing = directory.appendingPathComponent("nobody")
            let service = try service(directory)
            let week = try week(try calendar())

            #expect(await service.rota(of: Self.member(missing), in: week).shifts == .failure(.missing(path: missing.path)))
            let unreadable = await service.rota(of: Self.member(bad), in: week).shifts
            guard case .failure(.unreadable(let path, let reason)) = unreadable else {
                Issue.record("expected unreadable, got \(unreadable)")
                return
            }
            #expect(path == bad.path)
            #expect(!reason.isEmpty)
            // Asked again (a week move), it is still unreadable, not empty.
            #expect(await service.rota(of: Self.member(bad), in: week).shifts == unreadable)
            #expect(try await service.rota(of: Self.member(good), in: week).shifts.get().map(\.id) == ["g"])
        }
    }
}

@Suite("A member's file recurs only by its events' rules")
struct MemberRecurrenceTests {
    static let zone = MemberCalendarTests.crlf(["BEGIN:VCALENDAR", "BEGIN:VTIMEZONE", "TZID:Europe/Berlin", "BEGIN:DAYLIGHT",
                                                 "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU", "END:DAYLIGHT", "END:VTIMEZONE"])

    @Test("a VTIMEZONE's rule (when the clocks change) does not make a one-off event recurring; an event's RRULE or RDATE, or an exception, does")
    func zoneRuleIsNotAnEventRule() throws {
        let single = Self.zone + "BEGIN:VEVENT\r\nUID:a\r\nDTSTART:20261207T060000\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        let weekly = Self.zone + "BEGIN:VEVENT\r\nUID:b\r\nDTSTART:20261207T060000\r\nRRULE:FREQ=WEEKLY\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        let dated = "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:c\r\nDTSTART:20261207T060000\r\nRDATE:20261208T060000\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        let moved = "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:b\r\nRECURRENCE-ID:20261214T060000\r\nDTSTART:20261215T060000\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        func placedAndRest(_ text: String) throws -> [Int] {
            let source = try MemberSource(name: "", identity: .unknown, bytes: Array(text.utf8))
            return [source.events.count, source.restEvents]
        }
        #expect(try placedAndRest(single) == [1, 0])
        #expect(try placedAndRest(weekly) == [0, 1])
        #expect(try placedAndRest(dated) == [0, 1])
        #expect(try placedAndRest(moved) == [0, 1])
        // What is expanded per range keeps the file's zones, and nothing else.
        let rest = try MemberSource(name: "", identity: .unknown, bytes: Array((Self.zone
            + "BEGIN:VEVENT\r\nUID:one\r\nDTSTART:20261207T060000Z\r\nEND:VEVENT\r\n"
            + "BEGIN:VEVENT\r\nUID:w\r\nDTSTART:20261207T060000Z\r\nRRULE:FREQ=WEEKLY\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n").utf8)).rest
        #expect(rest.map { String(decoding: $0, as: UTF8.self) } == "BEGIN:VCALENDAR\r\nBEGIN:VTIMEZONE\r\nTZID:Europe/Berlin\r\n"
            + "BEGIN:DAYLIGHT\r\nRRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU\r\nEND:DAYLIGHT\r\nEND:VTIMEZONE\r\n"
            + "BEGIN:VEVENT\r\nUID:w\r\nDTSTART:20261207T060000Z\r\nRRULE:FREQ=WEEKLY\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n")
    }
}
