import Dispatch
import Foundation
import ShiftFeatures
import ShiftModel

/// The change log (`changelog.jsonl`) and undo history (`undo.json`) in the
/// data dir, written together with the calendar change they record.
///
/// A commit goes in three steps, each crash-safe on its own:
/// 1. the whole change (calendar changes, log entries, undo move) is written
///    to `pending-change.json` (atomic replace);
/// 2. the calendar takes the changes (all or nothing);
/// 3. the entries are appended to the log, the undo history is replaced,
///    and the pending file is removed.
/// Before any other work, a pending file left by a crash is settled by what
/// the calendar holds: if every shift is still as before the change, the
/// change never happened and the file goes; otherwise step 3 is finished
/// (it skips what was already done). So a change and its entry survive a
/// crash together, or neither does. Every write, and every settling, holds
/// `change.lock` throughout, so another process never settles, or
/// overwrites, a pending file whose change is still being written.
public final class FileHistoryService: HistoryService {
    private let files: HistoryFiles
    private let calendar: any CalendarService
    private let calendarZone: Calendar
    private let serializer = AsyncSerializer()
    /// Blocking file work (fsync) runs here, never on the cooperative pool.
    private static let queue = DispatchQueue(label: "shifts.storage.history-files", qos: .userInitiated)
    /// Waiting for `change.lock` blocks (polling); concurrent, so a wait
    /// never holds up the file work of a process's other history service.
    private static let lockQueue = DispatchQueue(
        label: "shifts.storage.change-lock", qos: .userInitiated, attributes: .concurrent)

    /// - Parameters:
    ///   - directory: the data dir.
    ///   - calendar: the calendar the changes go to (the one settling a
    ///     pending change is read from).
    ///   - timeZoneCalendar: times in the files are written with its UTC offset.
    public init(directory: URL, calendar: any CalendarService, timeZoneCalendar: Calendar) {
        files = HistoryFiles(directory: directory, timeZone: timeZoneCalendar.timeZone)
        self.calendar = calendar
        calendarZone = timeZoneCalendar
    }

    public func undoHistory() async throws -> UndoHistory {
        try await exclusive(writing: false) {
            return try await self.perform { files throws(HistoryFileError) in try files.readUndo() }
        }
    }

    public func logEntries() async throws -> [ChangeLogEntry] {
        try await exclusive(writing: false) {
            return try await self.perform { files throws(HistoryFileError) in try files.readLog().entries.map(\.entry) }
        }
    }

    public func commit(_ commit: HistoryCommit) async throws -> HistoryCommit {
        try await exclusive(writing: true) {
            try await self.perform { files throws(HistoryFileError) in
                try files.locked { () throws(HistoryFileError) in try files.writePending(commit) }
            }
            do {
                try await self.calendar.apply(commit.operation.changes)
            } catch {
                // Nothing changed; if removing the file fails too, the next
                // call finds the calendar as before and removes it then.
                _ = try? await self.perform { files throws(HistoryFileError) in
                    try files.locked { () throws(HistoryFileError) in try files.removePending() }
                }
                throw error
            }
            // The write succeeded: if reading back fails, record what was planned.
            let current = try? await self.calendar.currentShifts(touchedBy: commit.operation, calendar: self.calendarZone)
            let done = current.map(commit.stored(as:)) ?? commit
            try await self.perform { files throws(HistoryFileError) in
                try files.locked { () throws(HistoryFileError) in try Self.finish(done, files: files, resuming: false) }
            }
            return done
        }
    }

    public func purgeLog(before cutoff: Date) async throws -> Int {
        try await exclusive(writing: true) {
            return try await self.perform { files throws(HistoryFileError) in
                try files.locked { () throws(HistoryFileError) in try files.rewriteLog { $0.time >= cutoff } }
            }
        }
    }

    public func clearLog() async throws -> Int {
        try await exclusive(writing: true) {
            return try await self.perform { files throws(HistoryFileError) in
                try files.locked { () throws(HistoryFileError) in try files.rewriteLog { _ in false } }
            }
        }
    }

    /// Settles a change a crash interrupted (see the type's comment).
    private func settlePending() async throws {
        guard let pending = try await perform({ files throws(HistoryFileError) in try files.readPending() }) else {
            return
        }
        let current = try await calendar.currentShifts(touchedBy: pending.operation, calendar: calendarZone)
        let untouched = pending.operation.edits.allSatisfy { current[$0.shiftID] == $0.before }
        try await perform { files throws(HistoryFileError) in
            try files.locked { () throws(HistoryFileError) in
                if untouched {
                    try files.removePending()
                } else {
                    try Self.finish(pending.stored(as: current), files: files, resuming: true)
                }
            }
        }
    }

    /// Step 3. When resuming after a crash, what was already done is not
    /// done again: entries already in the log are not appended twice, a
    /// move the undo history already shows is not applied twice. An undo
    /// history that cannot be read is left untouched (undo then says why).
    private static func finish(_ commit: HistoryCommit, files: HistoryFiles, resuming: Bool) throws(HistoryFileError) {
        var alreadyLogged = false
        if resuming, let first = commit.entries.first { alreadyLogged = try files.logContains(first.id) }
        if !alreadyLogged { try files.append(commit.entries) }
        if let move = commit.move, var history = try? files.readUndo(), !history.reflects(move) {
            history.apply(move)
            try files.writeUndo(history)
        }
        try files.removePending()
    }

    /// One operation at a time, in this process (the serializer) and across
    /// processes (`change.lock`), after settling a pending change. A read
    /// with no pending file to settle takes no lock (and creates nothing):
    /// the files it reads are replaced atomically.
    private func exclusive<Result: Sendable>(
        writing: Bool, _ operation: @escaping @Sendable () async throws -> Result
    ) async throws -> Result {
        try await serializer.run {
            let pending = self.files.pendingPath
            guard writing || FileManager.default.fileExists(atPath: pending) else { return try await operation() }
            let lock = try await self.takeChangeLock()
            defer { lock.release() }
            try await self.settlePending()
            return try await operation()
        }
    }

    private func takeChangeLock() async throws(HistoryFileError) -> DataDirLock {
        let directory = files.directory
        return try await Self.lockQueue.run { () throws(HistoryFileError) in
            try DataDirLock.acquire(in: directory, named: DataDirLock.changeFileName,
                                    timeout: .seconds(10)) { failure -> HistoryFileError in
                .unwritable(path: (directory as NSString).appendingPathComponent(DataDirLock.changeFileName),
                            problem: failure.retryableProblem)
            }
        }
    }

    private func perform<Result: Sendable>(
        _ work: @escaping @Sendable (HistoryFiles) throws(HistoryFileError) -> Result
    ) async throws -> Result {
        let files = self.files
        return try await Self.queue.run { () throws(HistoryFileError) -> Result in try work(files) }
    }
}

/// Runs async operations one at a time, in the order they arrive: a commit
/// suspends while the calendar writes, and no other history call may start
/// in between.
actor AsyncSerializer {
    private var isBusy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func run<Result: Sendable>(_ operation: @Sendable () async throws -> Result) async throws -> Result {
        if isBusy {
            await withCheckedContinuation { waiting.append($0) }
        }
        isBusy = true
        defer {
            if waiting.isEmpty {
                isBusy = false
            } else {
                waiting.removeFirst().resume()
            }
        }
        return try await operation()
    }
}
