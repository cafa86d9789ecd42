/// How a bounded wait ended.
enum WaitEnd: Sendable, Equatable {
    /// What the wait was for happened.
    case event
    case timedOut
    /// The waiting task was cancelled (a test's time limit, or the test
    /// itself): it stops waiting, and reports nothing of its own.
    case cancelled
}
