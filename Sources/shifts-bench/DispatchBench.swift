import Foundation
import Redux
import ShiftModel

/// Keeps the optimizer from folding the measured loop away.
@inline(never) func blackHole<T>(_ value: T) -> T { value }

/// Figures 1-3 of the performance issue: dispatch throughput, one side
/// effect's round trip, and dispatch cost independent of state size.
enum DispatchBench {
    struct State: Sendable {
        var count = 0
        var shifts: [ScheduledShift] = []
    }

    enum Action: Sendable, Equatable {
        case tick
        case request
        case response
        case other
    }

    static let reducer = Reducer<State, Action> { state, action in
        switch action {
        case .tick, .response: state.count &+= 1
        case .request, .other: break
        }
    }

    typealias BenchMiddleware = Middleware<State, Action, Void>

    static func noop(accepting accepts: @escaping @Sendable (Action) -> Bool) -> BenchMiddleware {
        BenchMiddleware("noop", accepts: accepts) { _ in }
    }

    static let roundTrip = BenchMiddleware("round-trip", accepts: { $0 == .request }) { context in
        await context.dispatch(.response)
    }

    @UIActor
    static func opsPerSecond(_ store: Store<State, Action, Void>, _ action: Action, count: Int) async -> Double {
        let seconds = await medianSeconds {
            for _ in 0..<count { await store.dispatch(action) }
        }
        return Double(count) / seconds
    }

    @UIActor
    static func run(into report: Report, scale: Int) async {
        let n = 200_000 / scale

        // The reducer alone, called in a loop: the floor dispatch is compared to.
        var state = State()
        let reduce = reducer.reduce
        let actions = [Action](repeating: .tick, count: n * 10)
        let reducerSeconds = await medianSeconds {
            for action in actions { reduce(&state, blackHole(action)) }
        }
        _ = blackHole(state.count)
        let reducerRate = Double(n * 10) / reducerSeconds
        report.add("reducer called directly", reducerRate, "actions/s")

        let bare = Store(state: State(), reducer: reducer, services: ())
        let bareRate = await opsPerSecond(bare, .tick, count: n)
        report.add("dispatch, no middleware", bareRate, "actions/s", target: ">= 500000",
                   note: String(format: "reducer/dispatch cost ratio %.1f", reducerRate / bareRate))

        let three = Store(state: State(), reducer: reducer, services: (),
                          middlewares: (0..<3).map { _ in noop(accepting: { _ in true }) })
        report.add("dispatch, 3 no-op middlewares", await opsPerSecond(three, .tick, count: n / 2),
                   "actions/s", target: ">= 150000")

        let eight = Store(state: State(), reducer: reducer, services: (),
                          middlewares: [noop(accepting: { _ in true })]
                            + (0..<7).map { _ in noop(accepting: { $0 == .other }) })
        report.add("dispatch, 8 middlewares (7 ignore)", await opsPerSecond(eight, .tick, count: n / 2),
                   "actions/s", target: ">= 100000")

        let effect = Store(state: State(), reducer: reducer, services: (), middlewares: [roundTrip])
        report.add("round trip: action + one follow-up", await opsPerSecond(effect, .request, count: n / 2),
                   "round trips/s", target: ">= 100000")

        await stateSize(into: report, count: n / 2)
    }

    /// The dispatch loops `scripts/bench-callgrind.py` counts instructions
    /// of: run under callgrind for N and 2N dispatches, the difference over N
    /// is one dispatch without the process's start and exit.
    enum Loop: String, CaseIterable {
        /// No middleware.
        case plain
        /// Three no-op middlewares that accept every action: the case
        /// ReSwift's figure is for.
        case threeNoops = "three-noops"
        /// The same beside a middleware that names an effect (for another
        /// action), as in the app: the store then asks for effects first.
        case threeNoopsNamingEffects = "three-noops-naming-effects"
        /// An action whose middleware dispatches one follow-up.
        case roundTrip = "round-trip"
    }

    @UIActor
    static func loop(_ loop: Loop, count: Int) async {
        let store: Store<State, Action, Void>
        let action: Action
        switch loop {
        case .plain:
            store = Store(state: State(), reducer: reducer, services: ())
            action = .tick
        case .threeNoops:
            store = Store(state: State(), reducer: reducer, services: (),
                          middlewares: (0..<3).map { _ in noop(accepting: { _ in true }) })
            action = .tick
        case .threeNoopsNamingEffects:
            let named = BenchMiddleware("named", accepts: { $0 == .other }, effect: { _ in EffectID("other") }) { _ in }
            store = Store(state: State(), reducer: reducer, services: (),
                          middlewares: (0..<3).map { _ in noop(accepting: { _ in true }) } + [named])
            action = .tick
        case .roundTrip:
            store = Store(state: State(), reducer: reducer, services: (), middlewares: [roundTrip])
            action = .request
        }
        for _ in 0..<count { await store.dispatch(blackHole(action)) }
        _ = blackHole(store.state.count)
    }

    /// The same action with 100 and with 100,000 shifts in state: an inout
    /// reducer and a store that never copies the state keep these equal.
    @UIActor
    static func stateSize(into report: Report, count: Int) async {
        func store(shifts: Int) -> Store<State, Action, Void> {
            let day = CalendarDay(year: 2026, month: 1, day: 1)
            let start = Date(timeIntervalSince1970: 1_767_222_000)
            let shifts = (0..<shifts).map { i in
                ScheduledShift(id: ShiftID("s\(i)"), day: day.adding(days: i), start: start, end: start,
                               title: "Early")
            }
            return Store(state: State(shifts: shifts), reducer: reducer, services: (),
                         middlewares: [noop(accepting: { _ in true })])
        }
        let small = store(shifts: 100)
        let large = store(shifts: 100_000)
        // Interleave the runs so machine noise hits both alike.
        var smallRates: [Double] = []
        var largeRates: [Double] = []
        for _ in 0..<3 {
            smallRates.append(await opsPerSecond(small, .tick, count: count))
            largeRates.append(await opsPerSecond(large, .tick, count: count))
        }
        let smallRate = smallRates.sorted()[1]
        let largeRate = largeRates.sorted()[1]
        report.add("dispatch with 100 shifts in state", smallRate, "actions/s")
        report.add("dispatch with 100,000 shifts in state", largeRate, "actions/s")
        report.add("state-size cost ratio (100k / 100)", smallRate / largeRate, "x", target: "<= 1.2")
    }
}
