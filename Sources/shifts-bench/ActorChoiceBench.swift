import Foundation
import Redux

/// Proves the choice of a plain global actor over @MainActor: the
/// yield at the heart of phase 2, measured on each.
enum ActorChoiceBench {
    @UIActor
    static func yieldsOnUIActor(_ count: Int) async {
        for _ in 0..<count { await Task.yield() }
    }

    @MainActor
    static func yieldsOnMainActor(_ count: Int) async {
        for _ in 0..<count { await Task.yield() }
    }

    static func run(into report: Report, scale: Int) async {
        let n = 50_000 / scale
        let ui = await medianSeconds(runs: 5) { await yieldsOnUIActor(n) }
        let main = await medianSeconds(runs: 5) { await yieldsOnMainActor(n) }
        report.add("Task.yield on UIActor", ui / Double(n) * 1e6, "us")
        report.add("Task.yield on MainActor", main / Double(n) * 1e6, "us",
                   note: String(format: "%.1fx the UIActor's", main / ui))
    }
}
