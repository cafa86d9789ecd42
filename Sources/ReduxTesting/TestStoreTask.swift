import Redux

/// An action sent with `TestStore.start`, whose middlewares may still be
/// running (waiting on a gate or on a test clock). The test ends it with
/// `finish()` or `cancel()`; one left running fails an exhaustive test.
@UIActor
public struct TestStoreTask: Sendable {
    let task: Task<Void, Never>

    /// Suspends until the action and its whole cascade are done. If the
    /// test is cancelled meanwhile (a time limit), the action is cancelled.
    public func finish() async {
        await withTaskCancellationHandler {
            await task.value
        } onCancel: { [task] in
            task.cancel()
        }
    }

    /// Cancels the middlewares in flight and waits until they have returned.
    public func cancel() async {
        task.cancel()
        await task.value
    }

    public var isCancelled: Bool { task.isCancelled }
}
