import Foundation
import Testing

extension Trait where Self == RandomSeedTrait {
    /// For a test that draws random numbers from `SeededGenerator.ofThisTest()`:
    /// a fresh seed each run, or `SHIFTS_TEST_SEED` when set; every issue the
    /// test records names the seed and how to run it again.
    static var randomSeed: Self {
        RandomSeedTrait(given: ProcessInfo.processInfo.environment[RandomSeedTrait.variable])
    }
}

/// The seed of a test's random choices (when to kill a process, ...). A
/// replay makes the same choices; what a choice meets can still differ where
/// it races a running process.
struct RandomSeedTrait: TestTrait, TestScoping {
    static let variable = "SHIFTS_TEST_SEED"

    @TaskLocal static var current: UInt64?

    /// The seed to replay: the variable's value, nil when it is not set.
    let given: String?

    func provideScope(for test: Test, testCase: Test.Case?,
                      performing function: @Sendable () async throws -> Void) async throws {
        let seed: UInt64
        if let given {
            guard let value = UInt64(given) else {
                Issue.record("\(Self.variable)=\(given) is not a seed of \(test.name): give the number its failure printed.")
                return
            }
            seed = value
        } else {
            var system = SystemRandomNumberGenerator()
            seed = system.next()
        }
        let name = String(test.name.prefix { $0 != "(" })
        let naming = IssueHandlingTrait.compactMapIssues { Self.naming($0, seed: seed, test: name) }
        try await naming.provideScope(for: test, testCase: testCase) {
            try await Self.$current.withValue(seed) { try await function() }
        }
    }

    /// The issue, with a line naming the seed and how to replay it.
    static func naming(_ issue: Issue, seed: UInt64, test name: String) -> Issue {
        var issue = issue
        issue.comments.append("Random seed \(seed): \(variable)=\(seed) swift test --skip-build --filter \(name) makes the same choices")
        return issue
    }
}

/// SplitMix64: the same numbers from the same seed, on every machine.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// The generator of the running test's seed (see `.randomSeed`).
    static func ofThisTest(sourceLocation: SourceLocation = #_sourceLocation) throws -> SeededGenerator {
        SeededGenerator(seed: try #require(RandomSeedTrait.current, "the test has no .randomSeed trait",
                                           sourceLocation: sourceLocation))
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
