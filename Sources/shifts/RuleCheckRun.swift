import ArgumentParser
import Foundation
import Redux
import ShiftModel
import ShiftPresentation

extension StoreRun {
    /// The working-time rules `requests` would break that are not broken
    /// already, planned on the shifts the rules look at around their days.
    /// Empty when the plan itself is refused: applying it says why.
    func newViolations(of requests: [ShiftEditRequest]) async throws -> [RuleViolation] {
        let days = requests.flatMap(\.days)
        guard let first = days.min(), let last = days.max() else { return [] }
        let calendar = services.clock.calendar
        let calculator = HoursCalculator(catalog: catalog, calendar: calendar)
        let context = calculator.checkContext(for: first...last)
        let before = try await ShiftQueryRun.ask(.days(first: context.lowerBound, last: context.upperBound),
                                                 services: services)
        let planner = ShiftEditPlanner(catalog: catalog, calendar: calendar)
        var count = 0
        let planned = planner.plan(requests, current: before, newID: {
            count += 1
            return ShiftID("planned-\(count)")
        })
        guard case .success(let operation) = planned else { return [] }
        var after = Dictionary(before.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for edit in operation.edits {
            if let old = edit.before { after[old.id] = nil }
            if let new = edit.after { after[new.id] = new }
        }
        return calculator.newViolations(before: before, after: Array(after.values), range: first...last)
    }

    /// Makes the change `apply` makes unless it breaks a working-time rule
    /// and `strict` is set: then nothing is written, the rules are said on
    /// standard error and the exit status is 1. Without `strict` the change
    /// is made and the rules it breaks are said on standard error (exit 0).
    func applyChecking(_ requests: [ShiftEditRequest], strict: Bool, apply: () async throws -> Void) async throws {
        let broken = try await newViolations(of: requests)
        let sentences = broken.map { "  " + RuleWords.sentence($0) }
        if strict, !broken.isEmpty {
            printError(lines: ["not changed (--strict): " + RuleWords.changeBreaks(count: broken.count)]
                + sentences + ["Nothing was written."])
            throw ExitCode.failure
        }
        try await apply()
        if !broken.isEmpty {
            printError(lines: ["warning: " + RuleWords.changeBreaks(count: broken.count)] + sentences)
        }
    }
}
