import Foundation
import Redux
import ShiftFeatures
import Terminal

/// The app loop: keys in, actions dispatched in order, frames out.
///
/// Keys are accepted all the time (`receive`) and queued; one worker task
/// dispatches them in order, each awaited. Quit is handled at once, not
/// queued: it cancels the dispatch in flight. The screen is redrawn
/// synchronously whenever the state changes (so the loading frame is on
/// screen before a middleware starts its I/O), on resize, and on spinner
/// ticks, which run only while something is loading.
@UIActor
public final class TerminalApp {
    public let store: AppStore
    public let screen: any Screen
    public let bindings: KeyBindings
    /// The Today screen's props, recomputed only when `state.today` changed:
    /// a spinner tick or a resize reuses them.
    private let todayProps: Selector<AppState, TodayProps>
    private let spinnerClock: any Clock<Duration>
    public static let spinnerInterval = Duration.milliseconds(100)

    public private(set) var spinnerFrame = 0
    public private(set) var isFinished = false
    private var queue: AsyncStream<AppAction>.Continuation?
    private var worker: Task<Void, Never>?
    private var ticker: Task<Void, Never>?
    private var observation: ObservationToken?
    private var finishWaiters: [CheckedContinuation<Void, Never>] = []

    public init(store: AppStore, screen: any Screen, calendar: Calendar,
                spinnerClock: any Clock<Duration> = ContinuousClock(),
                bindings: KeyBindings = .today) {
        self.store = store
        self.screen = screen
        self.todayProps = Selector(input: { $0.today }, projector: { TodayProps(state: $0, calendar: calendar) })
        self.spinnerClock = spinnerClock
        self.bindings = bindings
    }

    /// Draws the first frame, starts the worker and queues the first load.
    public func start() {
        guard worker == nil, !isFinished else { return }
        observation = store.observe { [weak self] state in self?.stateChanged(state) }
        let (stream, continuation) = AsyncStream.makeStream(of: AppAction.self)
        queue = continuation
        let store = self.store
        worker = Task { @UIActor in
            for await action in stream {
                if Task.isCancelled { break }
                await store.dispatch(action)
            }
        }
        render()
        continuation.yield(.today(.load))
    }

    /// Runs until the user quits.
    public func run() async {
        start()
        await waitUntilFinished()
    }

    public func waitUntilFinished() async {
        if isFinished { return }
        await withCheckedContinuation { finishWaiters.append($0) }
    }

    /// A key from the terminal. Never blocks; never waits for a load.
    public func receive(_ key: Key) {
        guard !isFinished else { return }
        if key == .resize {
            resized()
            return
        }
        guard let command = bindings.command(for: key) else { return }
        if command == .quit {
            quit()
        } else if let action = command.action {
            queue?.yield(action)
        }
    }

    /// Queues an action as if a key had asked for it.
    public func send(_ action: AppAction) {
        queue?.yield(action)
    }

    /// The terminal changed size: redraw everything at the new size at once.
    public func resized() {
        render()
    }

    /// Cancels the work in flight and stops; the caller restores the terminal.
    public func quit() {
        guard !isFinished else { return }
        isFinished = true
        queue?.finish()
        worker?.cancel()
        ticker?.cancel()
        ticker = nil
        if let observation { store.removeObservation(observation) }
        let waiters = finishWaiters
        finishWaiters = []
        for waiter in waiters { waiter.resume() }
    }

    private func stateChanged(_ state: AppState) {
        render()
        updateTicker(loading: state.today.isLoading)
    }

    private func updateTicker(loading: Bool) {
        if loading, ticker == nil, !isFinished {
            let clock = spinnerClock
            ticker = Task { @UIActor [weak self] in
                while !Task.isCancelled {
                    do { try await clock.sleep(for: Self.spinnerInterval) } catch { return }
                    self?.tick()
                }
            }
        } else if !loading, let running = ticker {
            running.cancel()
            ticker = nil
        }
    }

    private func tick() {
        guard !isFinished else { return }
        spinnerFrame += 1
        render()
    }

    /// Builds the whole frame into a cell grid and presents it; the screen
    /// writes only the cells that changed.
    public func render() {
        guard !isFinished else { return }
        // A fresh buffer per frame (as Ratatui does): views draw everything,
        // the screen diffs against what it showed last.
        var grid = CellGrid(size: screen.size)
        TodayView.render(todayProps(store.state), spinnerFrame: spinnerFrame, statusLine: bindings.statusLine, into: &grid)
        screen.present(grid)
    }
}
