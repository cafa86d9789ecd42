import Dispatch

/// Runs blocking work (fsync, waiting for a lock or a child process,
/// reading its pipes) on a thread of its own, and resumes the caller with
/// what it returned or threw:
///
/// ```swift
/// let identity = try await offThePool { try AtomicFile.write(bytes, to: path) }
/// ```
///
/// On a thread of Swift's cooperative pool (two on a two-core machine) such
/// a call holds up every other test's task for as long as it blocks: beside
/// a busy disk, fsync alone took seconds, and the other tests' bounded
/// waits ran out. Each call gets a serial queue of its own, so it never
/// waits behind another test's blocking work either. Issues recorded inside
/// `work` have no test to go to: return what to check, and check it after.
public func offThePool<Value: Sendable>(
    _ work: @escaping @Sendable () throws -> Value
) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
        DispatchQueue(label: "ReduxTesting.offThePool").async {
            continuation.resume(with: Result { try work() })
        }
    }
}

/// `offThePool` for work that cannot throw.
public func offThePool<Value: Sendable>(_ work: @escaping @Sendable () -> Value) async -> Value {
    await withCheckedContinuation { continuation in
        DispatchQueue(label: "ReduxTesting.offThePool").async {
            continuation.resume(returning: work())
        }
    }
}
