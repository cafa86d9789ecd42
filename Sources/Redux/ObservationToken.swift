/// Identifies a registration made with `Store.observe(_:)`.
public struct ObservationToken: Hashable, Sendable {
    let id: Int
}
