/// Makes ids for new shift types and locations; injected so reducers stay
/// pure and tests get predictable ids.
package protocol IDGenerator: Sendable {
    func makeID() -> String
}
