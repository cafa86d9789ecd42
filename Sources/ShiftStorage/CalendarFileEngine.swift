import Foundation
import ShiftFeatures
import ShiftModel

/// The synchronous heart of `FileCalendarService`: the cached document, the
/// check against the file on disk, and the edits. Not thread-safe by itself;
/// the service runs it on its storage queue inside a mutex.
final class CalendarFileEngine {
    private enum Cache {
        case empty
        /// The document and the identity of the file it came from (nil: no file).
        case loaded(FileIdentity?, CalendarDocument)
        /// The file at this identity cannot be read; until it changes, every
        /// call fails the same way without reading it again.
        case failed(FileIdentity, CalendarFileError)
    }

    let path: String
    private let calendar: Calendar
    /// Lazy because building it calls libical, which must only run
    /// serialized by the storage queue (on it, or under its `sync`), and
    /// `init` runs on the caller's thread.
    private lazy var codec = EventCodec(calendar: calendar)
    private let clock: any WallClock
    private let backups: Backups
    /// The data dir: where the lock file is.
    private var directory: String { (path as NSString).deletingLastPathComponent }
    private var cache = Cache.empty
    /// How many times the file was read and scanned (for tests of the cache).
    private(set) var parseCount = 0
    /// How many events were handed to libical to decode, over all loads (for
    /// tests that only the events in view are parsed).
    private(set) var parsedEventCount = 0

    /// Where the scan of the file is kept between starts; nil: scanned at every load.
    private let scanCache: ScanCache?
    /// How far either side of now the scan cache keeps decoded events: two
    /// months, what the first screens and `today`/`next` read, so the next
    /// starts read them without libical; decoding more would make the first
    /// start after every change pay for it (libical takes about 0.1 ms an
    /// event with the file's zone), and is rarely read again before the
    /// next change.
    static let keptSpan: TimeInterval = 62 * 86_400

    init(path: String, calendar: Calendar, clock: any WallClock, backups: Int = Backups.defaultCount,
         scanCache: ScanCache? = nil) {
        self.path = path
        self.scanCache = scanCache
        self.calendar = calendar
        self.clock = clock
        self.backups = Backups(dataDirectory: (path as NSString).deletingLastPathComponent, count: backups)
    }

    /// How many range indexes a range lookup had to build itself (its
    /// caller waited for the build), and how many `buildRangeIndex` built
    /// ahead of the lookups: tests use them to prove the build is off the
    /// keys.
    private(set) var rangeIndexBuildsInLookups = 0
    private(set) var rangeIndexBuildsAhead = 0

    /// Decodes only the events that can reach into `interval` (and keeps
    /// them decoded). An event there that libical rejects is left out, and
    /// listed by `unreadableEvents`.
    func shifts(in interval: DateInterval) throws(CalendarFileError) -> [ScheduledShift] {
        let document = try document()
        let hadIndex = document.hasTimeIndex
        let shifts = document.shifts(in: interval, codec: codec, parses: &parsedEventCount)
        if !hadIndex && document.hasTimeIndex { rangeIndexBuildsInLookups += 1 }
        return shifts
    }

    /// True when the document in memory was asked for a range and has no
    /// range index yet (what `buildRangeIndex` would build). The file on
    /// disk is not looked at.
    var awaitsRangeIndex: Bool {
        guard case .loaded(_, let document) = cache else { return false }
        return document.awaitsTimeIndex
    }

    /// Builds the range index of the document in memory, when a range was
    /// asked of it and it has none, so the next range lookup finds it
    /// built. Only the cached document: a file changed on disk is read (and
    /// its index built) when a lookup asks for it.
    func buildRangeIndex() {
        guard case .loaded(_, let document) = cache, document.awaitsTimeIndex else { return }
        document.buildTimeIndex()
        rangeIndexBuildsAhead += 1
    }

