import Foundation
import Redux
import ShiftFeatures
import ShiftModel
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
    /// What waits in the queue: keys are turned into actions only when their
    /// turn comes, against the state the keys before them left, so typing
    /// right after `a` opens a form goes into the form.
    private enum Item {
        case key(Key)
        case action(AppAction)
    }

    public let store: AppStore
    public let screen: any Screen
    /// Props per screen, recomputed only when their slice of the state
    /// changed: a spinner tick or a resize reuses them.
    private let todayProps: Selector<AppState, TodayProps>
    private let scheduleProps: Selector<AppState, ScheduleProps>
    private let shiftTypesProps: Selector<AppState, ListProps>
    private let locationsProps: Selector<AppState, ListProps>
    private let settingsProps: Selector<AppState, SettingsProps>
    private let changeLogProps: Selector<AppState, ChangeLogProps>
    private let firstRunProps: Selector<AppState, FirstRunProps?>
    private let spinnerClock: any Clock<Duration>
    public static let spinnerInterval = Duration.milliseconds(100)
    /// What the day watch sleeps on: by default a clock that wakes on time
    /// under a shifted clock too (see `PollSleepClock`); a TestClock in
    /// tests, apart from the spinner's so each can be driven alone.
    private let dayClock: any Clock<Duration>
    /// The longest the day watch sleeps before it looks at the clock again:
    /// it wakes at midnight, and within this after a suspend or a jump of
    /// the wall clock, which a sleep measured before it cannot know about.
    public static let dayCheckInterval = Duration.seconds(30)

    public private(set) var spinnerFrame = 0
    public private(set) var isFinished = false
    private var queue: AsyncStream<Item>.Continuation?
    /// Keys queued and not taken by the worker yet (actions the app queues
    /// itself, like the start-up loads, do not hold up a quit).
    private var pendingKeys = 0
    /// A Ctrl-C waits in the queue behind keys typed into a form.
    private var isInterruptQueued = false
    private var worker: Task<Void, Never>?
    private var ticker: Task<Void, Never>?
    /// Loads the months the Schedule screen asks for, outside the key queue,
    /// so moving the cursor never waits for a load.
    private var loader: Task<Void, Never>?
    /// Turns changes of the data files on disk into actions.
    private var fileWatch: Task<Void, Never>?
    /// Sends the new day when the clock's day changes.
    private var dayWatch: Task<Void, Never>?
    /// The months of the loader's `.load` until the store has reduced it.
    private var loadBeingReduced: [YearMonth]?
    /// What `requested` held when a `.load` left its months requested: the
    /// loader does not ask for it again (it would loop for ever).
    private var stalledRequest: [YearMonth]?
    private var observation: ObservationToken?
    private var finishWaiters: [CheckedContinuation<Void, Never>] = []

    public init(store: AppStore, screen: any Screen, calendar: Calendar,
                spinnerClock: any Clock<Duration> = ContinuousClock(), dayClock: any Clock<Duration> = PollSleepClock()) {
        self.store = store
        self.screen = screen
        self.todayProps = Selector(input: { TodayProps.Input($0) }, projector: { TodayProps($0, calendar: calendar) })
        self.scheduleProps = Selector(input: { ScheduleProps.Input($0) },
                                      projector: { ScheduleProps($0, calendar: calendar) })
        let catalog = Selector<AppState, CatalogState>(\.catalog)
        self.shiftTypesProps = Selector.combine(Selector(\.shiftTypes), catalog) {
            ListProps(shiftTypes: $0, catalog: $1, calendar: calendar)
        }
        self.locationsProps = Selector.combine(Selector(\.locations), catalog) { ListProps(locations: $0, catalog: $1) }
        self.settingsProps = Selector.combine(Selector(\.settings), catalog) { SettingsProps(settings: $0, catalog: $1) }
        self.changeLogProps = Selector.combine(Selector(\.changeLog), catalog) {
            ChangeLogProps(changeLog: $0, catalog: $1, calendar: calendar)
        }
        self.firstRunProps = catalog.map { state in
            state.firstRun.map { FirstRunProps(form: $0, catalog: state.catalog) }
        }
        self.spinnerClock = spinnerClock
        self.dayClock = dayClock
    }

    /// The key table in force now (it also writes the status bar).
    public var bindings: KeyBindings { KeyBindings.table(for: KeyMode(store.state)) }

    /// Draws the first frame, starts the worker and queues the first loads:
    /// the catalog (which may start the first-run questions), then the day.
    public func start() {
        guard worker == nil, !isFinished else { return }
        observation = store.observe { [weak self] state in self?.stateChanged(state) }
        let (stream, continuation) = AsyncStream.makeStream(of: Item.self)
        queue = continuation
        worker = Task { @UIActor [weak self] in
            for await item in stream {
                guard let self, !Task.isCancelled else { break }
                if case .key = item { self.pendingKeys -= 1 }
                await self.handle(item)
            }
        }
        render()
        // The history first: reading it finishes a change a crash cut short,
        // so the catalog and the calendar read next agree with each other.
        enqueue(.action(.history(.load)))
        enqueue(.action(.catalog(.load)))
        enqueue(.action(.today(.load)))
        // After the catalog load (the queue runs in order): its settings say.
        enqueue(.action(.changeLog(.purgeOnLaunch)))
        startWatches()
    }

    /// Follows the data files on disk and the day, each turned into an
    /// action in the key queue.
    private func startWatches() {
        if let watcher = store.services.watcher {
            fileWatch = Task { @UIActor [weak self] in
                for await files in watcher.changes() {
                    guard let self else { return }
                    self.send(.refresh(.filesChanged(files)))
                }
            }
        }
        let wall = store.services.clock
        let clock = dayClock
        dayWatch = Task { @UIActor [weak self] in
            var known = CalendarDay(wall.now(), in: wall.calendar)
            while !Task.isCancelled {
                let now = wall.now()
                let calendar = wall.calendar
                let today = CalendarDay(now, in: calendar)
                if today != known {
                    known = today
                    guard let self else { return }
                    self.send(.refresh(.dayChanged(today)))
                }
                let untilMidnight = today.adding(days: 1).start(in: calendar).timeIntervalSince(now)
                let wait = min(Duration.milliseconds(Int64(max(0, untilMidnight) * 1000) + 1), Self.dayCheckInterval)
                do { try await clock.sleep(for: wait) } catch { return }
            }
        }
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

    /// A key from the terminal. Never blocks; never waits for a load. A
    /// quit key with no key queued before it quits at once, cancelling
    /// the work in flight; so does Ctrl-C (see `interrupt`).
    public func receive(_ key: Key) {
        guard !isFinished else { return }
        if key == .resize {
            resized()
            return
        }
        if key == .control("c") {
            interrupt()
            return
        }
        if pendingKeys == 0 && KeyHandler.outcome(for: key, in: store.state) == .quit {
            quit()
            return
        }
        enqueue(.key(key))
    }

    /// Ctrl-C quits at once, even during a load, unless a form on screen
    /// holds something typed: then it asks first, at once too. Keys typed
    /// into a form before it and not handled yet go in first (it waits its
    /// turn), so none of them can be taken for the answer; pressed again
    /// while it waits, it quits.
    private func interrupt() {
        if pendingKeys > 0, store.state.openForm != nil {
            if isInterruptQueued {
                quit()
            } else {
                isInterruptQueued = true
                enqueue(.key(.control("c")))
            }
            return
        }
        switch KeyHandler.outcome(for: .control("c"), in: store.state) {
        case .dispatch(let action):
            // Reduced before this returns: the next key already meets the question.
            Task.immediate { @UIActor [store] in await store.dispatch(action) }
        case .quit, .redraw, nil:
            quit()
        }
    }

    /// Queues an action as if a key had asked for it.
    public func send(_ action: AppAction) {
        enqueue(.action(action))
    }

    private func enqueue(_ item: Item) {
        guard let queue else { return }
        if case .key = item { pendingKeys += 1 }
        queue.yield(item)
    }

    private func handle(_ item: Item) async {
        switch item {
        case .action(let action):
            await store.dispatch(action)
        case .key(let key):
            if key == .control("c") { isInterruptQueued = false }
            switch KeyHandler.outcome(for: key, in: store.state) {
            case .quit: quit()
            case .dispatch(let action): await store.dispatch(action)
            case .redraw: render()
            case nil: break
            }
        }
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
        loader?.cancel()
        loader = nil
        fileWatch?.cancel()
        fileWatch = nil
        dayWatch?.cancel()
        dayWatch = nil
        if let observation { store.removeObservation(observation) }
        let waiters = finishWaiters
        finishWaiters = []
        for waiter in waiters { waiter.resume() }
    }

    private func stateChanged(_ state: AppState) {
        // The first reduction after the loader dispatched is its `.load`
        // (nothing runs in between on this actor): the months must be taken.
        if let months = loadBeingReduced {
            loadBeingReduced = nil
            if state.schedule.requested.contains(where: months.contains) { stalledRequest = state.schedule.requested }
        }
        render()
        updateTicker(busy: state.isBusy)
        if !state.schedule.requested.isEmpty { startLoader() }
    }

    /// One loader at a time takes every requested month, until none is left.
    /// A `.load` that leaves its months requested would make this loop for
    /// ever without loading anything: the loader stops, the months show an
    /// error, and the same request is not tried again.
    private func startLoader() {
        guard loader == nil, !isFinished, store.state.schedule.requested != stalledRequest else { return }
        stalledRequest = nil
        loader = Task { @UIActor [weak self] in
            while let self, !Task.isCancelled {
                let months = self.store.state.schedule.requested
                if months.isEmpty { break }
                self.loadBeingReduced = months
                await self.store.dispatch(.schedule(.load(months)))
                if self.stalledRequest != nil {
                    let first = months.min().map(\.description) ?? "", last = months.max().map(\.description) ?? ""
                    let error = UserFacingError(message: "A bug stopped loading \(first == last ? first : "\(first) to \(last)"): "
                        + "restart shifts.")
                    await self.store.dispatch(.schedule(.loaded(months, .failure(error))))
                    break
                }
            }
            self?.loader = nil
        }
    }

    /// Suspends until the month loader has nothing left to do (for tests).
    public func waitForLoads() async {
        while let running = loader { await running.value }
    }

    private func updateTicker(busy: Bool) {
        if busy, ticker == nil, !isFinished {
            let clock = spinnerClock
            ticker = Task { @UIActor [weak self] in
                while !Task.isCancelled {
                    do { try await clock.sleep(for: Self.spinnerInterval) } catch { return }
                    self?.tick()
                }
            }
        } else if !busy, let running = ticker {
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
        let state = store.state
        // One KeyMode per frame: the status bar shows its keys, and help
        // those of the mode under it.
        let mode = KeyMode(state)
        let statusLine = KeyBindings.table(for: mode).statusLine(width: screen.size.columns - 1)
        if case .help(let below) = mode {
            HelpView.render(HelpProps(screen: state.screen, bindings: KeyBindings.table(for: below)),
                            statusLine: statusLine, into: &grid)
        } else if let firstRun = firstRunProps(state) {
            FirstRunView.render(firstRun, spinnerFrame: spinnerFrame, statusLine: statusLine, into: &grid)
        } else {
            switch state.screen {
            case .today:
                TodayView.render(todayProps(state), spinnerFrame: spinnerFrame, statusLine: statusLine, into: &grid)
                DataWarning.render(DataWarning.line(catalog: state.catalog, unreadable: state.unreadableEvents),
                                   into: &grid)
            case .schedule:
                ScheduleView.render(scheduleProps(state), spinnerFrame: spinnerFrame, statusLine: statusLine,
                                    into: &grid)
                if state.schedule.goTo == nil {
                    DataWarning.render(DataWarning.line(catalog: state.catalog, unreadable: state.unreadableEvents),
                                       into: &grid)
                }
            case .shiftTypes:
                ListView.render(shiftTypesProps(state), spinnerFrame: spinnerFrame, statusLine: statusLine, into: &grid)
            case .locations:
                ListView.render(locationsProps(state), spinnerFrame: spinnerFrame, statusLine: statusLine, into: &grid)
            case .settings:
                SettingsView.render(settingsProps(state), spinnerFrame: spinnerFrame, statusLine: statusLine, into: &grid)
            case .changeLog:
                ChangeLogView.render(changeLogProps(state), spinnerFrame: spinnerFrame, statusLine: statusLine, into: &grid)
            }
        }
        screen.present(grid)
    }
}
