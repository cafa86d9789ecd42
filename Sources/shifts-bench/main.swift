import Foundation
import ShiftStorage

// Usage:
//   shifts-bench [--json FILE] [--quick] [--fixtures DIR] [--only NAME]
//       in-process figures; with --fixtures, also writes the calendars the
//       process-level figures (scripts/bench-process.py, bench-keys.py) use,
//       into DIR; with --only, just the figures whose name contains NAME
//       (any case; the fixtures are written all the same).
//   shifts-bench --rss-probe DIR|-     (internal) peak RSS of a fresh process
//   shifts-bench --rss-probe-team FOLDER CACHE (internal) the same, of the
//       Team screen's first frame on the calendars in FOLDER
//   shifts-bench --dispatch-loop CASE N (internal) N dispatches of one kind,
//       for callgrind (scripts/bench-callgrind.py); CASE is plain,
//       three-noops, three-noops-naming-effects or round-trip
var arguments = CommandLine.arguments.dropFirst()
var jsonPath = "bench-results/in-process.json"
var scale = 1
var fixturesPath: String?
var only: String?
while let argument = arguments.popFirst() {
    switch argument {
    case "--json": jsonPath = arguments.popFirst() ?? jsonPath
    case "--quick": scale = 10
    case "--fixtures": fixturesPath = arguments.popFirst()
    case "--only": only = arguments.popFirst()
    case "--rss-probe":
        let dir = arguments.popFirst().flatMap { $0 == "-" ? nil : URL(fileURLWithPath: $0) }
        print("peak-kb \(await MemoryProbe.probe(calendarDir: dir))")
        exit(0)
    case "--rss-probe-team":
        guard let folder = arguments.popFirst(), let cache = arguments.popFirst() else { exit(2) }
        print("peak-kb \(await TeamMemoryProbe.probe(folder: URL(fileURLWithPath: folder), cache: cache))")
        exit(0)
    case "--dispatch-loop":
        guard let loop = arguments.popFirst().flatMap(DispatchBench.Loop.init(rawValue:)),
              let count = arguments.popFirst().flatMap({ Int($0) }) else {
            FileHandle.standardError.write(Data("shifts-bench: --dispatch-loop CASE N\n".utf8))
            exit(2)
        }
        await DispatchBench.loop(loop, count: count)
        exit(0)
    default:
        FileHandle.standardError.write(Data("shifts-bench: unknown argument \(argument)\n".utf8))
        exit(2)
    }
}

let report = Report(only: only)
// Timings on a shared machine depend on what else runs: say how busy it was.
if let load = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8),
   let oneMinute = Double(load.split(separator: " ").first ?? "") {
    report.add("machine load average (1 min) at start", oneMinute, "",
               note: "\(ProcessInfo.processInfo.activeProcessorCount) cores", always: true)
}
if report.wantsAny(["reducer called directly", "dispatch, no middleware", "dispatch, 3 no-op middlewares",
                    "dispatch, 8 middlewares (7 ignore)", "round trip: action + one follow-up",
                    "dispatch with 100 shifts in state", "dispatch with 100,000 shifts in state",
                    "state-size cost ratio (100k / 100)"]) {
    await DispatchBench.run(into: report, scale: scale)
}
if report.wantsAny(["Task.yield on UIActor", "Task.yield on MainActor"]) {
    await ActorChoiceBench.run(into: report, scale: scale)
}

let fixtures = URL(fileURLWithPath: fixturesPath ?? NSTemporaryDirectory() + "shifts-bench-fixtures")
let clock = SystemWallClock(calendar: Fixtures.calendar)
do {
    for (name, count, perDay) in Fixtures.all {
        let dir = fixtures.appendingPathComponent(name)
        if !Fixtures.isCurrent(dir) {
            try? FileManager.default.removeItem(at: dir)
            try await Fixtures.write(count: count, perDay: perDay, to: dir, clock: clock)
        }
    }
} catch {
    FileHandle.standardError.write(Data("shifts-bench: cannot write fixtures: \(error)\n".utf8))
    exit(1)
}
if report.wantsAny(["load today's range, 3,650 events (in process)",
                    "load today's range, 100,000 events (in process)"]) { await LoadBench.run(into: report, fixtures: fixtures, scale: scale) }
if report.wantsAny(RangeLookupBench.figureNames) {
    await RangeLookupBench.run(into: report, fixtures: fixtures, scale: scale)
}
if report.wantsAny(AppLatencyBench.figureNames) {
    await AppLatencyBench.run(into: report, calendarDir: fixtures.appendingPathComponent("daily-3650"), scale: scale)
}
if report.wantsAny(RotationPreviewBench.figureNames) {
    await RotationPreviewBench.run(into: report, calendarDir: fixtures.appendingPathComponent("daily-3650"), scale: scale)
}
if report.wantsAny(RotationBench.figureNames) {
    await RotationBench.run(into: report, calendarDir: fixtures.appendingPathComponent("daily-3650"), scale: scale)
}
if report.wantsAny(StatsBench.figureNames) {
    await StatsBench.run(into: report, calendarDir: fixtures.appendingPathComponent("daily-3650"), scale: scale)
}
if report.wantsAny(StatisticsScreenBench.figureNames) {
    await StatisticsScreenBench.run(into: report, calendarDir: fixtures.appendingPathComponent("daily-3650"), scale: scale)
}
if report.wantsAny(TeamScreenBench.figureNames) { await TeamScreenBench.run(into: report, calendarDir: fixtures.appendingPathComponent("daily-3650"), fixtures: fixtures, scale: scale) }
if report.wantsAny(TeamBench.figureNames) { await TeamBench.run(into: report, fixtures: fixtures, scale: scale) }
if report.wantsAny(TeamMemoryProbe.names) { TeamMemoryProbe.run(into: report, fixtures: fixtures) }
if report.wantsAny(["peak RSS, bench process, nothing loaded", "peak RSS, bench process, all 10,000 shifts in state"]) {
    let baseline = MemoryProbe.measure(calendarDir: nil)
    let loaded = MemoryProbe.measure(calendarDir: fixtures.appendingPathComponent("daily-10000"))
    report.add("peak RSS, bench process, nothing loaded", baseline, "MB")
    report.add("peak RSS, bench process, all 10,000 shifts in state", loaded, "MB", target: "<= 25",
               note: String(format: "%.1f MB over nothing loaded", loaded - baseline))
}

do {
    try FileManager.default.createDirectory(
        at: URL(fileURLWithPath: jsonPath).deletingLastPathComponent(), withIntermediateDirectories: true)
    try report.write(to: jsonPath)
} catch {
    FileHandle.standardError.write(Data("shifts-bench: cannot write \(jsonPath): \(error)\n".utf8))
    exit(1)
}
