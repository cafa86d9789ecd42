import Redux
import Synchronization

/// Runs one middleware alone, without a store: give it a state, an action and
/// services; get back the actions it dispatched (Fluxor's `Effect.run(with:)`).
///
/// The dispatched actions are recorded, not reduced and not run through any
/// middleware, so the test sees exactly what this middleware decided to send.
/// Works alike for middlewares that dispatch one action, many, or none. A
/// middleware that has not returned within `timeout` fails the test.
///
/// ```swift
/// let actions = await factMiddleware.run(
///     with: .factRequested, state: TallyState(count: 3), services: services, expectedCount: 1)
/// #expect(actions == [.factLoaded("3 is odd")])
/// ```
extension Middleware {
    /// Runs this middleware for `action` and returns what it dispatched, in
    /// order. With `expectedCount`, a different number of actions is reported
    /// as a test failure that lists them. A middleware that does not accept
    /// `action` is reported too: in a store it would never run.
    @discardableResult
    public func run(
        with action: Action, state: State, services: Services, expectedCount: Int? = nil,
        timeout: Duration = BoundedWait.defaultTimeout,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async -> [Action] {
        guard accepts(action, state) else {
            CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
                .report("Middleware \"\(name)\" does not accept \(oneLine(action)); in a store it would not run.")
            return []
        }
        let recorder = DispatchRecorder<Action>()
        let context = MiddlewareContext(
            state: state, action: action, services: services,
            dispatch: Dispatcher { recorder.append($0) })
        let middleware = self
        let ran = await waitFor("middleware \"\(name)\" to return for \(oneLine(action))", timeout: timeout,
                                fileID: fileID, filePath: filePath, line: line, column: column) {
            await middleware.run(context)
            return true
        }
        let dispatched = recorder.actions
        guard ran != nil else { return dispatched }
        if let expectedCount, dispatched.count != expectedCount {
            CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
                .report(countMismatchMessage(expected: expectedCount, dispatched: dispatched))
        }
        return dispatched
    }

    private func countMismatchMessage(expected: Int, dispatched: [Action]) -> String {
        let listed = numberedLines(dispatched)
        return (["Middleware \"\(name)\" dispatched \(dispatched.count.counted("action")), expected \(expected.counted("action"))\(dispatched.isEmpty ? "." : ":")"] + listed)
            .joined(separator: "\n")
    }
}

extension Middleware where Action: Equatable {
    /// Runs this middleware for `action` and asserts it dispatched exactly
    /// `expected`, in order, reporting a diff otherwise.
    public func run(
        with action: Action, state: State, services: Services, expecting expected: [Action],
        timeout: Duration = BoundedWait.defaultTimeout,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async {
        let dispatched = await run(
            with: action, state: state, services: services, timeout: timeout,
            fileID: fileID, filePath: filePath, line: line, column: column)
        guard accepts(action, state), dispatched != expected else { return }
        CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
            .report(diffMessage("Middleware \"\(name)\" dispatched other actions than expected:",
                                expected: expected, actual: dispatched, actualLabel: "Dispatched"))
    }
}


/// Collects what a middleware dispatches; its dispatcher may be called from
/// any task the middleware starts.
private final class DispatchRecorder<Action: Sendable>: Sendable {
    private let recorded = Mutex<[Action]>([])

    func append(_ action: Action) { recorded.withLock { $0.append(action) } }

    var actions: [Action] { recorded.withLock { $0 } }
}
