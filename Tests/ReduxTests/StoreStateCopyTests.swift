import Redux
import Testing

/// State whose only field is a reference-counted buffer: a copy of the state
/// kept anywhere (by the store, a middleware's context, an observer) shows
/// up as a second reference to it.
private final class Buffer: @unchecked Sendable {
    var shifts = [Int](repeating: 0, count: 10_000)
}

private struct BufferState: Sendable {
    var buffer = Buffer()
    /// What `.check` found, in order: was the buffer referenced only by the
    /// state being reduced?
    var uniqueness: [Bool] = []
}

private enum BufferAction: Equatable, Sendable {
    case touch
    case request
    case response
    case check
}

private let bufferReducer = Reducer<BufferState, BufferAction> { state, action in
    switch action {
    case .touch, .request, .response: state.buffer.shifts[0] += 1
    case .check: state.uniqueness.append(isKnownUniquelyReferenced(&state.buffer))
    }
}

private typealias BufferMiddleware = Middleware<BufferState, BufferAction, Void>

@Suite("Store: dispatch keeps no copy of the state")
@StoreActor
struct StoreStateCopyTests {
    /// Three middlewares that read the state they are given, one that
    /// dispatches a follow-up, and an observer that reads every new state.
    private func busyStore() -> Store<BufferState, BufferAction, Void> {
        let readers = (0..<3).map { index in
            BufferMiddleware("reader \(index)", accepts: { $0 == .touch }) { context in
                _ = context.state.buffer.shifts.count
            }
        }
        let followUp = BufferMiddleware("follow-up", accepts: { $0 == .request }) { context in
            await context.dispatch(.response)
        }
        let store = Store(state: BufferState(), reducer: bufferReducer, services: (),
                          middlewares: readers + [followUp])
        store.observe { state in _ = state.buffer.shifts.count }
        return store
    }

    @Test("after each dispatch returns, the store's state is the buffer's only owner")
    func bufferIsUniqueAfterEveryDispatch() async {
        let store = busyStore()
        await store.dispatch(.check)
        for action in [BufferAction.touch, .request, .touch, .request] {
            await store.dispatch(action)
            await store.dispatch(.check)
        }
        #expect(store.state.uniqueness == [true, true, true, true, true])
        #expect(store.state.buffer.shifts[0] == 6)
    }

    @Test("the check can fail: a copy kept by an interceptor is seen")
    func aKeptCopyIsSeen() async {
        let store = busyStore()
        let keeper = StateKeeper()
        store.register(interceptor: keeper)
        await store.dispatch(.touch)
        await store.dispatch(.check)
        #expect(store.state.uniqueness == [false])
        _ = keeper
    }
}

/// Keeps the last state it was shown: a deliberate copy.
@StoreActor
private final class StateKeeper: StoreInterceptor {
    var kept: BufferState?

    func actionDispatched(_ action: BufferAction, oldState: BufferState, newState: BufferState) {
        kept = newState
    }
}
