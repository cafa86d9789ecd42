import Foundation
import ReduxTesting
import ShiftFeatures
import ShiftModel
import Synchronization
import Testing
@testable import ShiftStorage

/// The data dir watcher on a real folder: writes made the way `shifts` and
/// other programs make them (an atomic rename, an append, a delete, a write
/// through a symlink into another folder) each arrive as the file they
/// changed. The watch is in place when `changes()` returns, so a write right
/// after it is seen.
@Suite("Watching the data dir (inotify)")
struct DataDirWatcherTests {
    /// Collects what the watcher delivers, for bounded waits on it.
    final class Received: Sendable {
        private let sets = Mutex<[Set<DataFile>]>([])
        private let task = Mutex<Task<Void, Never>?>(nil)

        init(_ watcher: DataDirWatcher) {
            let stream = watcher.changes()
            task.withLock { $0 = Task { [self] in for await files in stream { sets.withLock { $0.append(files) } } } }
        }

        var all: Set<DataFile> { sets.withLock { $0.reduce(into: Set()) { $0.formUnion($1) } } }
        var batches: [Set<DataFile>] { sets.withLock { $0 } }

        /// Waits (bounded) until `file` has arrived.
        func wait(for files: Set<DataFile>) async {
            await waitFor("\(files) to be reported") {
                while !files.isSubset(of: self.all) { await Task.yield() }
            }
        }

        func stop() { task.withLock { $0?.cancel() } }
    }

    @Test("an atomic rename, an append and a delete each name their file; other names are not reported")
    func writesAreReported() async throws {
        try await withTemporaryDirectory { directory in
            let received = Received(DataDirWatcher(directory: directory, settle: .milliseconds(20)))
            defer { received.stop() }
            let calendarPath = DataDirectory.calendarFile(in: directory).path
            _ = try await offThePool {
                try AtomicFile.write(Array("BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n".utf8), to: calendarPath)
            }
            await received.wait(for: [.calendar])
            try write("{}\n", to: DataDirectory.changeLogFile(in: directory))
            let handle = try FileHandle(forWritingTo: DataDirectory.changeLogFile(in: directory))
            try handle.seekToEnd()
            try handle.write(contentsOf: Data("{}\n".utf8))
            try handle.close()
            await received.wait(for: [.changeLog])
            try FileManager.default.removeItem(at: DataDirectory.calendarFile(in: directory))
            _ = try await offThePool { try AtomicFile.write(Array("{}".utf8), to: DataDirectory.undoFile(in: directory).path) }
            await received.wait(for: [.undoHistory])
            #expect(!received.all.contains(.catalog))
        }
    }

    @Test("holidays.ics replaced by an import and removed by a clear are each reported as the holidays")
    func holidaysFileIsReported() async throws {
        try await withTemporaryDirectory { directory in
            let received = Received(DataDirWatcher(directory: directory, settle: .milliseconds(20)))
            defer { received.stop() }
            let holidays = DataDirectory.holidaysFile(in: directory)
            _ = try await offThePool { try AtomicFile.write(Array("BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n".utf8), to: holidays.path) }
            await received.wait(for: [.holidays])
            #expect(received.batches == [[.holidays]])
            try FileManager.default.removeItem(at: holidays)
            await waitFor("the clear to be reported") {
                while received.batches.count < 2 { await Task.yield() }
            }
            #expect(received.batches.last == [.holidays])
        }
    }

    @Test("a calendar.ics that links into another folder is watched there too")
    func linkedCalendarIsWatchedWhereItPoints() async throws {
        try await withTemporaryDirectory { directory in
            let synced = directory.appendingPathComponent("synced", isDirectory: true)
            let data = directory.appendingPathComponent("data", isDirectory: true)
            try FileManager.default.createDirectory(at: synced, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
            let target = synced.appendingPathComponent("work.ics")
            try write("BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n", to: target)
            try FileManager.default.createSymbolicLink(at: DataDirectory.calendarFile(in: data), withDestinationURL: target)
            let received = Received(DataDirWatcher(directory: data, settle: .milliseconds(20)))
            defer { received.stop() }
            // A sync program replaces the target in its own folder.
            _ = try await offThePool { try AtomicFile.write(Array("BEGIN:VCALENDAR\r\nX-X:1\r\nEND:VCALENDAR\r\n".utf8), to: target.path) }
            await received.wait(for: [.calendar])
        }
    }

    @Test("a data dir that does not exist yet is watched from its creation on")
    func aMissingDataDirIsWatchedOnceCreated() async throws {
        try await withTemporaryDirectory { parent in
            let data = parent.appendingPathComponent("later", isDirectory: true)
            let received = Received(DataDirWatcher(directory: data, settle: .milliseconds(20)))
            defer { received.stop() }
            // Creating the folder is itself reported (everything may have changed).
            try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
            await received.wait(for: Set(DataFile.allCases))
            _ = try await offThePool { try AtomicFile.write(Array("{}".utf8), to: DataDirectory.catalogFile(in: data).path) }
            await waitFor("the catalog write after the folder's creation") {
                while received.batches.count < 2 { await Task.yield() }
            }
            #expect(received.batches.last?.contains(.catalog) == true)
        }
    }

    @Test("a steady stream of other writes in the folder does not hold back a change of the calendar")
    func otherWritesDoNotPostponeDelivery() async throws {
        try await withTemporaryDirectory { directory in
            let received = Received(DataDirWatcher(directory: directory, settle: .milliseconds(50)))
            defer { received.stop() }
            let calendarPath = DataDirectory.calendarFile(in: directory).path
            _ = try await offThePool {
                try AtomicFile.write(Array("BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n".utf8), to: calendarPath)
            }
            // The lock file and a stranger are written again and again while waiting.
            let noise = directory.appendingPathComponent("lock")
            await waitFor("the calendar change through the noise") {
                while !received.all.contains(.calendar) {
                    try? Data("x".utf8).write(to: noise)
                    await Task.yield()
                }
            }
            #expect(received.all == [.calendar])
        }
    }

    @Test("a calendar link pointed elsewhere is followed to its new folder")
    func aRepointedLinkIsFollowed() async throws {
        try await withTemporaryDirectory { directory in
            let first = directory.appendingPathComponent("first", isDirectory: true)
            let second = directory.appendingPathComponent("second", isDirectory: true)
            let data = directory.appendingPathComponent("data", isDirectory: true)
            for folder in [first, second, data] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
            let link = DataDirectory.calendarFile(in: data)
            try FileManager.default.createSymbolicLink(at: link, withDestinationURL: first.appendingPathComponent("a.ics"))
            let received = Received(DataDirWatcher(directory: data, settle: .milliseconds(20)))
            defer { received.stop() }
            // The link now points into the second folder (replaced atomically).
            let temporary = data.appendingPathComponent(".calendar.ics.newlink")
            try FileManager.default.createSymbolicLink(at: temporary, withDestinationURL: second.appendingPathComponent("b.ics"))
            #expect(rename(temporary.path, link.path) == 0)
            await received.wait(for: [.calendar])
            let batches = received.batches.count
            try write("BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n", to: second.appendingPathComponent("b.ics"))
            await waitFor("the write in the folder the link points to now") {
                while received.batches.count == batches { await Task.yield() }
            }
            #expect(received.batches.last == [.calendar])
        }
    }
}