    /// What the current document could not read among what was decoded so
    /// far (none when the file itself cannot be read: that is an error).
    func unreadableEvents() -> [UnreadableEvent] {
        guard case .loaded(_, let document) = cache else { return [] }
        return document.unreadableParts.map { UnreadableEvent(path: path, line: $0.line, problem: $0.problem) }
    }

    /// Reads the file into the cache (see `FileCalendarService.preload`).
    func preload() {
        _ = try? document()
    }

    /// True when the file as it is on disk now holds no event, readable or
    /// not (no file at all is an empty calendar).
    func holdsNoEvents() throws(CalendarFileError) -> Bool {
        try document().events.isEmpty
    }

    /// The ids of every event in the file as it is on disk now.
    func ids() throws(CalendarFileError) -> Set<ShiftID> {
        Set(try document().eventIndex.keys)
    }

    /// Applies `changes` (creates, updates and deletes together) to the
    /// current file content and replaces the file, or throws having written
    /// nothing. Holds the data dir lock from the check
    /// against the disk to the rename, so another process cannot slip a
    /// write in between.
    func apply(_ changes: CalendarChanges) throws(CalendarFileError) {
        try DataDirLock.withLock(in: directory, lockFailure: { failure -> CalendarFileError in
            .unwritable(path: path, problem: failure.retryableProblem)
        }) { () throws(CalendarFileError) in
            try applyLocked(changes)
        }
    }

    /// Every shift the changes expect (`CalendarChanges.expected`) must be
    /// exactly that in the file as it is now, under the lock: a shift
    /// changed by anyone since the caller read it is never overwritten.
    /// Without an expectation, a file changed on disk since it was last
    /// read or written here takes the changes only when that cannot undo
    /// the other writer's change (see `SaveConflicts`).
    private func applyLocked(_ changes: CalendarChanges) throws(CalendarFileError) {
        let seenCache = cache
        let current = try document()
        try checkExpectations(changes, in: current)
        if case .loaded(_, let seen) = seenCache, seen !== current {
            do throws(CalendarFileError) {
                try SaveConflicts.check(changes, seen: seen, onDisk: current, path: path)
            } catch {
                // Still what the caller saw: every edit based on it is
                // refused the same way until the caller reads again.
                cache = seenCache
                throw error
            }
        }
        guard let updated = try current.applying(changes, codec: codec, stamp: clock.now(), path: path,
                                                 parses: &parsedEventCount) else {
            return
        }
        LeftoverTemporaryFiles.remove(besides: path)
        backups.preserve(path)
        // Made in memory by the edit: its bytes are there.
        let output: [UInt8]
        do throws(ReadProblem) {
            output = try updated.bytes()
        } catch {
            throw .unreadable(path: path, line: error.line, problem: error.problem)
        }
        let identity: FileIdentity?
        do throws(AtomicFile.WriteFailure) {
            identity = try AtomicFile.write(output, to: path)
        } catch {
            throw .unwritable(path: path, problem: error.message)
        }
        // Without an identity the next call sees a mismatch and re-reads.
        cache = identity.map { .loaded($0, updated) } ?? .empty
    }

    private func checkExpectations(_ changes: CalendarChanges, in document: CalendarDocument) throws(CalendarFileError) {
        for (id, expected) in changes.expected {
            guard let number = document.eventIndex[id] else { throw .unknownID(id, path: path) }
            let now: ScheduledShift
            do throws(ReadProblem) {
                now = try document.shift(number, codec: codec, parses: &parsedEventCount)
            } catch {
                throw .unreadable(path: path, line: error.line, problem: error.problem)
            }
            guard now == expected else { throw .changedElsewhere(id, path: path) }
        }
    }

    /// The document for the file as it is on disk now, parsed only when the
    /// file changed since the last call.
    func document() throws(CalendarFileError) -> CalendarDocument {
        let identity: FileIdentity?
        do throws(POSIXFailure) {
            identity = try FileIdentity.current(at: path)
        } catch {
            throw .unreadable(path: path, line: nil, problem: error.message)
        }
        switch cache {
        case .loaded(let cached, let document) where cached == identity && !document.isStale:
            return document
        case .failed(let cached, let error) where cached == identity:
            throw error
        default:
            return try load()
        }
    }

