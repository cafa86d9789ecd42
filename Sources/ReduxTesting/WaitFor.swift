/// Awaits `operation`, failing the test at this line if it has not returned
/// within `timeout`: for the waits a test writes itself (a task's value, a
/// frame, a handler going idle), which could otherwise hang the test.
///
/// ```swift
/// await waitFor("the app is idle") { await app.idle() }
/// let state = await waitFor("the load task") { await load.value }
/// ```
///
/// Returns what `operation` returned, or nil when it timed out (the failure
/// names `what`) or the waiting task was cancelled. Either way the operation
/// is cancelled and left behind: a wait that ignores cancellation can no
/// longer hold up the test. It runs on the caller's actor.
@discardableResult
public func waitFor<Value: Sendable>(
    _ what: String, timeout: Duration = BoundedWait.defaultTimeout,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    @_inheritActorContext _ operation: sending @escaping @isolated(any) () async -> Value
) async -> Value? {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let result = OneShot<Value?>()
    let task = Task {
        let value = await operation()
        result.resume(value)
    }
    let end = await waitBounded(timeout, for: "waitFor(\"\(what)\")", at: site) { shot in
        Task {
            _ = await task.value
            shot.resume(.event)
        }
    }
    switch end {
    case .event:
        return await result.wait()
    case .timedOut:
        task.cancel()
        site.report("Timed out after \(describe(timeout)) waiting for \(what).")
        return nil
    case .cancelled:
        task.cancel()
        return nil
    }
}
