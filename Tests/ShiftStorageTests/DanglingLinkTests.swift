import Foundation
import ShiftModel
import Testing
@testable import ShiftStorage

/// A calendar.ics that links into a synced folder that is not mounted: the
/// missing target is said, reads fail, and nothing replaces the link.
@Suite struct DanglingLinkTests {
    /// `<directory>/calendar.ics` -> `<directory>/sync/calendar.ics`, with
    /// no `sync` folder (it is "not mounted").
    static func danglingLink(in directory: URL) throws -> (link: URL, target: URL) {
        let target = directory.appendingPathComponent("sync/calendar.ics")
        let link = DataDirectory.calendarFile(in: directory)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)
        return (link, target)
    }

    static func problem(_ target: URL) -> String {
        "it is a symbolic link to \(target.path), which does not exist (is the folder it points into mounted?)"
    }

    @Test func readsAndWritesAreRefusedAndTheLinkStays() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            let (link, target) = try Self.danglingLink(in: directory)
            let service = makeService(in: directory, calendar: calendar)
            let refusal = CalendarFileError.unreadable(path: link.path, line: nil, problem: Self.problem(target))

            await #expect(throws: refusal) { try await service.shifts(in: wholeYear(calendar)) }
            await #expect(throws: refusal) { try await service.create([try UnreadableFileTests.newShift(calendar)]) }
            await #expect(throws: refusal) { try await service.allIDs() }
            #expect(refusal.errorDescription == "Cannot read \(link.path): \(Self.problem(target)). "
                + "The file was left untouched; fix or move it, then try again.")

            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
            #expect(!FileManager.default.fileExists(atPath: target.deletingLastPathComponent().path))
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["calendar.ics", "lock"])

            // Mounted again: read and written through the link.
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try write(crlf("BEGIN:VCALENDAR", "VERSION:2.0", "END:VCALENDAR"), to: target)
            try await service.create([try UnreadableFileTests.newShift(calendar)])
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
            #expect(eventBlock(containing: "UID:new", in: try readText(target)) != nil)
        }
    }

    /// The same for every file written atomically (the catalog, the history).
    @Test func anAtomicWriteNeverReplacesADanglingLink() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shifts-link-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let (link, target) = try Self.danglingLink(in: directory)

        #expect(throws: AtomicFile.WriteFailure(step: "cannot write through a symbolic link",
                                                 failure: POSIXFailure(code: ENOENT, explanation: Self.problem(target)))) {
            try AtomicFile.write(Array("x".utf8), to: link.path)
        }
        #expect(throws: POSIXFailure(code: ENOENT, explanation: Self.problem(target))) {
            try AtomicFile.read(link.path)
        }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["calendar.ics"])
        // A missing file that is no link is still "no file yet".
        #expect(try AtomicFile.read(directory.appendingPathComponent("other.ics").path) == nil)
    }
}
