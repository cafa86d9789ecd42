import Foundation
import ShiftModel
import Testing
@testable import ShiftStorage

/// A start from the scan cache hashes the calendar through a small buffer
/// and leaves its bytes on disk until something needs them: the hash is the
/// same as of the whole file, the bytes read later are the ones the document
/// was made from, and a file changed under it is never read as it.
@Suite struct ScanCacheTextTests {
    /// The hash written out plainly over the whole buffer: four lanes, one
    /// word of each 32-byte block for each, the last block zero-filled.
    static func wholeHash(_ bytes: [UInt8]) -> UInt64 {
        let multiplier: UInt64 = 0xFF51_AFD7_ED55_8CCD
        let seed: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
        var lanes = [seed, seed &+ 0x2545_F491_4F6C_DD1D, seed &+ 0x4F1B_BCDC_BFA5_3E0B, seed &+ 0x7A64_6E4D_1F2B_5C39]
        let padded = bytes + [UInt8](repeating: 0, count: (32 - bytes.count % 32) % 32)
        for block in stride(from: 0, to: padded.count, by: 32) {
            for lane in 0..<4 {
                var word: UInt64 = 0
                for index in 0..<8 { word |= UInt64(padded[block + 8 * lane + index]) << (8 * UInt64(index)) }
                lanes[lane] = (lanes[lane] ^ word) &* multiplier
                lanes[lane] ^= lanes[lane] >> 32
            }
        }
        var hash = lanes[0]
        for lane in lanes.dropFirst() {
            hash = (hash ^ lane) &* multiplier
            hash ^= hash >> 32
        }
        hash = hash &* multiplier
        return hash ^ (hash >> 29)
    }

    @Test func oneChangedByteOrLengthChangesTheHash() {
        let bytes = Self.sample(100)
        let hash = ScanCacheFormat.contentHash(bytes)
        for index in bytes.indices {
            var changed = bytes
            changed[index] ^= 1
            #expect(ScanCacheFormat.contentHash(changed) != hash, "byte \(index)")
        }
        // A zero byte more: the same blocks, another count.
        #expect(ScanCacheFormat.contentHash(bytes + [0]) != hash)
    }

    static func sample(_ count: Int) -> [UInt8] {
        (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
    }

    @Test func theHashInPiecesIsTheHashOfTheWhole() {
        for count in [0, 1, 7, 8, 9, 31, 32, 33, 63, 64, 65, 100] {
            let bytes = Self.sample(count)
            let expected = Self.wholeHash(bytes)
            #expect(ScanCacheFormat.contentHash(bytes) == expected)
            // Every cut into three pieces, empty pieces included.
            for first in 0...count {
                for second in first...count {
                    var hasher = ContentHasher(count: count)
                    bytes.withUnsafeBytes { raw in
                        hasher.combine(UnsafeRawBufferPointer(rebasing: raw[..<first]))
                        hasher.combine(UnsafeRawBufferPointer(rebasing: raw[first..<second]))
                        hasher.combine(UnsafeRawBufferPointer(rebasing: raw[second...]))
                    }
                    #expect(hasher.finalize() == expected, "count \(count), cut at \(first) and \(second)")
                }
            }
        }
    }

    @Test func aFileIsHashedThroughTheBufferAsIfWhole() throws {
        try withTemporaryFile(Self.sample(3 * HashedFile.chunkSize + 5)) { path, bytes in
            let descriptor = open(path, O_RDONLY)
            #expect(descriptor >= 0)
            defer { close(descriptor) }
            #expect(HashedFile.hash(descriptor, count: bytes.count) == Self.wholeHash(bytes))
            // Another length than the file's is not this file.
            #expect(HashedFile.hash(descriptor, count: bytes.count - 1) == nil)
            #expect(HashedFile.hash(descriptor, count: bytes.count + 1) == nil)
        }
    }

    func withTemporaryFile(_ bytes: [UInt8], _ body: (String, [UInt8]) throws -> Void) throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("shifts-hash-\(UUID().uuidString)").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        defer { unlink(path) }
        try body(path, bytes)
    }

    /// Timed events every day of February and March 2026 (near the tests'
    /// now, so the cache keeps them decoded) and one in 2030 (it does not).
    static func calendarText(title: String = "Early") -> String {
        var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//test//EN"]
        for month in 2...3 {
            for day in 1...28 {
                let date = String(format: "2026%02d%02d", month, day)
                lines += ["BEGIN:VEVENT", "UID:day-\(month)-\(day)", "DTSTART:\(date)T050000Z",
                          "DTEND:\(date)T130000Z", "SUMMARY:\(title)", "END:VEVENT"]
            }
        }
        lines += ["BEGIN:VEVENT", "UID:far", "DTSTART:20300101T080000Z", "DTEND:20300101T160000Z",
                  "SUMMARY:Far", "END:VEVENT", "END:VCALENDAR"]
        return lines.map { $0 + "\r\n" }.joined()
    }

    static let march = DateInterval(start: Date(timeIntervalSince1970: 1_772_323_200),  // 2026-03-01
                                    duration: 7 * 86_400)
    static let far = DateInterval(start: Date(timeIntervalSince1970: 1_893_456_000),  // 2030-01-01
                                  duration: 86_400)

    func service(_ directory: URL, cache: ScanCache?) throws -> FileCalendarService {
        let calendar = try calendar("UTC")
        return FileCalendarService(fileURL: DataDirectory.calendarFile(in: directory), calendar: calendar,
                                   clock: FixedClock(calendar: calendar, instant: stampInstant), scanCache: cache)
    }

