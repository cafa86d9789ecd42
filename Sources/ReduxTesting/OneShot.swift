import Synchronization

/// A continuation that the first of several parties resumes: the awaited
/// event, the deadline or cancellation. Later calls do nothing, so each
/// party may call `resume` without knowing about the others.
final class OneShot<Value: Sendable>: Sendable {
    private struct State {
        var continuation: CheckedContinuation<Value, Never>?
        var value: Value?
    }

    private let state = Mutex(State())

    /// Suspends until the first `resume`; at once if it came already.
    func wait(isolation: isolated (any Actor)? = #isolation) async -> Value {
        await withCheckedContinuation(isolation: isolation) { continuation in
            let early = state.withLock { s -> Value? in
                if let value = s.value { return value }
                s.continuation = continuation
                return nil
            }
            if let early { continuation.resume(returning: early) }
        }
    }

    func resume(_ value: Value) {
        let continuation = state.withLock { s -> CheckedContinuation<Value, Never>? in
            guard s.value == nil else { return nil }
            s.value = value
            defer { s.continuation = nil }
            return s.continuation
        }
        continuation?.resume(returning: value)
    }
}
