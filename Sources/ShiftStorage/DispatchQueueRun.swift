import Dispatch

extension DispatchQueue {
    /// Runs `work` on this queue and resumes the caller with its result or
    /// its error: blocking work (file I/O, fsync, libical, waiting for a
    /// lock) runs here, never on the cooperative pool.
    func run<Value: Sendable, Failure: Error>(
        _ work: @escaping @Sendable () throws(Failure) -> Value
    ) async throws(Failure) -> Value {
        let outcome = await withCheckedContinuation {
            (continuation: CheckedContinuation<QueueOutcome<Value, Failure>, Never>) in
            self.async {
                do throws(Failure) {
                    continuation.resume(returning: .value(try work()))
                } catch {
                    continuation.resume(returning: .failure(error))
                }
            }
        }
        switch outcome {
        case .value(let value): return value
        case .failure(let error): throw error
        }
    }
}
