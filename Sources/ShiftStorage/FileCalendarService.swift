import Dispatch
import Foundation
import ShiftFeatures
import ShiftModel
import Synchronization

/// The shifts, kept in an iCalendar file (`calendar.ics`) that other
/// calendar programs can read.
///
/// Events it did not change are written back byte for byte; each call is all
/// or nothing (atomic replace); a file it cannot read is never overwritten.
/// The parsed file is cached and re-read only when it changes on disk.
package final class FileCalendarService: CalendarService {
    /// The calendar file's path.
    package let path: String
    /// Only touched on `queue`; the mutex makes that provable to the compiler
    /// (and costs nothing, since the queue already serializes).
    private let engine: Mutex<CalendarFileEngine>
    /// Whether each document's range index is built ahead of the lookups
    /// (`buildRangeIndexesAhead`). Apart from the engine: setting it must
    /// not wait for a read in progress.
    private let indexesAhead = Atomic<Bool>(false)
    /// Whether calls run on the caller's thread instead of the storage queue.
    private let onCallingThread: Bool

    /// File I/O, fsync and parsing block, so they run here and never on the
    /// two-thread cooperative pool (that would freeze the UI). One queue for
    /// the process because libical's global state is not thread-safe, and so
    /// two services on one file cannot interleave their writes.
    static let queue = DispatchQueue(label: "shifts.storage.calendar-file", qos: .userInitiated)

    /// - Parameters:
    ///   - calendar: its time zone is the one times are written in and the
    ///     one floating times and all-day dates are read in.
    ///   - clock: stamps DTSTAMP and LAST-MODIFIED.
    ///   - backups: how many earlier versions to keep in `backups/`.
    ///   - scanCache: where the scan of the file is kept between starts
    ///     (nil: the file is scanned at every start).
    ///   - onCallingThread: for a command that asks once and ends with
    ///     nothing else running: each call does its work on the caller's
    ///     thread, so no second thread starts (a start of `shifts today`
    ///     with no thread handoff does not wait for the scheduler on a busy
    ///     machine). Never for the full-screen app: a key would wait for a
    ///     read, and the libical calls of two such services could interleave.
    package convenience init(fileURL: URL, calendar: Calendar, clock: any WallClock,
                            backups: Int = Backups.defaultCount, scanCache: ScanCache? = nil) {
        self.init(path: fileURL.path, calendar: calendar, clock: clock, backups: backups, scanCache: scanCache)
    }

    /// `init(fileURL:...)` with the file's path.
    package init(path: String, calendar: Calendar, clock: any WallClock, backups: Int = Backups.defaultCount,
                scanCache: ScanCache? = nil, onCallingThread: Bool = false) {
        self.path = path
        self.onCallingThread = onCallingThread
        self.engine = Mutex(CalendarFileEngine(path: path, calendar: calendar, clock: clock,
                                               backups: backups, scanCache: scanCache))
    }

    package convenience init(fileURL: URL, calendar: Calendar) {
        self.init(fileURL: fileURL, calendar: calendar, clock: SystemWallClock(calendar: calendar))
    }

    /// Starts reading and scanning the file on the storage queue now, so
    /// that work overlaps with the rest of start-up and the first call finds
    /// the document ready (or waits for less). A failure is kept for that
    /// call, as any load's is; a file changed meanwhile is read again.
    package func preload() {
        Self.queue.async {
            self.engine.withLock { $0.preload() }
        }
    }

    /// From now on, once a range was read from a document (the file as
    /// read, as written by an edit, as changed by another program), the
    /// storage queue builds its range index next, before another range is
    /// asked for: for the full-screen app, whose first lookup after start,
    /// after an edit or a reload would otherwise build it while a key
    /// waits (about a hundred million instructions at 300,000 events). A
    /// lookup asked meanwhile waits only for the rest of the build. A
    /// command that reads one range and ends must not pay for it: it is off
    /// by default.
    package func buildRangeIndexesAhead() {
        indexesAhead.store(true, ordering: .relaxed)
    }

    package func shifts(in interval: DateInterval) async throws -> [ScheduledShift] {
        try await perform { engine throws(CalendarFileError) in
            let shifts = try engine.shifts(in: interval)
            // Queued behind this lookup (its caller is answered first) and
            // ahead of any asked after it.
            if self.indexesAhead.load(ordering: .relaxed), engine.awaitsRangeIndex {
                Self.queue.async {
                    self.engine.withLock { $0.buildRangeIndex() }
                }
            }
            return shifts
        }
    }

    package func firstAbsence(in interval: DateInterval) async throws -> ScheduledShift? {
        try await shifts(in: interval).filter { $0.absence != nil }.min(by: ScheduledShift.startOrder)
    }

    package func create(_ shifts: [ScheduledShift]) async throws {
        try await apply(CalendarChanges(create: shifts))
    }

    package func update(_ shifts: [ScheduledShift]) async throws {
        try await apply(CalendarChanges(update: shifts))
    }

    package func delete(_ ids: [ShiftID]) async throws {
        try await apply(CalendarChanges(delete: ids))
    }

    package func apply(_ changes: CalendarChanges) async throws {
        try await perform { engine throws(CalendarFileError) in try engine.apply(changes) }
    }

    /// The events of the file that libical rejects (and VTIMEZONEs refused
    /// as unsafe), among those looked at since the file was last read: each
    /// with its first line and the problem. Left out of every answer, kept
    /// byte for byte by every write, never changed.
    package func unreadableEvents() async -> [UnreadableEvent] {
        (try? await perform { engine throws(CalendarFileError) in engine.unreadableEvents() }) ?? []
    }

    /// The ids of every shift in the file (`shifts import` skips these).
    package func allIDs() async throws -> Set<ShiftID> {
        try await perform { engine throws(CalendarFileError) in try engine.ids() }
    }

    /// True when the file holds no event, readable or not (no file is an
    /// empty calendar): nothing to show on any day, so a caller need not
    /// work out day boundaries (and load the time-zone rules) to know.
    package func holdsNoEvents() async throws -> Bool {
        try await perform { engine throws(CalendarFileError) in try engine.holdsNoEvents() }
    }

    /// How many times the file was scanned (not taken from the scan
    /// cache); tests use it to prove the caches work.
    var parseCount: Int {
        engine.withLock { $0.parseCount }
    }

    /// How many events were handed to libical; tests use it to prove that
    /// only the events in view are parsed.
    var parsedEventCount: Int {
        engine.withLock { $0.parsedEventCount }
    }

    /// How many range indexes a lookup built while its caller waited, and
    /// how many were built ahead of the lookups (`buildRangeIndexesAhead`).
    var rangeIndexBuilds: (inLookups: Int, ahead: Int) {
        engine.withLock { ($0.rangeIndexBuildsInLookups, $0.rangeIndexBuildsAhead) }
    }

    /// Returns once everything queued for the storage queue before it ran
    /// (a range index built ahead, a preload): tests wait on it, not on time.
    func queueDrained() async {
        _ = try? await perform { _ throws(CalendarFileError) in () }
    }

    /// Runs `work` on the storage queue and resumes the caller with its result.
    func perform<Result: Sendable>(
        _ work: @escaping @Sendable (CalendarFileEngine) throws(CalendarFileError) -> Result
    ) async throws -> Result {
        if onCallingThread {
            return try engine.withLock { engine throws(CalendarFileError) -> Result in try work(engine) }
        }
        return try await Self.queue.run { () throws(CalendarFileError) -> Result in
            try self.engine.withLock { engine throws(CalendarFileError) -> Result in try work(engine) }
        }
    }
}
