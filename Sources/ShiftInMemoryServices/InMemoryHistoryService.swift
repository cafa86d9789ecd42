import Foundation
import ShiftFeatures
import ShiftModel
import Synchronization

/// History in memory, over any calendar and catalog service: for tests
/// and benchmarks that keep nothing on disk or do not look at history. Records only after the calendar took the change.
package final class InMemoryHistoryService: HistoryService {
    private let calendar: any CalendarService
    private let catalog: any CatalogService
    private let timeZoneCalendar: Calendar
    private let serializer = AsyncSerializer()
    private let stored: Mutex<(log: [ChangeLogEntry], undo: UndoHistory)>

    package init(calendar: any CalendarService, catalog: any CatalogService = InMemoryCatalogService(),
                timeZoneCalendar: Calendar, log: [ChangeLogEntry] = [], undo: UndoHistory = UndoHistory()) {
        self.calendar = calendar
        self.catalog = catalog
        self.timeZoneCalendar = timeZoneCalendar
        stored = Mutex((log, undo))
    }

    package func undoHistory() async throws -> UndoHistory { stored.withLock { $0.undo } }

    package func logEntries() async throws -> [ChangeLogEntry] { stored.withLock { $0.log } }

    package func change(_ prepare: @escaping @Sendable (UndoHistoryRead) async throws -> HistoryCommit) async throws
        -> HistoryRecord {
        try await serializer.run {
            let commit = try await prepare(.success(self.stored.withLock { $0.undo }))
            let changes = commit.calendarChanges
            var unfinished: String?
            if changes.isEmpty, let edit = commit.operation.catalog {
                // Made by its catalog save alone: a failure changed nothing.
                try await ChangeWriting.saveCatalog(edit, to: self.catalog)
            } else {
                if !changes.isEmpty { try await self.calendar.apply(changes) }
                if let edit = commit.operation.catalog {
                    do {
                        try await ChangeWriting.saveCatalog(edit, to: self.catalog)
                    } catch {
                        unfinished = UserFacingError(error).message
                    }
                }
            }
            let done = await ChangeWriting.stored(commit, calendar: self.calendar, zone: self.timeZoneCalendar)
            let undo = self.stored.withLock { stored in
                stored.log += done.entries
                if let move = done.move { stored.undo.apply(move) }
                return stored.undo
            }
            return HistoryRecord(commit: done, undo: undo, unfinished: unfinished)
        }
    }

    package func drop(_ stepID: String, from list: UndoList) async throws -> UndoHistory {
        try stored.withLock { stored in
            guard stored.undo.drop(stepID, from: list) else { throw StepMoved() }
            return stored.undo
        }
    }

    package func purgeLog(before cutoff: Date) async throws -> Int {
        stored.withLock { stored in
            let count = stored.log.count
            stored.log.removeAll { $0.time < cutoff }
            return count - stored.log.count
        }
    }

    package func clearLog() async throws -> Int {
        stored.withLock { stored in
            defer { stored.log = [] }
            return stored.log.count
        }
    }
}
