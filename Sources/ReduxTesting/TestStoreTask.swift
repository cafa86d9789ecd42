import Redux

/// An action sent with `TestStore.start`, whose middlewares may still be
/// running (waiting on a gate or on a test clock). The test ends it with
/// `finish()` or `cancel()`; one left running fails an exhaustive test.
/// Both waits are bounded: past `timeout` the test fails, naming the action.
@StoreActor
public struct TestStoreTask: Sendable {
    let task: Task<Void, Never>
    /// The action, as failures name it.
    let action: String

    /// Suspends until the action and its whole cascade are done. If the
    /// test is cancelled meanwhile (a time limit), the action is cancelled;
    /// if it is still running after `timeout`, the test fails and the action
    /// is cancelled.
    public func finish(
        timeout: Duration = BoundedWait.defaultTimeout,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let end = await waitForEnd(timeout, for: "finish() of \(action)", at: site)
        if end != .event { task.cancel() }
        if end == .timedOut {
            site.report("""
                \(action), sent with start(_:), was still running after \(describe(timeout)); it was \
                cancelled. Open its gate or advance its clock before finish().
                """)
        }
    }

    /// Cancels the middlewares in flight and waits until they have returned;
    /// one that ignores cancellation for `timeout` fails the test.
    public func cancel(
        timeout: Duration = BoundedWait.defaultTimeout,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        task.cancel()
        if await waitForEnd(timeout, for: "cancel() of \(action)", at: site) == .timedOut {
            site.report("""
                \(action), sent with start(_:), was still running \(describe(timeout)) after it was \
                cancelled: a middleware ignores cancellation.
                """)
        }
    }

    public var isCancelled: Bool { task.isCancelled }

    private func waitForEnd(_ timeout: Duration, for what: String, at site: CallSite) async -> WaitEnd {
        let task = self.task
        return await waitBounded(timeout, for: what, at: site) { shot in
            Task {
                await task.value
                shot.resume(.event)
            }
        }
    }
}
