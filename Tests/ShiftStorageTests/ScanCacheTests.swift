import Foundation
import ShiftModel
import Testing
@testable import ShiftStorage

/// The scan cache on real files: used only for the very file it was made
/// from, ignored and rewritten when it is stale or damaged, and never needed.
@Suite struct ScanCacheTests {
    /// A calendar with each kind of block and id the scan tells apart, LF
    /// line endings, and one timed event per day of March 2026.
    static func calendarText(title: String = "Early", days: Int = 31) -> String {
        var lines = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//test//EN",
            "BEGIN:VTIMEZONE", "TZID:Europe/Berlin", "BEGIN:STANDARD", "DTSTART:19701025T030000",
            "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU", "TZOFFSETFROM:+0200", "TZOFFSETTO:+0100", "END:STANDARD",
            "BEGIN:DAYLIGHT", "DTSTART:19700329T020000", "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
            "TZOFFSETFROM:+0100", "TZOFFSETTO:+0200", "END:DAYLIGHT", "END:VTIMEZONE",
            "BEGIN:VTODO", "UID:todo", "END:VTODO",
            "BEGIN:VEVENT", "UID:escaped\\,uid", "DTSTART:20260301T080000Z", "DTEND:20260301T090000Z",
            "SUMMARY:Escaped", "END:VEVENT",
            "BEGIN:VEVENT", "UID:weekly", "DTSTART;TZID=Europe/Berlin:20260302T060000",
            "DTEND;TZID=Europe/Berlin:20260302T140000", "RRULE:FREQ=WEEKLY;COUNT=2", "SUMMARY:Weekly", "END:VEVENT",
            "BEGIN:VEVENT", "UID:weekly", "RECURRENCE-ID;TZID=Europe/Berlin:20260309T060000",
            "DTSTART;TZID=Europe/Berlin:20260309T070000", "DTEND;TZID=Europe/Berlin:20260309T150000",
            "SUMMARY:Moved", "END:VEVENT",
            "BEGIN:VEVENT", "UID:shared", "X-SHIFTS-ID:kept-id", "DTSTART;VALUE=DATE:20260303", "SUMMARY:All day",
            "END:VEVENT",
            "BEGIN:VEVENT", "DTSTART:20260304T100000Z", "DURATION:PT2H", "SUMMARY:No UID", "END:VEVENT",
        ]
        for day in 1...days {
            let date = String(format: "202603%02d", day)
            lines += ["BEGIN:VEVENT", "UID:day-\(day)", "DTSTART:\(date)T050000Z", "DTEND:\(date)T130000Z",
                      "SUMMARY:\(title)", "LOCATION:Ward 3", "END:VEVENT"]
        }
        lines.append("END:VCALENDAR")
        return lines.map { $0 + "\n" }.joined()
    }

    func service(in directory: URL, cache: ScanCache?) throws -> FileCalendarService {
        let calendar = try calendar()
        return FileCalendarService(fileURL: DataDirectory.calendarFile(in: directory), calendar: calendar,
                                   clock: FixedClock(calendar: calendar, instant: stampInstant), scanCache: cache)
    }

    /// Every shift of the file, read through a fresh service (a new start).
    func read(_ directory: URL, cache: ScanCache?) async throws -> (shifts: [ScheduledShift], scans: Int) {
        let service = try service(in: directory, cache: cache)
        let shifts = try await service.shifts(in: wholeYear(try calendar()))
        return (shifts, service.parseCount)
    }

    struct FileTimeFailure: Error {}

    func modificationTime(_ path: String) throws -> timespec {
        var info = stat()
        guard stat(path, &info) == 0 else { throw FileTimeFailure() }
        return info.st_mtim
    }

    /// Sets the modification time to the nanosecond (Foundation's dates
    /// cannot), leaving the access time.
    func setModificationTime(_ path: String, _ time: timespec) throws {
        var info = stat()
        guard stat(path, &info) == 0 else { throw FileTimeFailure() }
        let times = [info.st_atim, time]
        guard utimensat(AT_FDCWD, path, times, 0) == 0 else { throw FileTimeFailure() }
    }

    func withCalendar(_ text: String, _ body: (URL, ScanCache) async throws -> Void) async throws {
        try await withTemporaryDirectory { directory in
            try write(text, to: DataDirectory.calendarFile(in: directory))
            let cache = ScanCache(directory: directory.appendingPathComponent("cache/shifts").path,
                                  minimumFileSize: 0)
            try await body(directory, cache)
        }
    }

    @Test func theCachedScanIsTheScanItself() throws {
        let bytes = Array(Self.calendarText().utf8)
        let scanned = try #require(try ICSScanner.scanSummarizingEvents(bytes))
        var info = stat()
        info.st_ino = 7
        info.st_size = off_t(bytes.count)
        let key = ScanCacheFormat.Key(path: "/data/calendar.ics", identity: FileIdentity(info),
                                      contentHash: ScanCacheFormat.contentHash(bytes), program: 1)
        let encoded = try #require(ScanCacheFormat.encode(scanned, key: key))
        #expect(ScanCacheFormat.decode(encoded, key: key, byteCount: bytes.count) == scanned)
        // Every kind of id the scan tells apart is in there.
        #expect(scanned.summaries.map(\.uid) == [.needsLibical, .value("weekly"), .value("weekly"), .value("shared"),
                                                 .absent] + (1...31).map { .value("day-\($0)") })
        #expect(scanned.summaries[2].recurrenceID == .value("20260309T060000"))
        #expect(scanned.summaries[3].shiftsID == .value("kept-id"))
        #expect(scanned.summaries[1].window == nil)
        #expect(scanned.layout.parts.map(\.kind) == [.properties, .timeZone, .other("VTODO")] + Array(repeating: .event, count: 36))
    }

    @Test func anUnchangedFileIsScannedOnceOverStarts() async throws {
        try await withCalendar(Self.calendarText()) { directory, cache in
            let first = try await read(directory, cache: cache)
            #expect(first.scans == 1)
            #expect(FileManager.default.fileExists(atPath: cache.cacheFile(for: DataDirectory.calendarFile(in: directory).path)))
            let second = try await read(directory, cache: cache)
            #expect(second.scans == 0)
            #expect(second.shifts == first.shifts)
            // 31 days, 3 single events, the weekly one and its moved second time.
            #expect(first.shifts.count == 36)
            #expect(second.shifts == (try await read(directory, cache: nil)).shifts)
        }
    }

    /// Each way another program can change the file makes the next start
    /// scan it again, and see the change.
    @Test(arguments: ["size", "inode", "mtime", "content"])
    func aChangedFileIsScannedAgain(change: String) async throws {
        try await withCalendar(Self.calendarText()) { directory, cache in
            let file = DataDirectory.calendarFile(in: directory)
            #expect(try await read(directory, cache: cache).scans == 1)
            let changed: String
            switch change {
            case "size":
                changed = Self.calendarText(days: 30)
                try write(changed, to: file)
            case "inode":
                // Same bytes and modification time through a rename: a new
                // file, as every atomic writer makes.
                changed = Self.calendarText()
                let other = directory.appendingPathComponent("new.ics")
                try write(changed, to: other)
                try setModificationTime(other.path, modificationTime(file.path))
                #expect(rename(other.path, file.path) == 0)
            case "mtime":
                changed = Self.calendarText()
                var later = try modificationTime(file.path)
                later.tv_nsec = (later.tv_nsec + 1) % 1_000_000_000
                try setModificationTime(file.path, later)
            default:
                // Same length, same inode, the old modification time put
                // back to the nanosecond: only the content hash tells.
                let before = try modificationTime(file.path)
                changed = Self.calendarText(title: "Later")
                let handle = try FileHandle(forWritingTo: file)
                try handle.write(contentsOf: Data(changed.utf8))
                try handle.close()
                try setModificationTime(file.path, before)
            }
            let after = try await read(directory, cache: cache)
            #expect(after.scans == 1)
            #expect(try readText(file) == changed)
            #expect(after.shifts == (try await read(directory, cache: nil)).shifts)
            if change == "content" {
                #expect(after.shifts.filter { $0.title == "Later" }.count == 31)
            }
            // The rescan was kept: the start after it scans nothing.
            #expect(try await read(directory, cache: cache).scans == 0)
        }
    }

    @Test(arguments: ["flipped byte", "truncated", "empty", "garbage", "huge", "another version"])
    func aDamagedCacheIsIgnoredAndWrittenAgain(damage: String) async throws {
        let text = Self.calendarText()
        try await withCalendar(text) { directory, cache in
            let expected = try await read(directory, cache: cache).shifts
            let cacheFile = cache.cacheFile(for: DataDirectory.calendarFile(in: directory).path)
            var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: cacheFile)))
            switch damage {
            case "flipped byte": bytes[bytes.count / 2] ^= 0x40
            case "truncated": bytes.removeLast(bytes.count / 3)
            case "empty": bytes = []
            case "garbage": bytes = Array("BEGIN:VCALENDAR\n".utf8)
            case "huge": bytes += [UInt8](repeating: 0, count: Int(ScanCache.sizeAllowance) + text.utf8.count)
            default: bytes[ScanCacheFormat.magic.count] = UInt8(ScanCacheFormat.version + 1)
            }
            try Data(bytes).write(to: URL(fileURLWithPath: cacheFile))
            let damaged = try await read(directory, cache: cache)
            #expect(damaged.scans == 1)
            #expect(damaged.shifts == expected)
            let repaired = try await read(directory, cache: cache)
            #expect(repaired.scans == 0)
            #expect(repaired.shifts == expected)
        }
    }

    /// A cache whose ranges do not fit the file is refused, even with every
    /// hash right: slicing the file with them could not be trusted. So is
    /// one made for another path or by another build.
    @Test func rangesThatDoNotFitTheFileOrAnotherKeyAreRefused() throws {
        let bytes = Array(Self.calendarText().utf8)
        let original = try #require(try ICSScanner.scanSummarizingEvents(bytes))
        var scanned = original
        let key = ScanCacheFormat.Key(path: "/c.ics", identity: FileIdentity(stat()),
                                      contentHash: ScanCacheFormat.contentHash(bytes), program: 1)
        let last = scanned.layout.parts.count - 1
        scanned.layout.parts[last].range = scanned.layout.parts[last].range.lowerBound..<(bytes.count + 10)
        let encoded = try #require(ScanCacheFormat.encode(scanned, key: key))
        #expect(ScanCacheFormat.decode(encoded, key: key, byteCount: bytes.count) == nil)
        // And one made for another path is not this file's.
        let good = try #require(ScanCacheFormat.encode(original, key: key))
        var elsewhere = key
        elsewhere.path = "/other.ics"
        #expect(ScanCacheFormat.decode(good, key: elsewhere, byteCount: bytes.count) == nil)
        // Nor one another build of the program made.
        var otherBuild = key
        otherBuild.program = 2
        #expect(ScanCacheFormat.decode(good, key: otherBuild, byteCount: bytes.count) == nil)
        #expect(ScanCacheFormat.decode(good, key: key, byteCount: bytes.count) != nil)
    }

    @Test func anUnwritableCacheDirectoryChangesNothing() async throws {
        try await withTemporaryDirectory { directory in
            try write(Self.calendarText(), to: DataDirectory.calendarFile(in: directory))
            // A file where the cache's parent directory should be.
            let blocker = directory.appendingPathComponent("not-a-dir")
            try write("x", to: blocker)
            let cache = ScanCache(directory: blocker.appendingPathComponent("shifts").path, minimumFileSize: 0)
            let expected = try await read(directory, cache: nil).shifts
            for _ in 0..<2 {
                let again = try await read(directory, cache: cache)
                #expect(again.scans == 1)
                #expect(again.shifts == expected)
            }
        }
    }

    /// The ids kept in the cache are the ones a scan derives, for every
    /// rule of `EventIDs`, and an edit after a start from the cache writes
    /// exactly what it writes after a scan (deleting the first event of a
    /// UID stamps the next one's id into it).
    @Test func idsFromTheCacheAreTheDerivedOnesAndEditsWriteTheSame() async throws {
        let tricky = [
            "BEGIN:VEVENT", "UID:day-5", "DTSTART:20260305T150000Z", "DTEND:20260305T160000Z",
            "SUMMARY:Same UID", "END:VEVENT",
            "BEGIN:VEVENT", "UID:other", "X-SHIFTS-ID:kept-id", "DTSTART:20260306T150000Z",
            "SUMMARY:Claims a taken id", "END:VEVENT",
            "BEGIN:VEVENT", "DTSTART:20260307T150000Z", "SUMMARY:No UID either", "END:VEVENT",
        ].map { $0 + "\n" }.joined()
        let text = Self.calendarText().replacingOccurrences(of: "END:VCALENDAR\n", with: tricky + "END:VCALENDAR\n")
        try await withCalendar(text) { cachedDirectory, cache in
            try await withCalendar(text) { scannedDirectory, _ in
                #expect(try await read(cachedDirectory, cache: cache).scans == 1)
                let fromCache = try service(in: cachedDirectory, cache: cache)
                let scanned = try service(in: scannedDirectory, cache: nil)
                let everything = try wholeYear(try calendar())
                let cachedShifts = try await fromCache.shifts(in: everything)
                #expect(fromCache.parseCount == 0)
                #expect(cachedShifts == (try await scanned.shifts(in: everything)))
                let ids = try await fromCache.allIDs()
                #expect(ids == (try await scanned.allIDs()))
                #expect(ids.count == 39)
                #expect(ids.contains("kept-id") && ids.contains("day-5") && ids.contains { $0.rawValue.hasPrefix("other#") })
                #expect(ids.filter { $0.rawValue.hasPrefix("day-5#") }.count == 1)

                try await fromCache.delete(["day-5"])
                try await scanned.delete(["day-5"])
                let written = try readText(DataDirectory.calendarFile(in: cachedDirectory))
                #expect(written == (try readText(DataDirectory.calendarFile(in: scannedDirectory))))
                // The second day-5 kept its id by the stamp the delete wrote.
                #expect(written.contains("X-SHIFTS-ID:day-5#"))
            }
        }
    }

    @Test func smallFilesAreNotCached() async throws {
        try await withTemporaryDirectory { directory in
            let text = Self.calendarText()
            try write(text, to: DataDirectory.calendarFile(in: directory))
            let cache = ScanCache(directory: directory.appendingPathComponent("cache").path,
                                  minimumFileSize: text.utf8.count + 1)
            #expect(try await read(directory, cache: cache).scans == 1)
            #expect(try await read(directory, cache: cache).scans == 1)
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("cache").path))
        }
    }

    @Test func theStandardPlaceFollowsXDG() {
        #expect(ScanCache.standard(environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/home/a"])?.directory
            == "/x/cache/shifts")
        // A relative XDG_CACHE_HOME is ignored, as the spec says.
        #expect(ScanCache.standard(environment: ["XDG_CACHE_HOME": "cache", "HOME": "/home/a"])?.directory
            == "/home/a/.cache/shifts")
        #expect(ScanCache.standard(environment: [:]) == nil)
    }
}

