import Foundation
import ShiftFeatures
import ShiftModel
import Synchronization

/// The team in `team.json` in the data dir, and the members' calendars,
/// read-only (`MemberCalendarReader`). team.json is replaced atomically
/// under the data dir lock; one that cannot be read, or is from a newer
/// version, is never overwritten.
package final class FileTeamService: TeamService {
    package let fileURL: URL
    private let reader: Mutex<MemberCalendarReader>
    /// Whether a member's neighbouring weeks are read ahead
    /// (`readNeighbouringWeeksAhead`).
    private let readsAhead = Atomic<Bool>(false)
    private let answerParses = Atomic<Int>(0)

    /// `calendar`: the user's, whose zone the members' shifts' days are in;
    /// `cache`: where what was read is kept for the next start (none: each
    /// start reads the members' files again).
    package convenience init(fileURL: URL, calendar: Calendar, cache: TeamCache? = nil) {
        self.init(fileURL: fileURL, calendar: calendar, cache: cache, eventLimit: MemberCalendarReader.eventLimit,
                  memoryBudget: MemberCalendarReader.memoryBudget)
    }

    /// With the reader's bounds chosen (tests: small ones).
    init(fileURL: URL, calendar: Calendar, cache: TeamCache?, eventLimit: Int, memoryBudget: Int) {
        self.fileURL = fileURL
        self.reader = Mutex(MemberCalendarReader(calendar: calendar, cache: cache, eventLimit: eventLimit,
                                                 memoryBudget: memoryBudget))
    }

    private var path: String { fileURL.path }

    package func load() async throws -> Team {
        try await FileCalendarService.queue.run { () throws(TeamFileError) -> Team in try self.loadNow() }
    }

    /// From now on, after a member's rota is read, the storage queue reads
    /// the week before and the week after it too, behind the answers asked
    /// for so far: for the full-screen app, where a week move into a week
    /// not yet decoded cost 6-11 ms for 60 members, most of it libical's,
    /// and the next move is usually a week on. A command that reads one
    /// range and ends must not pay for it: it is off by default.
    package func readNeighbouringWeeksAhead() {
        readsAhead.store(true, ordering: .relaxed)
    }

    package func rota(of member: TeamMember, in interval: DateInterval) async -> MemberRota {
        let path = member.calendarPath
        let shifts = await FileCalendarService.queue.run { () -> Result<[ScheduledShift], MemberCalendarProblem> in
            let (shifts, parsed) = self.reader.withLock { reader in
                let before = reader.parseCount
                return (reader.shifts(at: path, in: interval), reader.parseCount - before)
            }
            self.answerParses.add(parsed, ordering: .relaxed)
            if self.readsAhead.load(ordering: .relaxed), case .success = shifts {
                let around = DateInterval(start: interval.start.addingTimeInterval(-Self.week),
                                          end: interval.end.addingTimeInterval(Self.week))
                FileCalendarService.queue.async {
                    self.reader.withLock { _ = $0.shifts(at: path, in: around) }
                }
            }
            return shifts
        }
        return MemberRota(member: member, shifts: shifts)
    }

    private static let week: TimeInterval = 7 * 86_400

    /// Returns once everything queued on the storage queue so far, reading
    /// ahead included, is done (benches wait here for a user's pause).
    package func readAheadDone() async {
        await FileCalendarService.queue.run {}
    }

    /// Events handed to libical so far (tests of what is decoded).
    var parseCount: Int { reader.withLock { $0.parseCount } }
    /// Of those, the events decoded while a caller waited for its answer
    /// (tests of reading ahead: the rest were decoded ahead).
    var parseCountInAnswers: Int { answerParses.load(ordering: .relaxed) }
    /// Members' files read so far (tests of the cache).
    var filesRead: Int { reader.withLock { $0.filesRead } }
    /// The members' calendars kept in memory, and what they are estimated
    /// to take (tests of the memory budget).
    var keptPaths: Set<String> { reader.withLock { $0.keptPaths } }
    var keptBytes: Int { reader.withLock { $0.keptBytes } }

    /// Reads team.json, changes the team with `change` and writes it back,
    /// under the data dir lock so no other process's change is lost. A file
    /// that cannot be read is left as it is and nothing is written.
    package func update<Value: Sendable>(
        _ change: @escaping @Sendable (inout Team) -> Value
    ) async throws -> Value {
        try await FileCalendarService.queue.run { () throws(TeamFileError) -> Value in
            let directory = self.fileURL.deletingLastPathComponent().path
            do throws(AtomicFile.WriteFailure) {
                try AtomicFile.createParent(of: self.path)
            } catch {
                throw .unwritable(path: self.path, problem: error.message)
            }
            return try DataDirLock.withLock(in: directory, lockFailure: { failure -> TeamFileError in
                .unwritable(path: self.path, problem: failure.retryableProblem)
            }) { () throws(TeamFileError) -> Value in
                let before = try self.loadNow()
                var team = before
                let value = change(&team)
                // Nothing changed, nothing written: no team.json appears for a refused change.
                if team != before { try self.write(team) }
                return value
            }
        }
    }

    func loadNow() throws(TeamFileError) -> Team {
        let contents: (bytes: [UInt8], identity: FileIdentity)?
        do throws(POSIXFailure) {
            contents = try AtomicFile.read(path)
        } catch {
            throw .unreadable(path: path, problem: error.message)
        }
        guard let contents else { return Team() }
        do throws(TeamFileFormat.Problem) {
            return try TeamFileFormat.decode(contents.bytes)
        } catch {
            if let newer = error.newerVersion {
                throw .newerVersion(path: path, found: newer, supported: TeamFileFormat.currentVersion)
            }
            throw .unreadable(path: path, problem: error.message)
        }
    }

    private func write(_ team: Team) throws(TeamFileError) {
        let bytes: [UInt8]
        do throws(JSONEncodingFailure) {
            bytes = try TeamFileFormat.encode(team)
        } catch {
            throw .unwritable(path: path, problem: error.message)
        }
        do throws(AtomicFile.WriteFailure) {
            try AtomicFile.write(bytes, to: path)
        } catch {
            throw .unwritable(path: path, problem: error.message)
        }
    }
}
