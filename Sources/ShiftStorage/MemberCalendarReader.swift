import Foundation
import ShiftModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads members' calendars, read-only: a single .ics file, or a vdir (a
/// folder of .ics files, one event each, as vdirsyncer writes them).
///
/// A file is cut into events by the quick scan and only the events that
/// reach into the range asked for are decoded with libical (`MemberSource`);
/// an index by time finds them without walking the year. What was read is
/// kept per member in memory and, with a `TeamCache`, on disk for the next
/// start: a vdir's files are then not opened while the folder is the one
/// the cache was made from (vdirsyncer adds, removes and replaces files by
/// renaming, which changes the folder), and a single file is trusted only
/// when its every byte hashes as before.
/// Not thread-safe: used on the storage queue only.
final class MemberCalendarReader {
    /// How far beyond the range asked for recurring events are expanded,
    /// so that moving by a week or two needs no new expansion.
    static let expansionMargin: TimeInterval = 8 * 7 * 86_400

    /// Events (a vdir: files) read of one member at most: past it the
    /// member's row says so (`MemberCalendarProblem.tooLarge`), and what
    /// one member can take of memory is bounded (about 35 MB at the limit).
    static let eventLimit = 100_000
    /// What the members kept in memory may take together, estimated
    /// (`MemberCalendar.estimatedBytes`); past it the least recently read
    /// are let go (their cache on disk stays) until it is met again. A
    /// screen's rows and their neighbouring weeks fit many times over, and
    /// 600 members of single files (about 35 kB each); 600 vdirs (about
    /// 130 kB each) do not, and a read of every member (`team now`, the
    /// swap finder) reads most of them from their cache again.
    static let memoryBudget = 24 << 20

    let calendar: Calendar
    let cache: TeamCache?
    let eventLimit: Int
    let memoryBudget: Int
    private let codec: EventCodec
    private var members: [String: MemberCalendar] = [:]
    /// When each member kept was last read (a count of reads), and what
    /// each is estimated to take.
    private var lastRead: [String: Int] = [:]
    private var reads = 0
    private var footprints: [String: Int] = [:]
    private(set) var keptBytes = 0
    private let zoneShelf = ZoneShelf()
    /// Events handed to libical (for tests: only what is in view is).
    private(set) var parseCount = 0
    /// Member files opened and read (for tests of the cache).
    private(set) var filesRead = 0

    init(calendar: Calendar, cache: TeamCache? = nil, eventLimit: Int = MemberCalendarReader.eventLimit,
         memoryBudget: Int = MemberCalendarReader.memoryBudget) {
        self.calendar = calendar
        self.cache = cache
        self.eventLimit = eventLimit
        self.memoryBudget = memoryBudget
        codec = EventCodec(calendar: calendar)
    }

    /// The members kept in memory now (for tests of the budget).
    var keptPaths: Set<String> { Set(members.keys) }

    /// The shifts of the calendar at `path` that overlap `interval`, in start order.
    func shifts(at path: String, in interval: DateInterval) -> Result<[ScheduledShift], MemberCalendarProblem> {
        let before = (parseCount, filesRead)
        let shifts = read(at: path, in: interval)
        reads += 1
        if members[path] != nil {
            lastRead[path] = reads
            if footprints[path] == nil || before != (parseCount, filesRead) { account(path) }
        }
        keepWithinBudget(sparing: path)
        return shifts
    }