    func holdsBytes(_ service: FileCalendarService) async throws -> Bool {
        try await service.perform { engine throws(CalendarFileError) in try engine.document().holdsBytes }
    }

    /// A service whose document came from the cache (a first service
    /// scanned the file and wrote the cache).
    func withCachedStart(_ body: (URL, FileCalendarService) async throws -> Void) async throws {
        try await withTemporaryDirectory { directory in
            try write(Self.calendarText(), to: DataDirectory.calendarFile(in: directory))
            let cache = ScanCache(directory: directory.appendingPathComponent("cache").path, minimumFileSize: 0)
            let first = try service(directory, cache: cache)
            _ = try await first.shifts(in: Self.march)
            #expect(try await holdsBytes(first))
            let second = try service(directory, cache: cache)
            try await body(directory, second)
        }
    }

    @Test func aStartFromTheCacheReadsTheFileOnlyForAnEventTheCacheDoesNotHold() async throws {
        try await withCachedStart { directory, service in
            let week = try await service.shifts(in: Self.march)
            #expect(week.map(\.id.rawValue) == (1...7).map { "day-3-\($0)" })
            #expect(try await holdsBytes(service) == false)
            #expect(service.parsedEventCount == 0)
            #expect(service.parseCount == 0)

            let far = try await service.shifts(in: Self.far)
            #expect(far.map(\.title) == ["Far"])
            #expect(try await holdsBytes(service))
            let uncached = try self.service(directory, cache: nil)
            #expect(try await service.shifts(in: wholeYear(calendar("UTC"))) ==
                    (try await uncached.shifts(in: wholeYear(calendar("UTC")))))
        }
    }

    /// An export and an edit from a start that left the bytes on disk read
    /// them then: the export is the file byte for byte, an excerpt the same
    /// as without the cache, and the edit keeps every other event as it was.
    @Test func anExportAndAnEditReadTheBytesLeftOnDisk() async throws {
        try await withCachedStart { directory, service in
            let file = DataDirectory.calendarFile(in: directory)
            _ = try await service.shifts(in: Self.march)
            #expect(try await holdsBytes(service) == false)
            #expect(String(decoding: try await service.calendarText(keeping: nil), as: UTF8.self) == Self.calendarText())
            let uncached = try self.service(directory, cache: nil)
            let ids: Set<ShiftID> = ["day-3-2", "far"]
            #expect(try await service.calendarText(keeping: ids) == (try await uncached.calendarText(keeping: ids)))

            try await service.delete(["day-3-2"])
            let written = try readText(file)
            #expect(written == Self.calendarText().replacingOccurrences(
                of: "BEGIN:VEVENT\r\nUID:day-3-2\r\nDTSTART:20260302T050000Z\r\nDTEND:20260302T130000Z\r\n"
                    + "SUMMARY:Early\r\nEND:VEVENT\r\n", with: ""))
            #expect(written != Self.calendarText())
        }
    }

    /// An atomic writer renames a new file over the calendar: the document
    /// still reads its own bytes through the descriptor it hashed them
    /// from, and the next call reads the new file.
    @Test func aFileRenamedOverLeavesTheDocumentItsOwnBytes() async throws {
        try await withCachedStart { directory, service in
            let file = DataDirectory.calendarFile(in: directory)
            let (before, after) = try await service.perform { engine throws(CalendarFileError) in
                let document = try engine.document()
                let other = directory.appendingPathComponent("other.ics")
                do {
                    try write(Self.calendarText(title: "Later"), to: other)
                } catch {
                    throw .unwritable(path: other.path, problem: "\(error)")
                }
                _ = rename(other.path, file.path)
                let current = try engine.document()
                do throws(ReadProblem) {
                    return (try document.bytes(), try current.bytes())
                } catch {
                    throw .unreadable(path: file.path, line: error.line, problem: error.problem)
                }
            }
            #expect(String(decoding: before, as: UTF8.self) == Self.calendarText())
            #expect(String(decoding: after, as: UTF8.self) == Self.calendarText(title: "Later"))
            #expect(try await service.shifts(in: Self.march).map(\.title) == Array(repeating: "Later", count: 7))
        }
    }

    /// A file rewritten in place, its size and modification time put back:
    /// the bytes no longer hash as the document's, so they are refused, the
    /// event is not shown from them, and the next call reads the file again.
    @Test func aFileRewrittenInPlaceIsNotReadAsTheDocument() async throws {
        try await withCachedStart { directory, service in
            let file = DataDirectory.calendarFile(in: directory)
            var info = stat()
            #expect(stat(file.path, &info) == 0)
            let times = [info.st_atim, info.st_mtim]
            let refused = try await service.perform { engine throws(CalendarFileError) -> Bool in
                let document = try engine.document()
                guard let handle = try? FileHandle(forWritingTo: file) else { return false }
                try? handle.write(contentsOf: Data(Self.calendarText(title: "Later").utf8))
                try? handle.close()
                _ = utimensat(AT_FDCWD, file.path, times, 0)
                do throws(ReadProblem) {
                    _ = try document.bytes()
                    return false
                } catch {
                    return error.problem == "the file changed while it was read; try again" && document.isStale
                }
            }
            #expect(refused)
            // Read again: the new content, scanned (the cache's hash is not the file's).
            #expect(try await service.shifts(in: Self.far).map(\.title) == ["Far"])
            #expect(try await service.shifts(in: Self.march).map(\.title) == Array(repeating: "Later", count: 7))
        }
    }
}