@Suite("A cache never writes outside its folder")
struct CacheLinkTests {
    @Test("links where the cache file and its temporary go are replaced, never followed: the files they name are untouched")
    func linksAreNotFollowed() async throws {
        try await withTemporaryDirectory { directory in
            let victim = directory.appendingPathComponent("victim.txt")
            try write("precious", to: victim)
            let folder = directory.appendingPathComponent("cache").path
            let cache = ScanCache(directory: folder, minimumFileSize: 0)
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let calendarPath = DataDirectory.calendarFile(in: directory).path
            let target = cache.cacheFile(for: calendarPath)
            try FileManager.default.createSymbolicLink(atPath: target, withDestinationPath: victim.path)
            try FileManager.default.createSymbolicLink(atPath: target + ".\(getpid()).tmp", withDestinationPath: victim.path)
            ScanCache.replace(target, with: Array("cache".utf8))
            #expect(try readText(victim) == "precious")
            // The cache file is a file of its own now, with what was kept.
            let attributes = try FileManager.default.attributesOfItem(atPath: target)
            #expect(attributes[.type] as? FileAttributeType == .typeRegular)
            #expect(try readText(URL(fileURLWithPath: target)) == "cache")
            #expect(!FileManager.default.fileExists(atPath: target + ".\(getpid()).tmp"))
        }
    }
}
