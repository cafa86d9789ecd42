import Foundation
import PropertyBased
import Testing

/// The property tests' seeds can be given from outside, and a failure says how.
@Suite struct ReplayableSeedTests {
    /// A seed as a failure prints it: 32 bytes in base64.
    static let seed = Xoshiro(seed: (1, 2, 3, 4)).currentSeed

    /// The values the property check drew, one per case.
    final class Drawn: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [Int] = []
        func append(_ value: Int) { lock.withLock { values.append(value) } }
        var all: [Int] { lock.withLock { values } }
    }

    static func draw(replaying given: String?) async throws -> [Int] {
        let drawn = Drawn()
        let test = try #require(Test.current)
        try await ReplayableSeedTrait(given: given).provideScope(for: test, testCase: Test.Case.current) {
            await propertyCheck(count: 20, input: Gen.int(in: 0...1_000_000_000)) { drawn.append($0) }
        }
        return drawn.all
    }

    @Test func aGivenSeedRunsTheOneCaseItStandsForEveryTime() async throws {
        var runs: [[Int]] = []
        for _ in 0..<2 {
            // A fixed seed whose case passes is reported by the library: the
            // replay did not reproduce a failure.
            try await withKnownIssue {
                runs.append(try await Self.draw(replaying: Self.seed))
            } matching: { issue in
                issue.comments.map(\.rawValue).joined().hasPrefix("A fixed seed was used, but no expectation failure")
            }
        }
        #expect(runs.count == 2)
        #expect(runs.first?.count == 1)
        #expect(runs.first == runs.last)
    }

    @Test func withoutASeedEachCaseIsFresh() async throws {
        let values = try await Self.draw(replaying: nil)
        #expect(values.count == 20)
        #expect(Set(values).count > 1)
    }

    @Test func aSeedThatIsNoSeedIsRefusedWithWhatToGive() async throws {
        var drawn: [Int]?
        try await withKnownIssue {
            drawn = try await Self.draw(replaying: "12345")
        } matching: { issue in
            issue.comments.map(\.rawValue).joined() == """
                SHIFTS_TEST_SEED=12345 is not a property test's seed: give the text between the quotes \
                of the `.fixedSeed("...")` its failure printed (44 characters of base64).
                """
        }
        #expect(drawn == [])
    }

    /// What the trait does to each issue of its test. (Known issues are
    /// matched before a trait sees them, and a property check's failures
    /// escape `withKnownIssue`: so the function is checked on its own.)
    @Test func aCaseThatFailedGetsTheLineThatReplaysIt() {
        var report: Issue?
        var other: Issue?
        withKnownIssue {
            report = Issue.record("Failure occured with input 0.\n\nAdd `.fixedSeed(\"\(Self.seed)\")` to the Test to reproduce this issue.")
            other = Issue.record("Expectation failed: (value → 0) > 9")
        }
        let named = report.map { ReplayableSeedTrait.naming($0, test: "fuzzing").comments.map(\.rawValue) }
        #expect(named == [
            "Failure occured with input 0.\n\nAdd `.fixedSeed(\"\(Self.seed)\")` to the Test to reproduce this issue.",
            "Replay this case: SHIFTS_TEST_SEED=\(Self.seed) swift test --skip-build --filter fuzzing",
        ])
        #expect(other.map { ReplayableSeedTrait.naming($0, test: "fuzzing").comments.map(\.rawValue) }
            == ["Expectation failed: (value → 0) > 9"])
    }

    @Test func theSeedIsReadFromTheLibrarysMessage() {
        #expect(ReplayableSeedTrait.seed(inMessage: "Failure occured with input 3.\n\nAdd `.fixedSeed(\"AbC+/=\")` to the Test") == "AbC+/=")
        #expect(ReplayableSeedTrait.seed(inMessage: "Expectation failed: (value → 3) > 9") == nil)
    }
}
