import Clocks
import Foundation
import Redux
import ReduxTesting
import Testing

// The example Docs/Redux.md walks through, quoted there: keep the two alike.

// MARK: State and actions

struct TallyState: Equatable, Sendable {
    var count = 0
    var isLoading = false
    var fact: String?
    var factFailed = false
}

enum TallyAction: Equatable, Sendable {
    case increment
    /// Increments a second later, on the services' clock.
    case incrementLater
    /// Asks the fact service about the current count.
    case factRequested
    case factLoaded(String)
    case factFailed
}

extension TallyAction {
    var factLoaded: String? { if case .factLoaded(let fact) = self { fact } else { nil } }
}

// MARK: Reducer

let tallyReducer = Reducer<TallyState, TallyAction> { state, action in
    switch action {
    case .increment:
        state.count += 1
    case .incrementLater:
        break
    case .factRequested:
        state.isLoading = true
        state.factFailed = false
    case .factLoaded(let fact):
        state.isLoading = false
        state.fact = fact
    case .factFailed:
        state.isLoading = false
        state.factFailed = true
    }
}

// MARK: Services and middlewares

/// What the middlewares may touch outside the state: injected, so a test
/// gives fakes.
struct TallyServices: Sendable {
    var fact: @Sendable (Int) async throws -> String
    var clock: any Clock<Duration>
}

extension EffectID {
    static let fact = EffectID("fact")
}

/// Fetches a fact about the count; a newer request cancels the one in flight.
let factMiddleware = Middleware<TallyState, TallyAction, TallyServices>(
    "fact", accepts: { $0 == .factRequested }, effect: { _ in .fact }
) { context in
    do {
        let fact = try await context.services.fact(context.state.count)
        await context.dispatch(.factLoaded(fact))
    } catch {
        await context.dispatch(.factFailed)
    }
}

let incrementLaterMiddleware = Middleware<TallyState, TallyAction, TallyServices>(
    "increment later", accepts: { $0 == .incrementLater }
) { context in
    do { try await context.services.clock.sleep(for: .seconds(1)) } catch { return }
    await context.dispatch(.increment)
}

let tallyMiddlewares = [factMiddleware, incrementLaterMiddleware]

// MARK: In the app

@StoreActor
func makeTallyStore(fact: @escaping @Sendable (Int) async throws -> String)
    -> Store<TallyState, TallyAction, TallyServices> {
    Store(state: TallyState(), reducer: tallyReducer,
          services: TallyServices(fact: fact, clock: ContinuousClock()),
          middlewares: tallyMiddlewares)
}

// MARK: Tests

struct FactUnavailable: Error {}

/// The fake fact service's answer: the number's parity.
func parity(of number: Int) -> String {
    "\(number) is \(number.isMultiple(of: 2) ? "even" : "odd")"
}

@Suite("The guide's example: a counter with a fetch")
@StoreActor
struct GuideExampleTests {
    let clock = TestClock()

    func makeStore(
        count: Int = 0, fact: @escaping @Sendable (Int) async throws -> String = { parity(of: $0) }
    ) -> TestStore<TallyState, TallyAction, TallyServices> {
        TestStore(initialState: TallyState(count: count), reducer: tallyReducer,
                  services: TallyServices(fact: fact, clock: clock),
                  middlewares: tallyMiddlewares)
    }

    @Test("a fetch answers with an action")
    func fetchAnswers() async {
        let store = makeStore(count: 3)
        await store.send(.factRequested) { $0.isLoading = true }
        await store.receive(.factLoaded("3 is odd")) {
            $0.isLoading = false
            $0.fact = "3 is odd"
        }
        await store.finish()
    }

    @Test("a fetch's answer is received by its case")
    func fetchAnswerByCase() async {
        let store = makeStore(count: 3)
        await store.send(.factRequested) { $0.isLoading = true }
        await store.receive(\.factLoaded) {  // any payload
            $0.isLoading = false
            $0.fact = "3 is odd"
        }
        await store.send(.increment) { $0.count = 4 }
        await store.send(.factRequested) { $0.isLoading = true }
        await store.receive(\.factLoaded, "4 is even") {  // this payload
            $0.isLoading = false
            $0.fact = "4 is even"
        }
        await store.finish()
    }

    @Test("a failed fetch becomes an action too")
    func fetchFails() async {
        let store = makeStore(fact: { _ in throw FactUnavailable() })
        await store.send(.factRequested) { $0.isLoading = true }
        await store.receive(.factFailed) {
            $0.isLoading = false
            $0.factFailed = true
        }
        await store.finish()
    }

    @Test("a newer fetch cancels the one in flight", .timeLimit(.minutes(BoundedWait.timeLimitMinutes)))
    func newerFetchWins() async {
        let gate = AsyncGate()
        let store = makeStore(fact: { number in
            await gate.pass()
            return parity(of: number)
        })
        let first = await store.start(.factRequested) { $0.isLoading = true }
        await gate.waitForArrivals(1)
        #expect(store.state.isLoading)

        await store.send(.increment) { $0.count = 1 }
        let second = await store.start(.factRequested)
        await store.receiveCancellation(of: .fact)
        await gate.waitForArrivals(2)

        gate.open()
        await store.receive(.factLoaded("1 is odd")) {
            $0.isLoading = false
            $0.fact = "1 is odd"
        }
        await first.finish()
        await second.finish()
        await store.finish()
    }

    @Test("increment later waits one second on the clock", .timeLimit(.minutes(BoundedWait.timeLimitMinutes)))
    func incrementLater() async {
        let store = makeStore()
        let later = await store.start(.incrementLater)
        await clock.waitForSleepers()
        await clock.advance(by: .milliseconds(999))
        #expect(store.state.count == 0)
        await clock.advance(by: .milliseconds(1))
        await store.receive(.increment) { $0.count = 1 }
        await later.finish()
        await store.finish()
    }

    @Test("in the app, dispatch returns when the fetch's answer is reduced")
    func appStoreAwaitsTheCascade() async {
        let store = makeTallyStore(fact: { parity(of: $0) })
        await store.dispatch(.factRequested)
        #expect(store.state == TallyState(fact: "0 is even"))
    }

    @Test("every block Docs/Redux.md quotes from this file is in it, word for word")
    func guideQuotesThisFile() throws {
        // Resolved: Examples/ReduxConsumer runs this file through a symbolic link.
        let thisFile = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        let guide = thisFile.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Docs/Redux.md")
        let source = try String(contentsOf: thisFile, encoding: .utf8)
        let blocks = quotedBlocks(in: try String(contentsOf: guide, encoding: .utf8))
        #expect(blocks.count == 10)
        for block in blocks {
            let found = source.contains(block)
            #expect(found, "Docs/Redux.md quotes code this file no longer has:\n\(block)")
        }
    }
}

/// The Swift blocks of the guide marked as quoted from this file.
private func quotedBlocks(in guide: String) -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    var marked = false
    for line in guide.split(separator: "\n", omittingEmptySubsequences: false) {
        if var lines = current {
            if line == "```" {
                blocks.append(lines.joined(separator: "\n") + "\n")
                current = nil
            } else {
                lines.append(line)
                current = lines
            }
        } else if line == "<!-- quoted from GuideExampleTests.swift -->" {
            marked = true
        } else if marked, line == "```swift" {
            current = []
            marked = false
        } else {
            marked = false
        }
    }
    return blocks
}
