import Dispatch
import Foundation
import ReduxTesting
import ShiftModel
import Testing
@testable import ShiftStorage

/// A member's calendar rewritten in place while it is read (a program that
/// truncates and writes rather than renaming, as vdirsyncer does): every
/// read is the old text, the new one, or a failure naming the file, never a
/// crash; and once the writing stops, what is read, with or without the
/// cache a torn read may have met, is the file as it is. Bounded by counts:
/// how the reads and writes interleave is up to the machine.
@Suite(.timeLimit(.minutes(BoundedWait.timeLimitMinutes)))
struct ChangingMemberFileTests {
    static let early = MemberCalendarTests.event("e", ["DTSTART:20261208T050000Z", "DTEND:20261208T130000Z",
                                                       "SUMMARY:Early"])
    static let late = MemberCalendarTests.event("l", ["DTSTART:20261209T120000Z", "DTEND:20261209T200000Z",
                                                      "SUMMARY:Late shift, with a longer title"])

    /// Writes `texts` in turn over `path`, `rounds` times, each as a
    /// truncation and two writes (a reader may find half of one), on a
    /// queue of its own.
    static func rewrite(_ path: String, with texts: [String], rounds: Int) async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue(label: "ChangingMemberFileTests.writer").async {
                for round in 0..<rounds {
                    let bytes = Array(texts[round % texts.count].utf8)
                    let descriptor = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
                    guard descriptor >= 0 else { continue }
                    let half = bytes.count / 2
                    bytes.withUnsafeBytes { buffer in
                        guard let base = buffer.baseAddress else { return }
                        _ = write(descriptor, base, half)
                        _ = write(descriptor, base + half, bytes.count - half)
                    }
                    close(descriptor)
                }
                done.resume()
            }
        }
    }

    @Test("a file rewritten in place while read: old, new or a failure naming it; afterwards exactly the file")
    func rewrittenWhileRead() async throws {
        try await withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("ana.ics").path
            try write(Self.early, to: URL(fileURLWithPath: file))
            let week = DateInterval(start: try instant(try calendar(), 2026, 12, 7),
                                    end: try instant(try calendar(), 2026, 12, 14))
            let cache = TeamCache(directory: directory.appendingPathComponent("cache/team").path)
            let member = TeamMember(id: "m", name: "Ana", initials: "A", calendarPath: file)
            let service = FileTeamService(fileURL: DataDirectory.teamFile(in: directory), calendar: try calendar(),
                                          cache: cache)
            async let writing: Void = Self.rewrite(file, with: [Self.late, Self.early], rounds: 400)
            var answers: [String: Int] = [:]
            for _ in 0..<200 {
                switch await service.rota(of: member, in: week).shifts {
                case .success(let shifts):
                    // The file passes through three states: empty (just
                    // truncated: a calendar of nothing), half written (no
                    // calendar: a failure) and whole.
                    let titles = shifts.map(\.title).joined(separator: "+")
                    #expect(["", "Early", "Late shift, with a longer title"].contains(titles), "read as \(titles)")
                    answers[titles, default: 0] += 1
                case .failure(let problem):
                    #expect(String(describing: problem).contains(file), "\(problem)")
                    answers["failure", default: 0] += 1
                }
            }
            await writing
            #expect(answers.values.reduce(0, +) == 200)
            // The writer ended on its 400th text, the second: Early.
            let stamp = try FileIdentity.current(at: file)
            #expect(try await service.rotaShifts(member, week) == ["Early"])
            let fresh = FileTeamService(fileURL: DataDirectory.teamFile(in: directory), calendar: try calendar(),
                                        cache: cache)
            #expect(try await fresh.rota(of: member, in: week).shifts.get().map(\.title) == ["Early"])
            #expect(try FileIdentity.current(at: file) == stamp)
            #expect(try String(contentsOfFile: file, encoding: .utf8) == Self.early)
        }
    }
}

extension FileTeamService {
    /// The titles of `member`'s shifts in `week`.
    fileprivate func rotaShifts(_ member: TeamMember, _ week: DateInterval) async throws -> [String] {
        try await rota(of: member, in: week).shifts.get().map(\.title)
    }
}
