/// Sees every dispatched action with the state before and after its reducer,
/// and every effect run the store starts or cancels.
/// Registering one makes the store keep the old state across the reducer,
/// which copies what the reducer mutates: a tool for tests and debugging.
@StoreActor
public protocol StoreInterceptor<State, Action>: AnyObject {
    associatedtype State
    associatedtype Action
    func actionDispatched(_ action: Action, oldState: State, newState: State)

    /// A run of the effect `id` was registered, right after its action was
    /// reduced (it starts after the yield, unless cancelled first).
    func effectStarted(_ id: EffectID)

    /// The store cancelled the run in flight for `id`: a newer run with the
    /// same id started, or `cancelEffect(_:)` was called. Not told when the
    /// dispatching task itself is cancelled.
    func effectCancelled(_ id: EffectID)
}

extension StoreInterceptor {
    public func effectStarted(_ id: EffectID) {}
    public func effectCancelled(_ id: EffectID) {}
}
