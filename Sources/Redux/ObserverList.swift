/// The observers of a store (`Store`, or a test's `MockStore`): registered
/// with a token, removed by it, told each new state in order.
@StoreActor
public struct ObserverList<State> {
    @usableFromInline var entries: [(token: Int, notify: @StoreActor (State) -> Void)] = []
    private var nextToken = 0

    public init() {}

    public mutating func add(_ handler: @escaping @StoreActor (State) -> Void) -> ObservationToken {
        nextToken += 1
        entries.append((nextToken, handler))
        return ObservationToken(id: nextToken)
    }

    public mutating func remove(_ token: ObservationToken) {
        entries.removeAll { $0.token == token.id }
    }

    public var count: Int { entries.count }

    /// On the dispatch path: inlinable so it is specialized with the store.
    @inlinable
    public func notify(_ state: State) {
        for entry in entries { entry.notify(state) }
    }
}
