import Redux
import Synchronization

/// A tiny counter app used to test the store itself.
struct CounterState: Hashable, Sendable {
    var count = 0
    var log: [String] = []
}

enum CounterAction: Hashable, Sendable {
    case increment
    case incrementTwiceLater
    case chain(Int)
    case slow
    case ignored
}

let counterReducer = Reducer<CounterState, CounterAction> { state, action in
    switch action {
    case .increment: state.count += 1
    case .chain(let n): state.count += 1; state.log.append("chain \(n)")
    case .incrementTwiceLater, .slow, .ignored: break
    }
}

/// A thread-safe event log shared by a test and its middlewares.
final class EventLog: Sendable {
    private let events = Mutex<[String]>([])
    func append(_ event: String) { events.withLock { $0.append(event) } }
    var all: [String] { events.withLock { $0 } }
}

typealias CounterStore = Store<CounterState, CounterAction, EventLog>
typealias CounterMiddleware = Middleware<CounterState, CounterAction, EventLog>
