import Redux

/// Records every action a store reduces, with the state before and after,
/// in the order the reducer ran (Fluxor's `TestInterceptor`), and every
/// effect run the store started or cancelled.
///
/// Nothing to wait for: `await store.dispatch(x)` returns after `x` and its
/// whole cascade, so the records are complete when it returns.
///
/// ```swift
/// let interceptor = TestInterceptor<TallyState, TallyAction>()
/// store.register(interceptor: interceptor)
/// await store.dispatch(.factRequested)
/// #expect(interceptor.actions == [.factRequested, .factLoaded("3 is odd")])
/// ```
@StoreActor
public final class TestInterceptor<State, Action>: StoreInterceptor {
    /// One reduction: the action and the state around it.
    public struct StateChange {
        public let action: Action
        public let oldState: State
        public let newState: State

        public init(action: Action, oldState: State, newState: State) {
            self.action = action
            self.oldState = oldState
            self.newState = newState
        }
    }

    /// What happened to an effect id.
    public enum EffectEvent: Hashable, Sendable {
        case started(EffectID)
        case cancelled(EffectID)
    }

    /// Every reduction so far, oldest first.
    public private(set) var stateChanges: [StateChange] = []

    /// Every effect started or cancelled so far, oldest first.
    public private(set) var effectEvents: [EffectEvent] = []

    /// Told of each reduction as it is recorded (TestStore waits on this).
    var onRecord: (@StoreActor (StateChange) -> Void)?

    /// Told of each cancellation as it is recorded.
    var onCancellation: (@StoreActor (EffectID) -> Void)?

    public init() {}

    /// The dispatched actions, oldest first.
    public var actions: [Action] { stateChanges.map(\.action) }

    /// The state after each reduction, oldest first.
    public var states: [State] { stateChanges.map(\.newState) }

    /// Forgets what was recorded so far (to assert one step at a time).
    public func removeAll() {
        stateChanges.removeAll()
        effectEvents.removeAll()
    }

    public func actionDispatched(_ action: Action, oldState: State, newState: State) {
        let change = StateChange(action: action, oldState: oldState, newState: newState)
        stateChanges.append(change)
        onRecord?(change)
    }

    public func effectStarted(_ id: EffectID) {
        effectEvents.append(.started(id))
    }

    public func effectCancelled(_ id: EffectID) {
        effectEvents.append(.cancelled(id))
        onCancellation?(id)
    }
}

extension TestInterceptor.StateChange: Equatable where State: Equatable, Action: Equatable {}
extension TestInterceptor.StateChange: Sendable where State: Sendable, Action: Sendable {}
