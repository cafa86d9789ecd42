import Foundation
import ReduxTesting
import ShiftFeatures
import ShiftModel
import Testing
@testable import ShiftStorage

/// Backups, the data dir lock, leftovers of a killed writer, and saves over
/// a file that another writer changed since it was loaded.
@Suite struct DataSafetyTests {
    static func shift(_ id: ShiftID, day: Int, title: String = "Early", _ calendar: Calendar) throws -> ScheduledShift {
        ScheduledShift(id: id, day: CalendarDay(year: 2026, month: 3, day: day),
                       start: try instant(calendar, 2026, 3, day, 6), end: try instant(calendar, 2026, 3, day, 14),
                       title: title)
    }

    static func mode(_ path: String) throws -> Int? {
        (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue
    }

    // MARK: Backups

    @Test func eachSaveKeepsThePreviousVersionAndOnlyTheNewestNAreKept() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            let file = DataDirectory.calendarFile(in: directory)
            let service = FileCalendarService(fileURL: file, calendar: calendar,
                                              clock: FixedClock(calendar: calendar, instant: stampInstant), backups: 2)
            var versions: [Data] = []
            for day in 1...4 {
                try await service.create([try Self.shift(ShiftID("s\(day)"), day: day, calendar)])
                versions.append(try Data(contentsOf: file))
            }
            let backups = Backups(dataDirectory: directory.path, count: 2)
            let kept = backups.versions(of: file.path)
            // Four saves: three earlier versions existed, the newest two are kept.
            #expect(kept.count == 2)
            #expect(try kept.map { try Data(contentsOf: URL(fileURLWithPath: $0)) } == [versions[1], versions[2]])
            #expect(try kept.allSatisfy { try Self.mode($0) == 0o600 })
            #expect(try Self.mode(backups.directory) == 0o700)
            #expect(kept.allSatisfy { ($0 as NSString).lastPathComponent.hasPrefix("calendar-") && $0.hasSuffix("Z.ics") })
        }
    }

    @Test func zeroBackupsKeepsNone() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            let file = DataDirectory.calendarFile(in: directory)
            let service = FileCalendarService(fileURL: file, calendar: calendar,
                                              clock: FixedClock(calendar: calendar, instant: stampInstant), backups: 0)
            try await service.create([try Self.shift("a", day: 1, calendar)])
            try await service.create([try Self.shift("b", day: 2, calendar)])
            #expect(Backups(dataDirectory: directory.path, count: 0).versions(of: file.path).isEmpty)
        }
    }

    @Test func theCatalogIsBackedUpToo() async throws {
        try await withTemporaryDirectory { directory in
            let file = DataDirectory.catalogFile(in: directory)
            let service = FileCatalogService(fileURL: file, backups: 3)
            _ = try await service.load()
            try await service.save(Catalog.defaults(displayName: "One"))
            let first = try Data(contentsOf: file)
            try await service.save(Catalog.defaults(displayName: "Two"))
            let kept = Backups(dataDirectory: directory.path, count: 3).versions(of: file.path)
            #expect(try kept.map { try Data(contentsOf: URL(fileURLWithPath: $0)) } == [first])
            #expect(kept.first.map { ($0 as NSString).lastPathComponent.hasPrefix("catalog-") } == true)
        }
    }

    @Test func backupNamesSortByTheTimeTheVersionWasWritten() {
        #expect(Backups.stamp(seconds: 1_772_366_400, nanoseconds: 5) == "20260301T120000.000000005Z")
        #expect(Backups.stamp(seconds: 0, nanoseconds: 999_999_999) == "19700101T000000.999999999Z")
    }

    // MARK: Lock and leftovers

    @Test func theLockKeepsASecondHolderOutUntilReleased() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shifts-lock-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = try DataDirLock.acquire(in: directory.path, timeout: .zero)
        let lockPath = directory.appendingPathComponent("lock").path
        // The wait for the lock blocks (flock in a loop): off the pool.
        let refusal = await offThePool { () -> Result<DataDirLock, DataDirLock.Failure> in
            do throws(DataDirLock.Failure) {
                return .success(try DataDirLock.acquire(in: directory.path, timeout: .milliseconds(30)))
            } catch {
                return .failure(error)
            }
        }
        #expect(throws: DataDirLock.Failure.busy(path: lockPath, waited: .milliseconds(30))) { try refusal.get() }
        first.release()
        // Released, the lock is free to the next holder, which waits for it
        // as a save does: a child process another test is starting right
        // now may hold a copy of the closed descriptor, and with it the
        // lock, until it execs (seen under stress-ng).
        let limit = BoundedWait.defaultTimeout
        let second = try await offThePool { () throws -> DataDirLock in
            try DataDirLock.acquire(in: directory.path, timeout: limit)
        }
        second.release()
        #expect(try Self.mode(lockPath) == 0o600)
        #expect(try Self.mode(directory.path) == 0o700)
    }

    @Test func aSaveRemovesTemporaryFilesAKilledWriterLeft() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            let leftover = directory.appendingPathComponent(".calendar.ics.Ab12Cd")
            let unrelated = directory.appendingPathComponent(".calendar.ics.notes")
            try write("half a calendar", to: leftover)
            try write("mine", to: unrelated)
            try await makeService(in: directory, calendar: calendar).create([try Self.shift("a", day: 1, calendar)])
            #expect(!FileManager.default.fileExists(atPath: leftover.path))
            #expect(FileManager.default.fileExists(atPath: unrelated.path))
        }
    }

    // MARK: A file changed by someone else since it was loaded

    /// Two services on one file, both loaded: one process each, as far as
    /// the file is concerned (each has its own cache).
    static func twoLoadedServices(_ directory: URL, _ calendar: Calendar) async throws
        -> (FileCalendarService, FileCalendarService) {
        let first = makeService(in: directory, calendar: calendar)
        try await first.create([try shift("a", day: 1, calendar), try shift("b", day: 2, calendar)])
        let second = makeService(in: directory, calendar: calendar)
        _ = try await first.shifts(in: wholeYear(calendar))
        _ = try await second.shifts(in: wholeYear(calendar))
        return (first, second)
    }

    @Test func changingAShiftSomeoneElseChangedIsRefusedAndTheirChangeStays() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            let (mine, theirs) = try await Self.twoLoadedServices(directory, calendar)
            let theirA = try Self.shift("a", day: 1, title: "Theirs", calendar)
            try await theirs.update([theirA])
            let afterTheirs = try readText(DataDirectory.calendarFile(in: directory))

            let path = DataDirectory.calendarFile(in: directory).path
            await #expect(throws: CalendarFileError.changedElsewhere("a", path: path)) {
                try await mine.update([try Self.shift("a", day: 1, title: "Mine", calendar)])
            }
            await #expect(throws: CalendarFileError.changedElsewhere("a", path: path)) {
                try await mine.delete(["a"])
            }
            #expect(try readText(DataDirectory.calendarFile(in: directory)) == afterTheirs)
            #expect(CalendarFileError.changedElsewhere("a", path: "/d/calendar.ics").errorDescription
                == "Shift a was changed in /d/calendar.ics by another program since it was read. "
                + "Nothing was saved; check it, then make the change again.")

            // The refusal re-read the file: the new version is what "mine"
            // shows now, and a change made after that is saved.
            #expect(try await mine.shifts(in: wholeYear(calendar)).first { $0.id == "a" }?.title == "Theirs")
            try await mine.update([try Self.shift("a", day: 1, title: "Mine", calendar)])
            #expect(try await theirs.shifts(in: wholeYear(calendar)).first { $0.id == "a" }?.title == "Mine")
        }
    }

    @Test func changesThatDoNotTouchTheSameShiftAreMerged() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            let (mine, theirs) = try await Self.twoLoadedServices(directory, calendar)
            try await theirs.update([try Self.shift("a", day: 1, title: "Theirs", calendar)])
            try await theirs.create([try Self.shift("t", day: 9, calendar)])

            // Each of these was made against the old version; none of them
            // touches what "theirs" changed, so each is re-applied.
            try await mine.update([try Self.shift("b", day: 2, title: "Mine", calendar)])
            try await mine.create([try Self.shift("m", day: 8, calendar)])
            let all = try await makeService(in: directory, calendar: calendar).shifts(in: wholeYear(calendar))
            #expect(all.map(\.id) == ["a", "b", "t", "m"])
            #expect(all.map(\.title) == ["Theirs", "Mine", "Early", "Early"])
        }
    }

    @Test func anIDTheOtherWriterTookIsRefusedNotDuplicated() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            let (mine, theirs) = try await Self.twoLoadedServices(directory, calendar)
            try await theirs.create([try Self.shift("x", day: 5, title: "Theirs", calendar)])
            let path = DataDirectory.calendarFile(in: directory).path
            await #expect(throws: CalendarFileError.duplicateID("x", path: path)) {
                try await mine.create([try Self.shift("x", day: 6, title: "Mine", calendar)])
            }
            let all = try await makeService(in: directory, calendar: calendar).shifts(in: wholeYear(calendar))
            #expect(all.filter { $0.id == "x" }.map(\.title) == ["Theirs"])
        }
    }
}

/// The atomic writer replaces regular files only.
@Suite struct AtomicWriteTargetTests {
    @Test("a FIFO at the path, or where its link points, is refused and left as it is")
    func aFIFOIsNeverRenamedOver() async throws {
        try await withTemporaryDirectory { directory in
            let fifo = directory.appendingPathComponent("pipe").path
            #expect(mkfifo(fifo, 0o600) == 0)
            let link = directory.appendingPathComponent("undo.json").path
            #expect(symlink(fifo, link) == 0)
            for path in [fifo, link] {
                let outcome = await offThePool { () -> Result<FileIdentity?, AtomicFile.WriteFailure> in
                    do throws(AtomicFile.WriteFailure) {
                        return .success(try AtomicFile.write(Array("{}".utf8), to: path))
                    } catch {
                        return .failure(error)
                    }
                }
                #expect(throws: AtomicFile.WriteFailure(step: "cannot replace \(fifo)",
                                                        failure: .notRegularFile(mode: S_IFIFO))) { try outcome.get() }
            }
            var info = stat()
            #expect(lstat(fifo, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO)
            let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
            #expect(names == ["pipe", "undo.json"])
        }
    }
}
