import Foundation
import Redux
import ShiftFeatures
import ShiftInMemoryServices
import ShiftModel
import ShiftStorage
import ShiftTUI
import Terminal

/// Peak RSS of the Team screen's first frame in a fresh process
/// (`shifts-bench --rss-probe-team FOLDER CACHE`): a team of a member per
/// calendar in FOLDER, the app on a 120x40 VirtualScreen, `9`, every row
/// on screen loaded. CACHE is the team cache's folder: a first probe fills
/// it, the next ones start warm, as a user's second start does.
enum TeamMemoryProbe {
    static let names = [60, 600].flatMap { members in
        TeamBench.layouts.map { "peak RSS, Team screen first frame, \(members) \($0.0), warm cache" }
    }

    @UIActor
    static func probe(folder: URL, cache: String) async -> Int {
        guard let members = TeamBench.members(in: folder) else { return -1 }
        let clock = SystemWallClock(calendar: Fixtures.calendar)
        let dataDir = FileManager.default.temporaryDirectory
            .appendingPathComponent("shifts-team-rss-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let teamFile = dataDir.appendingPathComponent("team.json")
        guard (try? await FileTeamService(fileURL: teamFile, calendar: clock.calendar)
            .update({ $0 = Team(members: members) })) != nil else { return -1 }
        let team = FileTeamService(fileURL: teamFile, calendar: clock.calendar, cache: TeamCache(directory: cache))
        team.readNeighbouringWeeksAhead()
        let services = ServiceContainer.inMemory(
            calendar: FileCalendarService(fileURL: dataDir.appendingPathComponent("calendar.ics"),
                                          calendar: clock.calendar, clock: clock),
            clock: clock, team: team)
        let store = AppReducer.makeStore(services: services)
        let app = TerminalApp(store: store, screen: VirtualScreen(rows: 40, columns: 120), calendar: clock.calendar)
        app.start()
        await app.idle()
        app.receive(.character("9"))
        await app.idle()
        await team.readAheadDone()
        let state = store.state.team
        // The user's own row has no calendar here: answered, not loaded.
        let answered = state.rows.values.filter { $0 != .loading }.count
        app.quit()
        guard answered == state.rowsShown.count else { return -1 }
        return MemoryProbe.peakResidentKilobytes()
    }

    /// The probe in a child process, three times on one cache (the first
    /// fills it): the median of the last two, in MB.
    static func measure(folder: URL) -> Double {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("shifts-team-rss-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        var samples: [Double] = []
        for _ in 0..<3 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
            process.arguments = ["--rss-probe-team", folder.path, cache.path]
            let pipe = Pipe()
            process.standardOutput = pipe
            do { try process.run() } catch { return -1 }
            let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            samples.append(Double(output.split(separator: "\n").last.flatMap { Int($0.dropFirst("peak-kb ".count)) } ?? -1) / 1024)
        }
        return samples.dropFirst().sorted().first ?? -1
    }

    static func run(into report: Report, fixtures: URL) {
        for members in [60, 600] {
            for (label, folder) in TeamBench.layouts {
                let name = "peak RSS, Team screen first frame, \(members) \(label), warm cache"
                guard report.wants(name) else { continue }
                let root = TeamScreenBench.teamFixtures(fixtures, members: members).appendingPathComponent(folder)
                guard TeamBench.members(in: root)?.count == members else { continue }
                report.add(name, measure(folder: root), "MB", target: members > 60 ? "< 60" : "<= 40",
                           note: "the lower of two warm starts, 120x40, the rows on screen loaded")
            }
        }
    }
}
