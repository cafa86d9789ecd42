import Foundation
import ReduxTesting
import ShiftModel
import Testing
@testable import ShiftStorage

/// Members' calendars that are not what they say: a FIFO nobody writes to,
/// /dev/zero, a symbolic link loop, a vdir holding a link loop or a FIFO,
/// and a file named with escape bytes. Each is that member's failure naming
/// the file, answered at once rather than waited on (a file named oddly is
/// read as any other); nothing of theirs is ever written.
@Suite(.timeLimit(.minutes(BoundedWait.timeLimitMinutes)))
struct HostileMemberTests {
    func week() throws -> DateInterval {
        let calendar = try calendar()
        return DateInterval(start: try instant(calendar, 2026, 12, 7), end: try instant(calendar, 2026, 12, 14))
    }

    static func member(_ path: String) -> TeamMember {
        TeamMember(id: "m", name: "Ana", initials: "A", calendarPath: path)
    }

    @Test("a FIFO, /dev/zero and a link loop: each a failure naming the path, never a hang")
    func specialFiles() async throws {
        try await withTemporaryDirectory { directory in
            let fifo = directory.appendingPathComponent("fifo.ics").path
            try #require(mkfifo(fifo, 0o600) == 0)
            let loop = directory.appendingPathComponent("loop.ics").path
            let other = directory.appendingPathComponent("other.ics").path
            try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: other)
            try FileManager.default.createSymbolicLink(atPath: other, withDestinationPath: loop)
            let service = FileTeamService(fileURL: DataDirectory.teamFile(in: directory), calendar: try calendar())
            for path in [fifo, "/dev/zero", loop] {
                let answer = await service.rota(of: Self.member(path), in: try week()).shifts
                guard case .failure(let problem) = answer else {
                    Issue.record("\(path): read as \(answer)")
                    continue
                }
                #expect(String(describing: problem).contains(path), "\(path): \(problem)")
            }
        }
    }

    @Test("a vdir file named with escape bytes is read as any other, its title cleaned; nothing written")
    func escapedNames() async throws {
        try await withTemporaryDirectory { directory in
            let vdir = directory.appendingPathComponent("ana", isDirectory: true)
            try FileManager.default.createDirectory(at: vdir, withIntermediateDirectories: true)
            try write(MemberCalendarTests.event("g", ["DTSTART:20261208T050000Z", "DTEND:20261208T130000Z",
                                                      "SUMMARY:Early"]), to: vdir.appendingPathComponent("good.ics"))
            try write(MemberCalendarTests.event("e", ["DTSTART:20261209T050000Z", "DTEND:20261209T130000Z",
                                                      "SUMMARY:\u{1B}]0;owned\u{07}Late"]),
                      to: vdir.appendingPathComponent("\u{1B}[2Jevil.ics"))
            let names = try FileManager.default.contentsOfDirectory(atPath: vdir.path).sorted()
            let stamps = try Self.stamps(vdir, names)
            let service = FileTeamService(fileURL: DataDirectory.teamFile(in: directory), calendar: try calendar())
            let shifts = try await service.rota(of: Self.member(vdir.path), in: try week()).shifts.get()
            #expect(shifts.map(\.id.rawValue).sorted() == ["e", "g"])
            #expect(shifts.first { $0.id == "e" }?.title == "Late")
            #expect(try FileManager.default.contentsOfDirectory(atPath: vdir.path).sorted() == names)
            #expect(try Self.stamps(vdir, names) == stamps)
        }
    }

    @Test("a vdir holding a link loop, or a FIFO: the member's failure names that file, at once")
    func hostileVdirEntries() async throws {
        try await withTemporaryDirectory { directory in
            let looped = directory.appendingPathComponent("looped", isDirectory: true)
            let piped = directory.appendingPathComponent("piped", isDirectory: true)
            for vdir in [looped, piped] {
                try FileManager.default.createDirectory(at: vdir, withIntermediateDirectories: true)
                try write(MemberCalendarTests.event("g", ["DTSTART:20261208T050000Z", "DTEND:20261208T130000Z",
                                                          "SUMMARY:Early"]), to: vdir.appendingPathComponent("good.ics"))
            }
            let a = looped.appendingPathComponent("a.ics").path, b = looped.appendingPathComponent("b.ics").path
            try FileManager.default.createSymbolicLink(atPath: a, withDestinationPath: b)
            try FileManager.default.createSymbolicLink(atPath: b, withDestinationPath: a)
            let fifo = piped.appendingPathComponent("fifo.ics").path
            try #require(mkfifo(fifo, 0o600) == 0)
            let service = FileTeamService(fileURL: DataDirectory.teamFile(in: directory), calendar: try calendar())
            for (vdir, named) in [(looped, a), (piped, fifo)] {
                let answer = await service.rota(of: Self.member(vdir.path), in: try week()).shifts
                guard case .failure(.unreadable(let path, let reason)) = answer else {
                    Issue.record("\(vdir.lastPathComponent): \(answer)")
                    continue
                }
                #expect(path == named)
                #expect(!reason.isEmpty)
            }
        }
    }

    static func stamps(_ folder: URL, _ names: [String]) throws -> [Date?] {
        try names.map { name in
            try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(name).path)[.modificationDate] as? Date
        }
    }
}
