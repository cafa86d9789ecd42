import Foundation
import PropertyBased
import Testing

extension Trait where Self == ReplayableSeedTrait {
    /// For a test made of property checks: a failure names its seed as
    /// `SHIFTS_TEST_SEED=...`, and with that variable set the test runs that
    /// one case again instead of fresh random ones.
    static var replayableSeed: Self {
        ReplayableSeedTrait(given: ProcessInfo.processInfo.environment[ReplayableSeedTrait.variable])
    }
}

/// Property checks draw a fresh seed for every case and print it on failure
/// as a `.fixedSeed("...")` to paste into the test. This trait lets the same
/// seed be given from outside, so a failure seen in CI replays without an
/// edit: `SHIFTS_TEST_SEED=<seed> swift test --skip-build --filter <test>`.
struct ReplayableSeedTrait: TestTrait, TestScoping {
    static let variable = "SHIFTS_TEST_SEED"

    /// The seed to replay: the variable's value, nil when it is not set.
    let given: String?

    func provideScope(for test: Test, testCase: Test.Case?,
                      performing function: @Sendable () async throws -> Void) async throws {
        let name = String(test.name.prefix { $0 != "(" })
        let naming = IssueHandlingTrait.compactMapIssues { Self.naming($0, test: name) }
        guard let given else {
            try await naming.provideScope(for: test, testCase: testCase, performing: function)
            return
        }
        guard let generator = Xoshiro(seed: given) else {
            Issue.record("""
                \(Self.variable)=\(given) is not a property test's seed: give the text between the quotes \
                of the `.fixedSeed("...")` its failure printed (44 characters of base64).
                """)
            return
        }
        let state = generator.currentState
        // The library's own trait runs one case from that seed, and reports
        // it when that case passes: then the seed did not replay the failure.
        let fixed = FixedSeedTrait.fixedSeed(state.0, state.1, state.2, state.3, sourceLocation: test.sourceLocation)
        try await naming.provideScope(for: test, testCase: testCase) {
            await fixed.provideScope(for: test, testCase: testCase, performing: function)
        }
    }

    /// The issue, with a line saying how to replay it when it is a property
    /// check's report of a failing case.
    static func naming(_ issue: Issue, test name: String) -> Issue {
        var issue = issue
        let text = issue.comments.map(\.rawValue).joined(separator: "\n")
        if let seed = seed(inMessage: text) {
            issue.comments.append("Replay this case: \(variable)=\(seed) swift test --skip-build --filter \(name)")
        }
        return issue
    }

    /// The seed in a property check's failure message: `.fixedSeed("<seed>")`.
    static func seed(inMessage text: String) -> String? {
        guard let start = text.range(of: ".fixedSeed(\"") else { return nil }
        let rest = text[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<end])
    }
}
