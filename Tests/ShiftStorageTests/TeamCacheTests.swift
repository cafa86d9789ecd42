import Foundation
import ShiftFeatures
import ShiftModel
import Testing
@testable import ShiftStorage

/// Members' calendars of many events: only what is in view is decoded, and
/// what was read is kept on disk for the next start, never changing what is
/// shown.
@Suite("Members' calendars at scale: only the week in view decoded; the team cache on disk hit, missed, corrupt, changed, removed")
struct TeamCacheTests {
    /// Days from Monday 2 November 2026: an early shift (05:00-13:00 UTC) each.
    static let days = 42
    static let longAgo = Date(timeIntervalSince1970: 1_700_000_000)

    static func dayEvent(_ offset: Int, title: String = "Early") -> (uid: String, text: String) {
        let day = 2 + offset
        let month = day > 30 ? 12 : 11
        let date = String(format: "2026%02d%02d", month, day > 30 ? day - 30 : day)
        let uid = "d\(date)"
        return (uid, MemberCalendarTests.crlf(["BEGIN:VEVENT", "UID:\(uid)", "DTSTAMP:20260101T000000Z",
                                               "DTSTART;TZID=Europe/Berlin:\(date)T060000",
                                               "DTEND;TZID=Europe/Berlin:\(date)T140000",
                                               "SUMMARY:\(title)", "X-SHIFTS-SYMBOL:E", "END:VEVENT"]))
    }

    static let zone = MemberCalendarTests.crlf([
        "BEGIN:VTIMEZONE", "TZID:Europe/Berlin",
        "BEGIN:DAYLIGHT", "TZOFFSETFROM:+0100", "TZOFFSETTO:+0200", "TZNAME:CEST", "DTSTART:19700329T020000",
        "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU", "END:DAYLIGHT",
        "BEGIN:STANDARD", "TZOFFSETFROM:+0200", "TZOFFSETTO:+0100", "TZNAME:CET", "DTSTART:19701025T030000",
        "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU", "END:STANDARD", "END:VTIMEZONE"])

    static func calendarText(_ events: [String]) -> String {
        MemberCalendarTests.crlf(["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//EN"]) + zone + events.joined()
            + "END:VCALENDAR\r\n"
    }