    private func load() throws(CalendarFileError) -> CalendarDocument {
        if let scanCache, let document = try cachedDocument(scanCache) {
            return document
        }
        let contents: (bytes: [UInt8], identity: FileIdentity)?
        do throws(POSIXFailure) {
            contents = try AtomicFile.read(path)
        } catch {
            throw .unreadable(path: path, line: nil, problem: error.message)
        }
        guard let contents else {
            // No file: an empty calendar, created on the first write.
            let document = try readDocument(CalendarDocument.newFileText)
            cache = .loaded(nil, document)
            return document
        }
        do throws(CalendarFileError) {
            let document = try readDocument(contents.bytes, identity: contents.identity)
            cache = .loaded(contents.identity, document)
            return document
        } catch {
            cache = .failed(contents.identity, error)
            throw error
        }
    }

    private func readDocument(_ bytes: [UInt8]) throws(CalendarFileError) -> CalendarDocument {
        do throws(ReadProblem) {
            return try CalendarDocument.read(bytes, codec: codec, parses: &parsedEventCount)
        } catch {
            throw .unreadable(path: path, line: error.line, problem: error.problem)
        }
    }

    /// The document for the file at `path` when the scan cache has this
    /// very file: made from the cache, with the file's bytes left on disk
    /// until something needs them (`DocumentText`); nil when the cache does
    /// not have it (the file is then read whole, and any failure to open it
    /// reported from there).
    private func cachedDocument(_ scanCache: ScanCache) throws(CalendarFileError) -> CalendarDocument? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
              let found = scanCache.scan(ofFileAt: path, descriptor: descriptor, identity: FileIdentity(info)) else {
            close(descriptor)
            return nil
        }
        let identity = FileIdentity(info)
        let text = DocumentText(reading: HashedFile(descriptor: descriptor, identity: identity,
                                                    contentHash: found.contentHash))
        do throws(ReadProblem) {
            let document = try CalendarDocument.read(text, scanned: found.scanned, codec: codec,
                                                     parses: &parsedEventCount)
            cache = .loaded(identity, document)
            return document
        } catch {
            let failure = CalendarFileError.unreadable(path: path, line: error.line, problem: error.problem)
            // Bytes that no longer hash the same are the file changing
            // under the read, not a file that cannot be read: read it again.
            cache = text.isStale ? .empty : .failed(identity, failure)
            throw failure
        }
    }

    /// The document for the file's `bytes`, read at `identity`: scanned,
    /// and the scan kept in the cache for the next start.
    private func readDocument(_ bytes: [UInt8], identity: FileIdentity) throws(CalendarFileError) -> CalendarDocument {
        do throws(ReadProblem) {
            parseCount += 1
            let text = DocumentText(bytes)
            guard var scanned = try ICSScanner.scanSummarizingEvents(bytes) else {
                return try CalendarDocument.read(text, scanned: nil, codec: codec, parses: &parsedEventCount)
            }
            let document = try CalendarDocument.read(text, scanned: scanned, codec: codec, parses: &parsedEventCount)
            if let scanCache, scanCache.willKeep(bytes) {
                scanned.ids = document.cachedIDs
                // The events near now, decoded once here, so the next starts
                // show them without libical (the rest is read as before).
                let now = clock.now()
                scanned.events = document.eventsToKeep(
                    around: DateInterval(start: now.addingTimeInterval(-Self.keptSpan), duration: 2 * Self.keptSpan),
                    codec: codec, parses: &parsedEventCount)
                scanCache.keep(scanned, of: bytes, at: path, identity: identity)
            }
            return document
        } catch {
            throw .unreadable(path: path, line: error.line, problem: error.problem)
        }
    }
}
