import Dispatch
import Foundation
import ShiftFeatures
import ShiftModel

/// The change log (`changelog.jsonl`) and undo history (`undo.json`) in the
/// data dir, written together with the change they record.
///
/// A change goes in three steps, each crash-safe on its own:
/// 1. the whole change (calendar changes, catalog edit, log entries, undo
///    move) is written to `pending-change.json` (atomic replace);
/// 2. the calendar takes the changes (all or nothing);
/// 3. the catalog takes its edit, the entries are appended to the log, the
///    undo history is replaced, and the pending file is removed.
/// Before any other work, a pending file left by a crash is settled by what
/// the calendar and the catalog hold: if nothing of the change is there, it
/// never happened and the file goes; otherwise the rest of it is made
/// (step 3 skips what was already done). So a change, its catalog edit and
/// its record survive a crash together, or none does. Every change, and
/// every settling, holds `change.lock` throughout, so another process never
/// settles, or overwrites, a pending file whose change is still being
/// written, and never changes shifts between this one's reading and writing.
package final class FileHistoryService: HistoryService {
    private let files: HistoryFiles
    private let calendar: any CalendarService
    private let catalog: any CatalogService
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
    ///   - catalog: where the catalog edit of a change goes.
    ///   - timeZoneCalendar: times in the files are written with its UTC offset.
    package init(directory: URL, calendar: any CalendarService, catalog: any CatalogService,
                timeZoneCalendar: Calendar) {
        files = HistoryFiles(directory: directory, timeZone: timeZoneCalendar.timeZone)
        self.calendar = calendar
        self.catalog = catalog
        calendarZone = timeZoneCalendar
    }

    package func undoHistory() async throws -> UndoHistory {
        try await exclusive(writing: false) {
            return try await self.perform { files throws(HistoryFileError) in try files.readUndo() }
        }
    }

    package func logEntries() async throws -> [ChangeLogEntry] {
        try await exclusive(writing: false) {
            return try await self.perform { files throws(HistoryFileError) in try files.readLog().entries.map(\.entry) }
        }
    }

    package func change(_ prepare: @escaping @Sendable (UndoHistoryRead) async throws -> HistoryCommit) async throws
        -> HistoryRecord {
        try await exclusive(writing: true) {
            let undo: UndoHistoryRead
            do {
                undo = .success(try await self.perform { files throws(HistoryFileError) in try files.readUndo() })
            } catch {
                undo = .failure(UserFacingError(error))
            }
            let commit = try await prepare(undo)
            try await self.perform { files throws(HistoryFileError) in
                try files.locked { () throws(HistoryFileError) in
                    // Before the calendar changes: a log or undo file that
                    // cannot take the record refuses the change, rather than
                    // a change made and reported as failed.
                    let record = try files.pendingRecord(commit)
                    try files.checkWritable(recordSize: record.count)
                    try files.writePending(record)
                }
            }
            let changes = commit.calendarChanges
            do {
                if changes.isEmpty, let edit = commit.operation.catalog {
                    // A catalog edit that moves no shift is made by its catalog
                    // save: until that succeeds, nothing was changed.
                    try await ChangeWriting.saveCatalog(edit, to: self.catalog)
                } else if !changes.isEmpty {
                    try await self.calendar.apply(changes)
                }
            } catch {
                // Nothing changed; if removing the file fails too, the next
                // call finds the calendar as before and removes it then.
                _ = try? await self.perform { files throws(HistoryFileError) in
                    try files.locked { () throws(HistoryFileError) in try files.removePending() }
                }
                throw error
            }
            // The change is made: what follows finishes it, and a failure
            // leaves the pending file for the next call to finish.
            let done = await ChangeWriting.stored(commit, calendar: self.calendar, zone: self.calendarZone)
            // What undo.json holds once the change is finished.
            var predicted = try? undo.get()
            if let move = done.move { predicted?.apply(move) }
            do {
                try await self.finish(done, resuming: false)
            } catch {
                return HistoryRecord(commit: done, undo: predicted, unfinished: UserFacingError(error).message)
            }
            return HistoryRecord(commit: done, undo: predicted)
        }
    }

    package func drop(_ stepID: String, from list: UndoList) async throws -> UndoHistory {
        try await exclusive(writing: true) {
            let history = try await self.perform { files throws(HistoryFileError) -> UndoHistory? in
                try files.locked { () throws(HistoryFileError) -> UndoHistory? in
                    var history = try files.readUndo()
                    guard history.drop(stepID, from: list) else { return nil }
                    try files.writeUndo(history)
                    return history
                }
            }
            guard let history else { throw StepMoved() }
            return history
        }
    }

    package func purgeLog(before cutoff: Date) async throws -> Int {
        try await exclusive(writing: true) {
            return try await self.perform { files throws(HistoryFileError) in
                try files.locked { () throws(HistoryFileError) in try files.rewriteLog { $0.time >= cutoff } }
            }
        }
    }

    package func clearLog() async throws -> Int {
        try await exclusive(writing: true) {
            return try await self.perform { files throws(HistoryFileError) in
                try files.locked { () throws(HistoryFileError) in try files.rewriteLog { _ in false } }
            }
        }
    }

    /// Settles a change a crash (or a failure after the calendar took it)
    /// left unfinished; see the type's comment. The calendar says whether
    /// the change was made (its one write is atomic, and no other process
    /// of ours changes shifts while the change lock is held): every shift
    /// as before, not made; none as before, made; some of each, another
    /// program changed them meanwhile, and the change is left pending,
    /// refusing the next changes with the way out. A catalog edit that moves
    /// no shift was made when the catalog holds it.
    private func settlePending() async throws {
        guard let pending = try await perform({ files throws(HistoryFileError) in try files.readPending() }) else {
            return
        }
        let operation = pending.operation
        let current = try await calendar.currentShifts(touchedBy: operation, calendar: calendarZone)
        let asBefore = operation.edits.count { current[$0.shiftID] == $0.before }
        let made: Bool
        if operation.edits.isEmpty {
            let catalog = try await catalog.load()
            made = catalog.map { operation.catalog?.isApplied(in: $0) ?? false } ?? false
        } else if asBefore == operation.edits.count {
            made = false
        } else if asBefore == 0 {
            made = true
        } else {
            throw HistoryFileError.unsettled(path: files.pendingPath, problem: "\(asBefore) of its "
                + "\(operation.edits.count) shifts are as before it and the others are not, so another program "
                + "changed them meanwhile")
        }
        guard made else {
            try await perform { files throws(HistoryFileError) in
                try files.locked { () throws(HistoryFileError) in try files.removePending() }
            }
            return
        }
        let done = await ChangeWriting.stored(pending, calendar: calendar, zone: calendarZone)
        try await finish(done, resuming: true)
    }

    /// Step 3: the catalog edit, the log entries and the undo move, then the
    /// pending file goes. Each part is skipped when already done, so after a
    /// crash it can run again: a catalog that holds the edit is not saved
    /// again, entries whose ids are in the log are not appended twice, a
    /// move the undo history shows is not applied twice. An undo history
    /// that cannot be read is left untouched (undo then says why). When
    /// resuming, the calendar already holds the change, so the catalog
    /// follows it even where its entry was changed meanwhile.
    private func finish(_ commit: HistoryCommit, resuming: Bool) async throws {
        if let edit = commit.operation.catalog {
            try await ChangeWriting.saveCatalog(edit, to: catalog, followingTheCalendar: resuming)
        }
        try await perform { files throws(HistoryFileError) in
            try files.locked { () throws(HistoryFileError) in
                let entries = commit.entries
                if resuming {
                    let logged = try files.loggedIDs(ofChange: commit.id)
                    try files.append(entries.filter { !logged.contains($0.id) })
                } else {
                    try files.append(entries)
                }
                if let move = commit.move, var history = try? files.readUndo(), !history.reflects(move) {
                    history.apply(move)
                    try files.writeUndo(history)
                }
                try files.removePending()
                files.removeLeftoverTemporaryFiles()
            }
        }
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
            do {
                try await self.settlePending()
            } catch where writing && !HistoryFileError.isUnsettled(error) {
                throw UserFacingError(message: "The previous change is not fully recorded yet (it is kept in "
                    + "\(self.files.pendingPath)): \(UserFacingError(error).message) Nothing was changed; this "
                    + "change can be made once that is fixed.")
            }
            return try await operation()
        }
    }

    private func takeChangeLock() async throws(HistoryFileError) -> DataDirLock {
        let directory = files.directory
        return try await Self.lockQueue.run { () throws(HistoryFileError) in
            try DataDirLock.acquire(in: directory, named: DataDirLock.changeFileName, timeout: .seconds(10),
                                    lockFailure: HistoryFileError.init(lockFailure:))
        }
    }

    private func perform<Result: Sendable>(
        _ work: @escaping @Sendable (HistoryFiles) throws(HistoryFileError) -> Result
    ) async throws -> Result {
        let files = self.files
        return try await Self.queue.run { () throws(HistoryFileError) -> Result in try work(files) }
    }
}
