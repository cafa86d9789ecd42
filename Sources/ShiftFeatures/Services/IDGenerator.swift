/// Makes ids for new shift types and locations; injected so reducers stay
/// pure and tests get predictable ids.
public protocol IDGenerator: Sendable {
    func makeID() -> String
}
