import Foundation
import ShiftFeatures
import ShiftModel
import ShiftStorage
import Testing

/// A shift type edit and the shifts it moves are written to two files
/// (calendar.ics, then catalog.json). A real process doing such edits is
/// killed with SIGKILL between the two, and at random points; at the next
/// start the two agree again: both old or both new.
@Suite("a type edit killed between its two files, as a real process")
struct CascadeCrashTests {
    typealias Writer = CrashSafetyTests.Writer

    /// A data dir with the default catalog and six Early shifts in 2026, in
    /// UTC like the helper's edits.
    static func seeded() async throws -> URL {
        let directory = try CrashSafetyTests.makeDirectory()
        try #require(try await CLIProcess.run(["init", "--data-dir", directory.path, "--name", "Sam"]).status == 0)
        for day in ["2026-03-02", "2026-03-03", "2026-03-05", "2026-04-01", "2026-06-30", "2026-09-09"] {
            let added = try await CLIProcess.run(["add", day, "E", "--data-dir", directory.path], environment: ["TZ": "UTC"])
            try #require(added.status == 0)
        }
        return directory
    }

    /// Early's end hour in catalog.json and in every Early shift of the
    /// calendar, read after the history settled what a crash left (the
    /// services a restart would build).
    static func settledEnds(_ directory: URL) async throws -> (catalog: Int?, shifts: Set<Int>, steps: Int, logged: Int) {
        let calendar = CrashSafetyTests.utc
        let file = FileCalendarService(fileURL: DataDirectory.calendarFile(in: directory), calendar: calendar)
        let catalog = FileCatalogService(fileURL: DataDirectory.catalogFile(in: directory))
        let history = FileHistoryService(directory: directory, calendar: file, catalog: catalog,
                                         timeZoneCalendar: calendar)
        let steps = try await history.undoHistory().undo.count
        let logged = try await history.logEntries().count { $0.kind == .typeEdit }
        // The shifts and the helper's edits are in UTC.
        let ends = try await file.allShifts().filter { $0.shiftTypeID == "early" }
            .map { calendar.component(.hour, from: $0.end) }
        var catalogEnd: Int?
        if case .timed(_, let end)? = try await catalog.load()?.shiftType("early")?.duration { catalogEnd = end.hour }
        return (catalogEnd, Set(ends), steps, logged)
    }

    @Test("killed after the calendar took the edit and before catalog.json did: the next start finishes it")
    func killedBetweenTheTwoFiles() async throws {
        let directory = try await Self.seeded()
        defer { try? FileManager.default.removeItem(at: directory) }
        let writer = try Writer(directory: directory, tag: "cascade", saves: 3,
                                environment: ["SHIFTS_KILL_AT_CATALOG_SAVE": "2", "TZ": "Europe/Berlin"])
        await writer.finish()
        #expect(writer.process.terminationReason == .uncaughtSignal)
        #expect(writer.lines == ["edited 1"])
        // Torn on disk: the shifts end at 14:00 again, the catalog still says 15:00.
        let catalogText = try String(contentsOf: DataDirectory.catalogFile(in: directory), encoding: .utf8)
        #expect(catalogText.contains(#""end" : "15:00""#))
        let calendarText = try String(contentsOf: DataDirectory.calendarFile(in: directory), encoding: .utf8)
        #expect(!calendarText.contains("T150000"))
        #expect(FileManager.default.fileExists(atPath: DataDirectory.pendingChangeFile(in: directory).path))

        let settled = try await Self.settledEnds(directory)
        #expect(settled.catalog == 14)
        #expect(settled.shifts == [14])
        // Six adds and both edits, each one step and recorded once.
        #expect(settled.steps == 8)
        #expect(settled.logged == 2)
        #expect(!FileManager.default.fileExists(atPath: DataDirectory.pendingChangeFile(in: directory).path))
    }

    @Test("killed at random points of type edits: after the next start catalog and shifts agree, every edit logged once", .randomSeed)
    func killedAtRandom() async throws {
        let directory = try await Self.seeded()
        defer { try? FileManager.default.removeItem(at: directory) }
        var generator = try SeededGenerator.ofThisTest()
        for round in 1...8 {
            let writer = try Writer(directory: directory, tag: "cascade", saves: 1000, environment: ["TZ": "Europe/Berlin"])
            await writer.waitForLines(Int.random(in: 0...3, using: &generator))
            await writer.kill(afterSpinning: .microseconds(Int.random(in: 0...30_000, using: &generator)))
            await writer.finish()

            let settled = try await Self.settledEnds(directory)
            let end = try #require(settled.catalog, "round \(round)")
            #expect(settled.shifts == [end], "round \(round): catalog \(end), shifts \(settled.shifts)")
            #expect(settled.steps == min(50, 6 + settled.logged), "round \(round)")
            #expect(!FileManager.default.fileExists(atPath: DataDirectory.pendingChangeFile(in: directory).path))
        }
    }
}
