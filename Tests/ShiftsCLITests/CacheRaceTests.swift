import Foundation
import Testing

/// The team and scan caches shared by processes that run at once (a status
/// bar's `shifts today` or `team now` beside the app, two terminals): each
/// writes a cache through a temporary file of its own and a rename, so what
/// any of them shows is what the calendars say, before and after they
/// change, and nothing is written outside the cache.
@Suite("the caches, raced by processes")
struct CacheRaceTests {
    typealias Fixture = TeamCommandTests.Fixture

    /// `sync`'s files: their bytes and modification times.
    static func snapshot(_ folder: URL) throws -> [String: String] {
        var found: [String: String] = [:]
        let files = FileManager.default.enumerator(atPath: folder.path)
        while let name = files?.nextObject() as? String {
            let path = folder.appendingPathComponent(name).path
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            let bytes = (try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data()
            found[name] = "\(modified) \(bytes.count) \(bytes.hashValue)"
        }
        return found
    }

    @Test("two processes at a time, eight rounds, the calendars changed half way: every one shows what the calendars say")
    func racedProcessesShowTheCalendars() async throws {
        let fixture = try Fixture()
        defer { try? FileManager.default.removeItem(at: fixture.root) }
        let minute = TeamCommandTests.thisMinute()
        let start = minute.addingTimeInterval(-3600)
        let end = minute.addingTimeInterval(3 * 3600)
        let ana = try fixture.vdir("ana", events: (0..<40).map { index in
            let day = start.addingTimeInterval(Double(index - 20) * 86_400)
            return (uid: "a\(index)", start: day, end: end.addingTimeInterval(Double(index - 20) * 86_400), title: "Early")
        })
        let ben = fixture.sync.appendingPathComponent("ben.ics")
        try Data(Fixture.calendar("b1", start, end, "Late").utf8).write(to: ben)
        #expect(try await fixture.run(["add", "Ana", ana.path]).status == 0)
        #expect(try await fixture.run(["add", "Ben", ben.path]).status == 0)

        let cache = ["XDG_CACHE_HOME": fixture.root.appendingPathComponent("cache").path]
        func teamNow(cached: Bool) async throws -> CLIProcess.Result {
            try await CLIProcess.run(["team", "now", "--data-dir", fixture.data.path],
                                     environment: cached ? cache : [:])
        }
        let until = TeamCommandTests.berlinTime(end)
        let before = try await teamNow(cached: false)
        #expect(before.stdout.hasPrefix("Ana (A)  Early  until"))
        #expect(before.stdout.contains("Ben (B)  Late  until"))
        #expect(before.stdout.contains(until))

        for round in 0..<8 {
            if round == 4 {
                // Another program syncs both calendars anew: the titles change.
                try Data(Fixture.calendar("a20", start, end, "Early shift").utf8)
                    .write(to: ana.appendingPathComponent("a20.ics"), options: .atomic)
                try Data(Fixture.calendar("b1", start, end, "Late shift").utf8).write(to: ben, options: .atomic)
            }
            let expected = round < 4 ? before.stdout : try await teamNow(cached: false).stdout
            let sync = try Self.snapshot(fixture.sync)
            async let first = teamNow(cached: true)
            async let second = teamNow(cached: true)
            for result in try await [first, second] {
                #expect(result.status == 0, "round \(round): \(result.stderr)")
                #expect(result.stdout == expected, "round \(round)")
                #expect(result.stderr == "", "round \(round)")
            }
            #expect(try Self.snapshot(fixture.sync) == sync, "round \(round): a member's calendar was written")
        }
        let after = try await teamNow(cached: true).stdout
        #expect(after.contains("Early shift") && after.contains("Late shift"))
        // Only the cache's own files are left in its folder: no temporary one.
        let team = fixture.root.appendingPathComponent("cache/shifts/team").path
        let left = try FileManager.default.contentsOfDirectory(atPath: team).sorted()
        #expect(left.count == 2)
        #expect(left.allSatisfy { $0.hasSuffix(".bin") })
    }

    @Test("the scan cache: four processes at a time, calendar.ics rewritten between rounds: each prints the calendar as it is")
    func racedScanCache() async throws {
        let dir = try makeDataDir(calendar: ScanCacheCommandTests.calendar(title: "Early"))
        let cacheHome = FileManager.default.temporaryDirectory.appendingPathComponent("shifts-cache-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: dir)
            try? FileManager.default.removeItem(at: cacheHome)
        }
        let arguments = ["today", "--data-dir", dir.path, "--date", "2026-11-23"]
        let calendarFile = dir.appendingPathComponent("calendar.ics")
        for (round, title) in ["Early", "Early", "Late", "Late", "Night", "Early"].enumerated() {
            if round > 0 {
                try Data(ScanCacheCommandTests.calendar(title: title).utf8).write(to: calendarFile, options: .atomic)
            }
            let expected = "E  \(title)  06:00–14:00  @ Ward 3\n"
            let results = try await withThrowingTaskGroup(of: CLIProcess.Result.self) { group in
                for _ in 0..<4 {
                    group.addTask { try await CLIProcess.run(arguments, environment: ["XDG_CACHE_HOME": cacheHome.path]) }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            for result in results {
                #expect(result.stdout == expected, "round \(round)")
                #expect(result.stderr == "", "round \(round)")
                #expect(result.status == 0, "round \(round)")
            }
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: cacheHome.appendingPathComponent("shifts").path)
        #expect(left.count == 1)
        #expect(!left.contains { $0.hasSuffix(".tmp") })
    }
}