    /// A vdir of one file per day, written long ago (so neither the files
    /// nor the folder count as possibly still changing).
    static func writeVdir(_ folder: URL, days: Int = TeamCacheTests.days) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for offset in 0..<days {
            let event = dayEvent(offset)
            let url = folder.appendingPathComponent(event.uid + ".ics")
            try write(calendarText([event.text]), to: url)
            try age(url)
        }
        try age(folder)
    }

    static func age(_ url: URL) throws {
        try FileManager.default.setAttributes([.modificationDate: longAgo], ofItemAtPath: url.path)
    }

    static func member(_ url: URL) -> TeamMember {
        TeamMember(id: "m", name: "Ana", initials: "A", calendarPath: url.path)
    }

    /// The week of Monday `day` November 2026 (days past 30 run into December), Berlin.
    static func week(from day: Int) throws -> DateInterval {
        let berlin = try calendar()
        let start = try instant(berlin, 2026, 11, 1).addingTimeInterval(TimeInterval(day - 1) * 86_400)
        return DateInterval(start: start, duration: 7 * 86_400)
    }

    static func service(_ directory: URL) throws -> FileTeamService {
        FileTeamService(fileURL: DataDirectory.teamFile(in: directory), calendar: try calendar(),
                        cache: TeamCache(directory: directory.appendingPathComponent("cache/team").path))
    }

    static func days(_ shifts: [ScheduledShift]) -> [Int] {
        shifts.map { $0.day.month == 11 ? $0.day.day : $0.day.day + 30 }
    }

    @Test("a single file of six weeks: a week decodes its 7 events and the 2 whose windows reach into it, not the other 33; the next week only what it adds")
    func singleFileDecodesTheWeekOnly() async throws {
        try await withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("ana.ics")
            try write(Self.calendarText((0..<Self.days).map { Self.dayEvent($0).text }), to: url)
            let service = FileTeamService(fileURL: DataDirectory.teamFile(in: directory), calendar: try calendar())
            let first = try await service.rota(of: Self.member(url), in: try Self.week(from: 16)).shifts.get()
            #expect(Self.days(first) == Array(16...22))
            #expect(first.map(\.title) == Array(repeating: "Early", count: 7))
            #expect(first.first?.start == (try utc(2026, 11, 16, 5)))
            #expect(service.parseCount == 9)
            let next = try await service.rota(of: Self.member(url), in: try Self.week(from: 23)).shifts.get()
            #expect(Self.days(next) == Array(23...29))
            // 23 was decoded with the first week; 24-29 and 30 now.
            #expect(service.parseCount == 16)
            #expect(service.filesRead == 2)
            _ = try await service.rota(of: Self.member(url), in: try Self.week(from: 16)).shifts.get()
            #expect(service.parseCount == 16)
            #expect(service.filesRead == 2)
        }
    }

    @Test("reading ahead, as the full-screen app does: once a week is answered, the week before and the week after are decoded on the storage queue, so a week move either way decodes nothing")
    func readAhead() async throws {
        try await withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("ana.ics")
            try write(Self.calendarText((0..<Self.days).map { Self.dayEvent($0).text }), to: url)
            let service = FileTeamService(fileURL: DataDirectory.teamFile(in: directory), calendar: try calendar())
            service.readNeighbouringWeeksAhead()
            let first = try await service.rota(of: Self.member(url), in: try Self.week(from: 16)).shifts.get()
            #expect(Self.days(first) == Array(16...22))
            // What was queued behind the answer: the weeks of 9 and 23 too.
            await service.readAheadDone()
            #expect(service.parseCount == 23)
            #expect(service.parseCountInAnswers == 9)
            let next = try await service.rota(of: Self.member(url), in: try Self.week(from: 23)).shifts.get()
            #expect(Self.days(next) == Array(23...29))
            let before = try await service.rota(of: Self.member(url), in: try Self.week(from: 9)).shifts.get()
            #expect(Self.days(before) == Array(9...15))
            // Both moves were answered from what was decoded ahead.
            #expect(service.parseCountInAnswers == 9)
        }
    }

    @Test("a vdir read again by a new service (the next start): no file opened, nothing decoded, the same shifts; another week opens only its own files, kept when a start shows it first")
    func cacheHit() async throws {
        try await withTemporaryDirectory { directory in
            let folder = directory.appendingPathComponent("ana", isDirectory: true)
            try Self.writeVdir(folder)
            let week = try Self.week(from: 16)
            let cold = try Self.service(directory)
            let shown = try await cold.rota(of: Self.member(folder), in: week).shifts.get()
            #expect(Self.days(shown) == Array(16...22))
            #expect(cold.filesRead == Self.days)
            #expect(cold.parseCount == 9)

            let warm = try Self.service(directory)
            #expect(try await warm.rota(of: Self.member(folder), in: week).shifts.get() == shown)
            #expect(warm.filesRead == 0)
            #expect(warm.parseCount == 0)
            #expect(Self.days(try await warm.rota(of: Self.member(folder), in: try Self.week(from: 30)).shifts.get())
                == Array(30...36))
            #expect(warm.filesRead == 9)
            #expect(warm.parseCount == 9)

            // A start that shows that week first keeps it; one that moved
            // to it does not write the cache for the move alone.
            let third = try Self.service(directory)
            _ = await third.rota(of: Self.member(folder), in: try Self.week(from: 30))
            #expect(third.filesRead == 9)
            let fourth = try Self.service(directory)
            _ = await fourth.rota(of: Self.member(folder), in: try Self.week(from: 30))
            #expect(fourth.filesRead == 0)
        }
    }

    @Test("without the cache (none given, or a cache folder that cannot be made) every start reads the files again, and shows the same")
    func noCache() async throws {
        try await withTemporaryDirectory { directory in
            let folder = directory.appendingPathComponent("ana", isDirectory: true)
            try Self.writeVdir(folder)
            try write("a file where the cache folder would be", to: directory.appendingPathComponent("cache"))
            for _ in 0..<2 {
                let service = try Self.service(directory)
                #expect(Self.days(try await service.rota(of: Self.member(folder), in: try Self.week(from: 16)).shifts.get())
                    == Array(16...22))
                #expect(service.filesRead == Self.days)
            }
        }
    }

    @Test("a corrupt cache file is ignored: the files are read, the same shifts shown, and the cache written again")
    func corruptCache() async throws {
        try await withTemporaryDirectory { directory in
            let folder = directory.appendingPathComponent("ana", isDirectory: true)
            try Self.writeVdir(folder)
            let week = try Self.week(from: 16)
            let first = try Self.service(directory)
            _ = await first.rota(of: Self.member(folder), in: week)
            let cacheDirectory = directory.appendingPathComponent("cache/team")
            let cacheFiles = try FileManager.default.contentsOfDirectory(atPath: cacheDirectory.path)
            #expect(cacheFiles.count == 1)
            let cacheFile = cacheDirectory.appendingPathComponent(try #require(cacheFiles.first))
            var bytes = try Data(contentsOf: cacheFile)
            bytes[bytes.count / 2] ^= 0x55
            try bytes.write(to: cacheFile)

            let afterCorruption = try Self.service(directory)
            #expect(Self.days(try await afterCorruption.rota(of: Self.member(folder), in: week).shifts.get()) == Array(16...22))
            #expect(afterCorruption.filesRead == Self.days)
            let next = try Self.service(directory)
            #expect(Self.days(try await next.rota(of: Self.member(folder), in: week).shifts.get()) == Array(16...22))
            #expect(next.filesRead == 0)
        }
    }

    @Test("a vdir file replaced (renamed over, as vdirsyncer does) shows the new event, a removed one is gone, a new one appears; only those files are read")
    func changedAndRemovedFiles() async throws {
        try await withTemporaryDirectory { directory in
            let folder = directory.appendingPathComponent("ana", isDirectory: true)
            try Self.writeVdir(folder)
            let week = try Self.week(from: 16)
            let first = try Self.service(directory)
            _ = await first.rota(of: Self.member(folder), in: week)

            let changed = Self.dayEvent(1 + 16 - 2, title: "Late")  // 17 November
            let replacement = folder.appendingPathComponent(".new.tmp")
            try write(Self.calendarText([changed.text]), to: replacement)
            #expect(rename(replacement.path, folder.appendingPathComponent(changed.uid + ".ics").path) == 0)
            try FileManager.default.removeItem(at: folder.appendingPathComponent(Self.dayEvent(18 - 2).uid + ".ics"))
            let added = Self.dayEvent(20 - 2, title: "Course").text.replacingOccurrences(of: "UID:d20261120", with: "UID:extra")
            try write(Self.calendarText([added]), to: folder.appendingPathComponent("extra.ics"))

            let service = try Self.service(directory)
            let shifts = try await service.rota(of: Self.member(folder), in: week).shifts.get()
            #expect(Self.days(shifts) == [16, 17, 19, 20, 20, 21, 22])
            #expect(shifts.map(\.title) == ["Early", "Late", "Early", "Early", "Course", "Early", "Early"])
            #expect(service.filesRead == 2)
            #expect(service.parseCount == 2)
        }
    }

    @Test("a single file changed in place with the same size and modification time: its bytes' hash tells, the new text is shown")
    func singleFileChangedUnderSameIdentity() async throws {
        try await withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("ana.ics")
            try write(Self.calendarText((0..<Self.days).map { Self.dayEvent($0).text }), to: url)
            try Self.age(url)
            let week = try Self.week(from: 16)
            #expect(try await Self.service(directory).rota(of: Self.member(url), in: week).shifts.get().map(\.title)
                == Array(repeating: "Early", count: 7))
            let handle = try FileHandle(forWritingTo: url)
            let text = Self.calendarText((0..<Self.days).map { Self.dayEvent($0, title: $0 == 14 ? "Later" : "Early").text })
            #expect(text.utf8.count == (try Data(contentsOf: url)).count)
            try handle.write(contentsOf: Data(text.utf8))
            try handle.close()
            try Self.age(url)

            let service = try Self.service(directory)
            #expect(try await service.rota(of: Self.member(url), in: week).shifts.get().map(\.title)
                == ["Later", "Early", "Early", "Early", "Early", "Early", "Early"])
            #expect(service.parseCount == 9)
            let again = try Self.service(directory)
            _ = await again.rota(of: Self.member(url), in: week)
            #expect(again.parseCount == 0)
        }
    }

    @Test("a weekly rule kept in the cache: expanded within a range months away at the next start without opening the file; members' files and folders untouched")
    func recurrenceFromTheCache() async throws {
        try await withTemporaryDirectory { directory in
            let folder = directory.appendingPathComponent("ana", isDirectory: true)
            try Self.writeVdir(folder, days: 3)
            let weekly = folder.appendingPathComponent("weekly.ics")
            let text = Self.calendarText([MemberCalendarTests.crlf([
                "BEGIN:VEVENT", "UID:w", "DTSTAMP:20260101T000000Z", "DTSTART;TZID=Europe/Berlin:20261102T220000",
                "DTEND;TZID=Europe/Berlin:20261103T060000", "RRULE:FREQ=WEEKLY", "SUMMARY:Night", "END:VEVENT"])])
            try write(text, to: weekly)
            try Self.age(weekly)
            try Self.age(folder)
            let before = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().map { name in
                let url = folder.appendingPathComponent(name)
                return (name, try Data(contentsOf: url), try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date)
            }

            #expect(try await Self.service(directory).rota(of: Self.member(folder), in: try Self.week(from: 2)).shifts.get().map(\.id)
                == ["d20261102", "w/20261102T210000Z", "d20261103", "d20261104"])
            let warm = try Self.service(directory)
            let berlin = try calendar()
            let june = DateInterval(start: try instant(berlin, 2027, 6, 7), end: try instant(berlin, 2027, 6, 14))
            #expect(try await warm.rota(of: Self.member(folder), in: june).shifts.get().map(\.id) == ["w/20270607T200000Z"])
            #expect(warm.filesRead == 0)
            #expect(warm.parseCount == 1)

            let after = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().map { name in
                let url = folder.appendingPathComponent(name)
                return (name, try Data(contentsOf: url), try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date)
            }
            #expect(after.map { $0.0 } == before.map { $0.0 })
            #expect(after.map { $0.1 } == before.map { $0.1 })
            #expect(after.map { $0.2 } == before.map { $0.2 })
            #expect(try FileManager.default.attributesOfItem(atPath: folder.path)[.modificationDate] as? Date == Self.longAgo)
        }
    }
}
