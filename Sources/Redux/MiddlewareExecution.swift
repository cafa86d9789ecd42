/// How a store runs the middlewares that accept one action.
public enum MiddlewareExecution: Sendable {
    /// Interleaved on the store's actor, in order: each starts as soon as the
    /// one before it has returned or suspended (the default).
    case concurrent
    /// One after another in the order given (for tests that need a fixed order).
    case sequential
}
