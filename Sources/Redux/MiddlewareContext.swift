/// What a middleware is given for one action: the state right after the
/// reducer ran (taken before the yield, so a key reduced meanwhile does not
/// show through), the action, the injected services and a dispatcher.
public struct MiddlewareContext<State: Sendable, Action: Sendable, Services: Sendable>: Sendable {
    public let state: State
    public let action: Action
    public let services: Services
    public let dispatch: Dispatcher<Action>

    public init(state: State, action: Action, services: Services, dispatch: Dispatcher<Action>) {
        self.state = state
        self.action = action
        self.services = services
        self.dispatch = dispatch
    }
}
