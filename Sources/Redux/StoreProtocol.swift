/// What a view, a key handler or a state-triggered handler needs from a
/// store: read the state, select from it, dispatch, observe changes.
///
/// Code written against `some StoreProtocol<State, Action>` runs on the real
/// `Store` in the app and on `MockStore` (ReduxTesting) in a test, where the
/// state is set by hand and dispatched actions are only recorded.
@StoreActor
public protocol StoreProtocol<State, Action>: AnyObject {
    associatedtype State: Sendable
    associatedtype Action: Sendable

    /// The current state.
    var state: State { get }

    /// Applies `action`; returns when it and its side effects are done.
    func dispatch(_ action: Action) async

    /// Calls `handler` synchronously after every state change.
    @discardableResult
    func observe(_ handler: @escaping @StoreActor (State) -> Void) -> ObservationToken

    func removeObservation(_ token: ObservationToken)

    /// The selector's value in the current state (a mock may override it).
    func select<Value>(_ selector: Selector<State, Value>) -> Value
}

extension StoreProtocol {
    public func select<Value>(_ selector: Selector<State, Value>) -> Value {
        selector(state)
    }
}

