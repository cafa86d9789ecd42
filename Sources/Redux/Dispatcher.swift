/// Sends follow-up actions back into the store; `await` returns when the
/// action and its own cascade are done.
public struct Dispatcher<Action: Sendable>: Sendable {
    private let send: @Sendable (Action) async -> Void

    public init(_ send: @escaping @Sendable (Action) async -> Void) {
        self.send = send
    }

    public func callAsFunction(_ action: Action) async {
        await send(action)
    }
}
