import Redux
import ReduxTesting
import Testing

/// Middlewares for the counter app of Fixtures.swift, used by the tests of
/// ReduxTesting itself.
enum CounterMiddlewares {
    /// `.incrementTwiceLater` answers with two `.increment`s.
    static let twice = CounterMiddleware("twice", accepts: { $0 == .incrementTwiceLater }) { context in
        await context.dispatch(.increment)
        await context.dispatch(.increment)
    }

    /// `.chain(n)` answers with `.chain(n + 1)` up to 2.
    static let chain = CounterMiddleware("chain", accepts: {
        if case .chain(let n) = $0 { n < 2 } else { false }
    }) { context in
        guard case .chain(let n) = context.action else { return }
        await context.dispatch(.chain(n + 1))
    }

    /// `.slow` waits at `gate`, then answers with `.increment`.
    static func gated(_ gate: AsyncGate) -> CounterMiddleware {
        CounterMiddleware("gated", accepts: { $0 == .slow }) { context in
            await gate.pass()
            guard !Task.isCancelled else { return }
            await context.dispatch(.increment)
        }
    }

    /// Logs every action it sees, with the state it was given, and dispatches nothing.
    static let logger = CounterMiddleware("logger", accepts: { _ in true }) { context in
        context.services.append("\(context.action) at \(context.state.count)")
    }
}

@StoreActor
func makeCounterTestStore(
    _ middlewares: [CounterMiddleware] = [CounterMiddlewares.twice, CounterMiddlewares.chain],
    exhaustivity: Exhaustivity = .on,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> TestStore<CounterState, CounterAction, EventLog> {
    TestStore(initialState: CounterState(), reducer: counterReducer, services: EventLog(),
              middlewares: middlewares, exhaustivity: exhaustivity,
              fileID: fileID, filePath: filePath, line: line, column: column)
}

extension Issue {
    /// The text a failure was reported with.
    var message: String { comments.map(\.rawValue).joined(separator: "\n") }
}
