/// How strictly a `TestStore` checks a test (as in TCA).
public enum Exhaustivity: Sendable, Equatable {
    /// Every state change must be asserted in full, every action a middleware
    /// dispatched must be received, and nothing may be left at the end.
    case on
    /// For integration tests: an assertion checks only what its closure sets,
    /// received actions may be skipped, and nothing left over fails the test.
    case off
}
