import Foundation
import ReduxTesting
import ShiftModel
import ShiftStorage
import Synchronization
import Testing

/// The writer is a real process (`shifts-save-loop`) doing save after save
/// through FileCalendarService; these tests kill it with SIGKILL at random
/// points or run two of them on one data dir, then read what is on disk.
@Suite("crash safety and two writers, as real processes")
struct CrashSafetyTests {
    static var helper: URL {
        CLIProcess.binary.deletingLastPathComponent().appendingPathComponent("shifts-save-loop")
    }

    static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar
    }()

    static let everything = DateInterval(start: Date(timeIntervalSince1970: 1_735_689_600),  // 2025-01-01
                                         end: Date(timeIntervalSince1970: 1_798_761_600))    // 2027-01-01

    /// A running `shifts-save-loop` whose output lines are read as they come.
    /// One still running after `lifetime` (a whole run of fsynced saves:
    /// five minutes, scaled) is killed, and `finish()` fails the
    /// test: the reads that wait for its output cannot wait for ever. The
    /// reads block, so they run off the cooperative pool.
    final class Writer: Sendable {
        let process: Process
        private let output: Pipe
        private let received = Mutex(Received())
        private let tag: String
        private let lifetime: Duration
        private let deadline: ProcessDeadline

        private struct Received {
            var buffer = Data()
            var lines: [String] = []
        }

        /// The lines read so far.
        var lines: [String] { received.withLock { $0.lines } }

        init(directory: URL, tag: String, saves: Int, seed: Int = 0,
             lifetime: Duration = BoundedWait.scaled(.seconds(300)), environment: [String: String] = [:]) throws {
            self.tag = tag
            self.lifetime = lifetime
            let process = Process()
            let output = Pipe()
            process.executableURL = CrashSafetyTests.helper
            process.arguments = [directory.path, tag, String(saves), String(seed)]
            process.environment = ["PATH": "/usr/bin:/bin", "SHIFTS_BACKUPS": "3"].merging(environment) { $1 }
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            process.standardInput = FileHandle.nullDevice
            try process.run()
            self.process = process
            self.output = output
            deadline = ProcessDeadline(pid: process.processIdentifier, after: lifetime)
        }

        /// Returns once `count` lines have arrived (or the output ended).
        func waitForLines(_ count: Int) async {
            await offThePool { [self] in
                while lines.count < count {
                    guard let chunk = PipeRead.some(output.fileHandleForReading), !chunk.isEmpty else { return }
                    take(chunk)
                }
            }
        }

        /// SIGKILL after a busy spin of `spin` (a random point of the save
        /// under way). Both off the pool: a busy loop there holds a thread
        /// every other test's task needs.
        func kill(afterSpinning spin: Duration) async {
            let pid = process.processIdentifier
            await offThePool {
                let end = ContinuousClock.now.advanced(by: spin)
                while ContinuousClock.now < end {}
                _ = Foundation.kill(pid, SIGKILL)
            }
        }

        /// Waits for the process to end and reads what is left.
        func finish(sourceLocation: SourceLocation = #_sourceLocation) async {
            let killed = await offThePool { [self] in
                process.waitUntilExit()
                let killed = deadline.processEnded()
                take(PipeRead.all(output.fileHandleForReading))
                return killed
            }
            if killed {
                Issue.record("shifts-save-loop \(tag) was still running after \(lifetime) and was killed.",
                             sourceLocation: sourceLocation)
            }
        }

        private func take(_ chunk: Data) {
            received.withLock { received in
                received.buffer.append(chunk)
                while let newline = received.buffer.firstIndex(of: 10) {
                    received.lines.append(String(decoding: received.buffer[received.buffer.startIndex..<newline],
                                                 as: UTF8.self))
                    received.buffer.removeSubrange(received.buffer.startIndex...newline)
                }
            }
        }

        /// The highest N of the `saved N` lines.
        var lastSaved: Int {
            lines.compactMap { $0.hasPrefix("saved ") ? Int($0.dropFirst(6)) : nil }.max() ?? 0
        }
    }

    /// Every shift in the data dir's calendar, read by a fresh service (so a
    /// file that does not parse fails the test with its message).
    static func shiftsOnDisk(_ directory: URL) async throws -> [ScheduledShift] {
        let service = FileCalendarService(fileURL: DataDirectory.calendarFile(in: directory), calendar: utc)
        return try await service.shifts(in: everything)
    }

    /// The ids `TAG-1` ... `TAG-count`, as the helper makes them.
    static func ids(_ tag: String, _ count: Int) -> [String] {
        count > 0 ? (1...count).map { "\(tag)-\($0)" } : []
    }

    static func makeDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("shifts-crash-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test("SIGKILL at random points during saves leaves the old or the new file, never less", .randomSeed)
    func killedWriters() async throws {
        let directory = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var generator = try SeededGenerator.ofThisTest()
        let seed = 1500  // about 400 KB: each save writes and syncs a file of some size

        // Round 0 seeds the file and saves a few times to completion.
        let first = try Writer(directory: directory, tag: "r0", saves: 3, seed: seed)
        await first.finish()
        try #require(first.process.terminationStatus == 0)
        var expected = Set((1...seed).map { "seed-\($0)" } + Self.ids("r0", 3))

        var killedMidSave = 0
        for round in 1...14 {
            let tag = "r\(round)"
            let writer = try Writer(directory: directory, tag: tag, saves: 1000)
            // Wait for a random number of finished saves (0: maybe none, the
            // kill may even land while the file is first read), then let a
            // random part of the next save run before the kill.
            await writer.waitForLines(Int.random(in: 0...6, using: &generator))
            await writer.kill(afterSpinning: .microseconds(Int.random(in: 0...20_000, using: &generator)))
            await writer.finish()
            #expect(writer.process.terminationReason == .uncaughtSignal, "round \(round)")

            let acknowledged = writer.lastSaved
            let onDisk = try await Self.shiftsOnDisk(directory)
            let ids = Set(onDisk.map(\.id.rawValue))
            let old = expected.union(Self.ids(tag, acknowledged))
            let new = old.union(Self.ids(tag, acknowledged + 1))
            #expect(ids == old || ids == new, "round \(round): \(acknowledged) saves acknowledged")
            if ids == new { killedMidSave += 1 }
            for shift in onDisk where shift.id.rawValue.hasPrefix(tag + "-") {
                let number = Int(shift.id.rawValue.dropFirst(tag.count + 1)) ?? -1
                #expect(shift.title == "\(tag) \(number)")
                #expect(shift.start == Date(timeIntervalSince1970: 1_767_225_600 + Double(number * 3600)))
                #expect(shift.location == "Ward \(number % 7)")
            }
            expected = ids
        }

        // A writer that runs to its end after all that: it reads the file a
        // killed writer left, and its saves remove their temporary files.
        let last = try Writer(directory: directory, tag: "end", saves: 2)
        await last.finish()
        #expect(last.process.terminationStatus == 0)
        #expect(Set(try await Self.shiftsOnDisk(directory).map(\.id.rawValue)) == expected.union(Self.ids("end", 2)))
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(names == ["backups", "calendar.ics", "lock"])

        // The backups are the last three versions, each a whole calendar.
        let backups = Backups(dataDirectory: directory.path, count: 3)
            .versions(of: DataDirectory.calendarFile(in: directory).path)
        #expect(backups.count == 3)
        for backup in backups {
            let copy = try Self.makeDirectory()
            defer { try? FileManager.default.removeItem(at: copy) }
            try FileManager.default.copyItem(atPath: backup, toPath: DataDirectory.calendarFile(in: copy).path)
            #expect(try await Self.shiftsOnDisk(copy).count >= seed)
        }
        _ = killedMidSave  // how often the kill fell after the rename; either outcome is right
    }

    @Test("two processes saving into one data dir at once lose no update")
    func twoWriters() async throws {
        let directory = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let seeder = try Writer(directory: directory, tag: "s", saves: 1, seed: 300)
        await seeder.finish()
        try #require(seeder.process.terminationStatus == 0)

        let one = try Writer(directory: directory, tag: "one", saves: 30)
        let two = try Writer(directory: directory, tag: "two", saves: 30)
        await one.finish()
        await two.finish()
        #expect(one.process.terminationStatus == 0)
        #expect(two.process.terminationStatus == 0)
        #expect(one.lastSaved == 30 && two.lastSaved == 30)

        let ids = Set(try await Self.shiftsOnDisk(directory).map(\.id.rawValue))
        let expected = Set((1...300).map { "seed-\($0)" } + Self.ids("s", 1) + Self.ids("one", 30) + Self.ids("two", 30))
        #expect(ids == expected)
    }

    @Test("four processes changing shifts at once: every change has exactly one log entry and one undo step")
    func concurrentEditors() async throws {
        let directory = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try #require(try await CLIProcess.run(["init", "--data-dir", directory.path, "--name", "Sam"]).status == 0)
        // Each `shifts add` settles a pending change at start and writes its
        // own: without `change.lock` one process could settle another's
        // change mid-write, and its entry was logged twice.
        let dates = (1...4).map { month in (1...12).map { String(format: "2026-%02d-%02d", month, $0) } }
        let statuses = try await withThrowingTaskGroup(of: [Int32].self) { group in
            for month in dates {
                group.addTask {
                    var statuses: [Int32] = []
                    for date in month {
                        statuses.append(try await CLIProcess.run(["add", date, "E", "--data-dir", directory.path]).status)
                    }
                    return statuses
                }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }
        #expect(statuses == Array(repeating: 0, count: 48))

        let log = try String(contentsOf: directory.appendingPathComponent("changelog.jsonl"), encoding: .utf8)
        let logged = log.split(separator: "\n").compactMap { line in
            line.firstMatch(of: #/"date":"([0-9-]+)"/#).map { String($0.output.1) }
        }
        #expect(logged.sorted() == dates.flatMap { $0 })
        let undo = try String(contentsOf: directory.appendingPathComponent("undo.json"), encoding: .utf8)
        #expect(undo.components(separatedBy: #""title":"Added "#).count - 1 == 48)
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("pending-change.json").path))
        #expect(try await Self.shiftsOnDisk(directory).count == 48)
    }
}
