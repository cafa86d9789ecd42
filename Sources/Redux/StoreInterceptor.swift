/// Sees every dispatched action with the state before and after its reducer.
/// Registering one makes the store keep the old state across the reducer,
/// which copies what the reducer mutates: a tool for tests and debugging.
@UIActor
public protocol StoreInterceptor<State, Action>: AnyObject {
    associatedtype State
    associatedtype Action
    func actionDispatched(_ action: Action, oldState: State, newState: State)
}
