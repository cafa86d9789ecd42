import Redux

/// A countdown app: the middleware sleeps one second on an injected clock per
/// tick, so a test drives it with a `TestClock` and never sleeps itself.
struct CountdownState: Hashable, Sendable {
    var remaining = 0
    var isRunning = false
    var completed = 0
}

enum CountdownAction: Hashable, Sendable {
    case start(seconds: Int)
    case tick
    case finished
}

let countdownReducer = Reducer<CountdownState, CountdownAction> { state, action in
    switch action {
    case .start(let seconds):
        state.remaining = seconds
        state.isRunning = true
    case .tick:
        state.remaining -= 1
    case .finished:
        state.isRunning = false
        state.completed += 1
    }
}

/// The services of the countdown app: only the clock it sleeps on.
struct CountdownServices: Sendable {
    var clock: any Clock<Duration>
}

let countdownMiddleware = Middleware<CountdownState, CountdownAction, CountdownServices>(
    "countdown", accepts: { if case .start = $0 { true } else { false } }
) { context in
    guard case .start(let seconds) = context.action else { return }
    for _ in 0..<seconds {
        do { try await context.services.clock.sleep(for: .seconds(1)) } catch { return }
        await context.dispatch(.tick)
    }
    await context.dispatch(.finished)
}