    private func read(at path: String, in interval: DateInterval) -> Result<[ScheduledShift], MemberCalendarProblem> {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = errno
            forget(path)
            if code == ENOENT || code == ENOTDIR {
                if let dangling = POSIXFailure.danglingLink(at: path) {
                    return .failure(.unreadable(path: path, reason: dangling.message))
                }
                return .failure(.missing(path: path))
            }
            return .failure(.unreadable(path: path, reason: POSIXFailure(code: code).message))
        }
        let identity = FileIdentity(info)
        let firstRead = members[path] == nil
        let member: MemberCalendar
        let outcome: Result<Void, MemberCalendarProblem>
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            (member, outcome) = file(path, identity: identity, in: interval)
        case S_IFDIR:
            (member, outcome) = folder(path, identity: identity, in: interval)
        default:
            forget(path)
            return .failure(.unreadable(path: path, reason: POSIXFailure.notRegularFile(mode: info.st_mode).message))
        }
        members[path] = member
        if let events = member.eventsOverLimit {
            // Kept only as that fact: the same file or folder is not read again.
            return .failure(.tooLarge(path: path, events: events, limit: eventLimit))
        }
        let shifts = outcome.flatMap { _ in collect(member, path: path, in: interval) }
        // Written when files were read or listed, and after the first read
        // here (the week a start shows first); events decoded by later moves
        // wait for the next write: writing every move cost more than the
        // move's own reading and decoding.
        if member.changed || (member.decodedMore && firstRead), let cache {
            cache.keep(member, at: path)
            member.changed = false
            member.decodedMore = false
        }
        return shifts
    }

    // MARK: A single file

    /// `again`: this is the second try, after the file changed while read.
    private func file(_ path: String, identity: FileIdentity, in interval: DateInterval,
                      again: Bool = false) -> (MemberCalendar, Result<Void, MemberCalendarProblem>) {
        var bytes: [UInt8]?
        var member = members[path].flatMap { $0.isFolder || $0.identity != identity ? nil : $0 }
        if member == nil {
            // What the cache kept is used only for this very text.
            guard let read = readFile(path) else { return (MemberCalendar(isFolder: false), .failure(.missing(path: path))) }
            switch read {
            case .failure(let problem): return (MemberCalendar(isFolder: false), .failure(problem))
            case .success(let contents):
                bytes = contents.bytes
                let hash = ScanCacheFormat.contentHash(contents.bytes)
                if let kept = cache?.member(at: path, calendar: calendar), !kept.isFolder, kept.contentHash == hash,
                   kept.sources.count == 1 {
                    kept.identity = contents.identity
                    kept.sources[0].identity = contents.identity
                    member = kept
                } else {
                    let fresh = MemberCalendar(isFolder: false)
                    fresh.identity = contents.identity
                    fresh.contentHash = hash
                    do throws(ReadProblem) {
                        fresh.setSources([try MemberSource(name: "", identity: contents.identity, bytes: contents.bytes)])
                    } catch {
                        // Not kept as read: the next read tries the file again.
                        fresh.identity = .unknown
                        return (fresh, .failure(Self.problem(error, path: path)))
                    }
                    let events = fresh.eventCount
                    if events > eventLimit {
                        fresh.markOverLimit(events)
                        return (fresh, .success(()))
                    }
                    fresh.changed = true
                    member = fresh
                }
            }
        }
        guard let member else { return (MemberCalendar(isFolder: false), .failure(.missing(path: path))) }
        guard !member.pendingSources(in: interval).isEmpty else { return (member, .success(())) }
        if bytes == nil {
            guard let read = readFile(path) else { return (member, .failure(.missing(path: path))) }
            switch read {
            case .failure(let problem): return (member, .failure(problem))
            case .success(let contents):
                guard contents.identity == member.identity else {
                    // Changed since it was looked at: read afresh.
                    members[path] = nil
                    guard !again else { return (MemberCalendar(isFolder: false), .failure(Self.changedWhileRead(path))) }
                    return file(path, identity: contents.identity, in: interval, again: true)
                }
                bytes = contents.bytes
            }
        }
        guard let bytes else { return (member, .success(())) }
        if !member.sources[0].decode(in: interval, from: bytes, codec: codec, zones: zoneShelf, parses: &parseCount) {
            members[path] = nil
            guard !again else { return (MemberCalendar(isFolder: false), .failure(Self.changedWhileRead(path))) }
            return file(path, identity: identity, in: interval, again: true)
        }
        member.decodedMore = true
        return (member, .success(()))
    }

    // MARK: A vdir

    private func folder(_ path: String, identity: FileIdentity,
                        in interval: DateInterval) -> (MemberCalendar, Result<Void, MemberCalendarProblem>) {
        let member: MemberCalendar
        if let known = members[path], known.isFolder {
            member = known
        } else if let kept = cache?.member(at: path, calendar: calendar), kept.isFolder {
            member = kept
        } else {
            member = MemberCalendar(isFolder: true)
        }
        // While the folder is the same (and was not changing when it was
        // listed), so are its files: a week move stats nothing but the folder.
        if !(member.isTrusted && member.identity == identity) {
            if let problem = relist(member, path: path, identity: identity, decoding: interval) {
                return (member, .failure(problem))
            }
        }
        if member.eventsOverLimit != nil { return (member, .success(())) }
        for index in member.pendingSources(in: interval) {
            let filePath = path + "/" + member.sources[index].name
            guard let read = readFile(filePath) else {
                member.isTrusted = false
                member.changed = true
                continue
            }
            switch read {
            case .failure(let problem):
                member.isTrusted = false
                member.changed = true
                return (member, .failure(problem))
            case .success(let contents):
                if contents.identity != member.sources[index].identity
                    || !member.sources[index].decode(in: interval, from: contents.bytes, codec: codec, zones: zoneShelf, parses: &parseCount) {
                    // Replaced in place since it was listed: read afresh.
                    do throws(ReadProblem) {
                        var source = try MemberSource(name: member.sources[index].name, identity: contents.identity,
                                                      bytes: contents.bytes)
                        _ = source.decode(in: interval, from: contents.bytes, codec: codec, zones: zoneShelf, parses: &parseCount)
                        member.replace(index, with: source)
                        member.changed = true
                    } catch {
                        member.isTrusted = false
                        member.changed = true
                        return (member, .failure(Self.problem(error, path: filePath)))
                    }
                }
                member.decodedMore = true
            }
        }
        return (member, .success(()))
    }

    /// Lists the folder again: files whose identity is unchanged are kept
    /// as read, new and changed ones are read, gone ones forgotten.
    /// The files read are decoded within `interval` while at hand.
    private func relist(_ member: MemberCalendar, path: String, identity: FileIdentity,
                        decoding interval: DateInterval) -> MemberCalendarProblem? {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: path)
                .filter { $0.hasSuffix(".ics") && !$0.hasPrefix(".") }.sorted()
        } catch {
            return .unreadable(path: path, reason: "the folder cannot be listed")
        }
        // Too many files to read: said before any is opened.
        if names.count > eventLimit {
            member.markOverLimit(names.count)
            member.identity = identity
            member.isTrusted = !identity.isRecent
            return nil
        }
        var known: [String: Int] = [:]
        for (index, source) in member.sources.enumerated() { known[source.name] = index }
        var sources: [MemberSource] = []
        sources.reserveCapacity(names.count)
        var failure: MemberCalendarProblem?
        for name in names {
            let filePath = path + "/" + name
            let current: FileIdentity?
            do throws(POSIXFailure) {
                current = try FileIdentity.current(at: filePath)
            } catch {
                failure = failure ?? .unreadable(path: filePath, reason: error.message)
                continue
            }
            guard let current else { continue }
            if let index = known[name], member.sources[index].identity == current {
                sources.append(member.sources[index])
                continue
            }
            guard let read = readFile(filePath) else { continue }
            switch read {
            case .failure(let problem):
                failure = failure ?? problem
            case .success(let contents):
                do throws(ReadProblem) {
                    var source = try MemberSource(name: name, identity: contents.identity, bytes: contents.bytes)
                    _ = source.decode(in: interval, from: contents.bytes, codec: codec, zones: zoneShelf, parses: &parseCount)
                    sources.append(source)
                } catch {
                    failure = failure ?? Self.problem(error, path: filePath)
                }
            }
        }
        // A folder that cannot be read whole is listed again next time,
        // and so is one listed while it may still be changing.
        let trusted = failure == nil && !identity.isRecent
        if member.identity != identity || member.isTrusted != trusted { member.changed = true }
        member.identity = identity
        member.isTrusted = trusted
        let same = sources.count == member.sources.count
            && zip(sources, member.sources).allSatisfy { $0.name == $1.name && $0.identity == $1.identity }
        if !same || member.eventsOverLimit != nil {
            member.setSources(sources)
            member.changed = true
        }
        let events = member.eventCount
        if events > eventLimit { member.markOverLimit(events) }
        return failure
    }

    // MARK: The memory budget

    /// Counts again what the member at `path` takes.
    private func account(_ path: String) {
        guard let member = members[path] else { return }
        let bytes = member.estimatedBytes()
        keptBytes += bytes - (footprints[path] ?? 0)
        footprints[path] = bytes
    }

    private func forget(_ path: String) {
        members[path] = nil
        lastRead[path] = nil
        keptBytes -= footprints.removeValue(forKey: path) ?? 0
    }

    /// Lets go of the members read longest ago until the rest fit the
    /// budget; the one just read stays, however large. Their cache is not
    /// written then: what they decoded since it was (weeks moved to) is
    /// decoded again if asked for, from a few files, where writing the
    /// whole member's cache at each letting go cost more than the reads
    /// it spared (600 vdir members, every one asked for a new week: 1.5 s
    /// against 0.1 s of decoding).
    private func keepWithinBudget(sparing current: String) {
        while keptBytes > memoryBudget {
            guard let oldest = lastRead.filter({ $0.key != current }).min(by: { $0.value < $1.value })?.key else { return }
            forget(oldest)
        }
    }

    // MARK: What is shown

    private func collect(_ member: MemberCalendar, path: String,
                         in interval: DateInterval) -> Result<[ScheduledShift], MemberCalendarProblem> {
        var shifts = member.placedShifts(in: interval)
        if member.hasRest {
            if !(member.expansion.map { $0.range.start <= interval.start && interval.end <= $0.range.end } ?? false) {
                let range = DateInterval(start: interval.start.addingTimeInterval(-Self.expansionMargin),
                                         end: interval.end.addingTimeInterval(Self.expansionMargin))
                var expanded: [ScheduledShift] = []
                for source in member.sources where source.rest != nil {
                    let filePath = member.isFolder ? path + "/" + source.name : path
                    switch source.expandRest(over: range, path: filePath, calendar: calendar, parses: &parseCount) {
                    case .success(let more): expanded += more
                    case .failure(let problem): return .failure(problem)
                    }
                }
                member.expansion = (range, expanded)
            }
            shifts += member.expansion?.shifts ?? []
        }
        var seen = Set<ShiftID>()
        return .success(shifts.filter { $0.end > interval.start && $0.start < interval.end && seen.insert($0.id).inserted }
            .sorted(by: ScheduledShift.startOrder))
    }

    /// The file's bytes and the identity they are known by. A file whose
    /// identity after the read is not the one it had when opened was
    /// rewritten in place meanwhile (a program that truncates and writes):
    /// read once more, and if it changes again, a failure for this time,
    /// so that a torn text is never kept under either identity.
    private func readFile(_ path: String) -> Result<(bytes: [UInt8], identity: FileIdentity), MemberCalendarProblem>? {
        for _ in 0..<2 {
            filesRead += 1
            do throws(POSIXFailure) {
                guard let contents = try AtomicFile.read(path) else { return nil }
                guard try FileIdentity.current(at: path) == contents.identity else { continue }
                return .success(contents)
            } catch {
                return .failure(.unreadable(path: path, reason: error.message))
            }
        }
        return .failure(Self.changedWhileRead(path))
    }

    /// A file that changed twice while it was being read: shown as such
    /// this time, read again at the next.
    private static func changedWhileRead(_ path: String) -> MemberCalendarProblem {
        .unreadable(path: path, reason: "the file changed while it was read; it is read again next time")
    }

    private static func problem(_ error: ReadProblem, path: String) -> MemberCalendarProblem {
        .unreadable(path: path, reason: clean((error.line.map { "line \($0): " } ?? "") + error.problem))
    }

    /// A member's text is another program's: no control characters (line
    /// breaks kept in notes), no bidirectional overrides.
    static func sanitized(_ shift: ScheduledShift) -> ScheduledShift {
        var clean = shift
        clean.title = Self.clean(shift.title)
        clean.symbol = shift.symbol.map { Self.clean($0) }
        clean.location = shift.location.map { Self.clean($0) }
        clean.notes = Self.clean(shift.notes, keepingLines: true)
        clean.sick = shift.sick.map { SickMark(reason: Self.clean($0.reason)) }
        return clean
    }

    static func clean(_ text: String, keepingLines: Bool = false) -> String {
        UntrustedText.cleaned(text, keepingLines: keepingLines)
    }
}

extension FileIdentity {
    /// Modified within the last two seconds: a change in the same clock
    /// tick might leave the same time, so such a file or folder is not
    /// trusted by its identity alone.
    var isRecent: Bool {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return Int64(now.tv_sec) - modifiedSeconds < 2
    }
}
