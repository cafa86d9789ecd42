import Dispatch

extension DispatchQueue {
    /// Runs `work` on this queue and resumes the caller with its result or
    /// its error: blocking work (file I/O, fsync, libical, waiting for a
    /// lock) runs here, never on the cooperative pool.
    func run<Value: Sendable, Failure: Error>(
        _ work: @escaping @Sendable () throws(Failure) -> Value
    ) async throws(Failure) -> Value {
        let outcome = await withCheckedContinuation {
            (continuation: CheckedContinuation<Result<Value, Failure>, Never>) in
            self.async {
                continuation.resume(returning: Result { () throws(Failure) -> Value in try work() })
            }
        }
        return try outcome.get()
    }
}
