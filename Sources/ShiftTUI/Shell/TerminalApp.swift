import Foundation
import Redux
import ShiftFeatures
import ShiftModel
import Terminal

/// The app loop: keys in, actions dispatched, frames out.
///
/// Each key is mapped and its dispatch started at once, when it arrives
/// (`receive`): the reducer runs and the frame is drawn before `receive`
/// returns, so the next key is mapped against the state this one left, and
/// no key waits for an earlier key's side effects (a load, a save). A side
/// effect made stale by a newer one is cancelled by the store (effect ids).
/// The screen is redrawn synchronously whenever the state changes (so the
/// loading frame is on screen before a middleware starts its I/O), on
/// resize, and on spinner ticks, which run only while something is loading.
@UIActor
package final class TerminalApp {
    package let store: AppStore
    package let screen: any Screen
    /// Props per screen, recomputed only when their slice of the state
    /// changed: a spinner tick or a resize reuses them.
    private let todayProps: Selector<AppState, TodayProps>
    private let scheduleProps: Selector<AppState, ScheduleProps>
    private let shiftTypesProps: Selector<AppState, ListProps>
    private let locationsProps: Selector<AppState, ListProps>
    private let rotationsProps: Selector<AppState, ListProps>
    private let settingsProps: Selector<AppState, SettingsProps>
    private let changeLogProps: Selector<AppState, ChangeLogProps>
    private let statisticsProps: Selector<AppState, StatisticsProps>
    private let teamProps: Selector<AppState, TeamProps>
    private let firstRunProps: Selector<AppState, FirstRunProps?>
    private let spinnerClock: any Clock<Duration>
    package static let spinnerInterval = Duration.milliseconds(100)
    /// What the day watch sleeps on: by default a clock that wakes on time
    /// under a shifted clock too (see `PollSleepClock`); a TestClock in
    /// tests, apart from the spinner's so each can be driven alone.
    private let dayClock: any Clock<Duration>
    /// The longest the day watch sleeps before it looks at the clock again:
    /// it wakes at midnight, and within this after a suspend or a jump of
    /// the wall clock, which a sleep measured before it cannot know about.
    package static let dayCheckInterval = Duration.seconds(30)

    package private(set) var spinnerFrame = 0
    package private(set) var isFinished = false
    private var isStarted = false
    /// The dispatches started by keys and by the app itself, by number,
    /// until each returns: quit cancels them, `idle()` waits for none.
    private var inFlight: [Int: Task<Void, Never>] = [:]
    /// Numbers of the dispatches that have not returned (a dispatch that
    /// returns before its task is stored is never stored).
    private var running: Set<Int> = []
    private var lastDispatch = 0
    private var idleWaiters: [CheckedContinuation<Void, Never>] = []
    private var ticker: Task<Void, Never>?
    /// Turns changes of the data files on disk into actions.
    private var fileWatch: Task<Void, Never>?
    /// Sends the new day when the clock's day changes, and each new minute.
    private var dayWatch: Task<Void, Never>?
    private var observation: ObservationToken?
    private var finishWaiters: [CheckedContinuation<Void, Never>] = []

    package init(store: AppStore, screen: any Screen, calendar: Calendar,
                spinnerClock: any Clock<Duration> = ContinuousClock(), dayClock: any Clock<Duration> = PollSleepClock()) {
        self.store = store
        self.screen = screen
        self.todayProps = Selector(input: { TodayProps.Input($0) }, projector: { TodayProps($0, calendar: calendar) })
        self.scheduleProps = Selector(input: { ScheduleProps.Input($0) }, projector: { input in
            // The grid's weeks start on the day the settings choose.
            var weeks = calendar
            weeks.firstWeekday = input.catalog.settings.firstWeekday.number
            return ScheduleProps(input, calendar: weeks)
        })
        let catalog = Selector<AppState, CatalogState>(\.catalog)
        self.shiftTypesProps = Selector.combine(Selector(\.shiftTypes), catalog) {
            ListProps(shiftTypes: $0, catalog: $1, calendar: calendar)
        }
        self.locationsProps = Selector.combine(Selector(\.locations), catalog) { ListProps(locations: $0, catalog: $1) }
        self.rotationsProps = Selector.combine(Selector(\.rotations), catalog) { ListProps(rotations: $0, catalog: $1) }
        self.settingsProps = Selector.combine(Selector(\.settings), catalog) { SettingsProps(settings: $0, catalog: $1) }
        self.changeLogProps = Selector.combine(Selector(\.changeLog), catalog) {
            ChangeLogProps(changeLog: $0, catalog: $1, calendar: calendar)
        }
        self.statisticsProps = Selector.combine(Selector(\.statistics), catalog) {
            StatisticsProps(statistics: $0, catalog: $1.catalog)
        }
        self.teamProps = Selector(input: { TeamProps.Input($0) }, projector: { TeamProps($0, calendar: calendar) })
        self.firstRunProps = catalog.map { state in
            state.firstRun.map { FirstRunProps(form: $0, catalog: state.catalog) }
        }
        self.spinnerClock = spinnerClock
        self.dayClock = dayClock
    }

    /// The key table in force now (it also writes the status bar).
    package var bindings: KeyBindings { KeyBindings.table(for: KeyMode(store.state)) }

    /// Draws the first frame and starts the first loads, in order in one
    /// dispatch while keys work meanwhile: the history, the catalog (which
    /// may start the first-run questions), the day, the public holidays,
    /// and the change log's purge, which its settings in the catalog decide.
    package func start() {
        guard !isStarted, !isFinished else { return }
        isStarted = true
        observation = store.observe { [weak self] state in self?.stateChanged(state) }
        render()
        tellRowsInView()
        // First the day it is, reduced before any key comes (a key right
        // after 2 opens the grid on it).
        startWatches()
        track { store in
            // The history first: reading it finishes a change a crash cut
            // short, so the catalog and the calendar read next agree.
            await store.dispatch(.history(.load))
            await store.dispatch(.catalog(.load))
            await store.dispatch(.today(.load))
            // After the day: the holidays only mark days, and their file is
            // read on the storage queue behind the calendar, so read first
            // they kept Today from even saying it was loading.
            await store.dispatch(.holidays(.load))
            await store.dispatch(.changeLog(.purgeOnLaunch))
        }
    }

    /// Follows the data files on disk and the day, each turned into an
    /// action dispatched at once; the day it starts on is said at once too.
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
        let startDay = CalendarDay(wall.now(), in: wall.calendar)
        send(.refresh(.dayChanged(startDay)))
        dayWatch = Task { @UIActor [weak self] in
            var known = startDay
            var knownMinute = ShiftStatus.minute(of: wall.now())
            while !Task.isCancelled {
                let now = wall.now()
                let calendar = wall.calendar
                let today = CalendarDay(now, in: calendar)
                let minute = ShiftStatus.minute(of: now)
                guard let self else { return }
                if today != known {
                    known = today
                    self.send(.refresh(.dayChanged(today)))
                }
                // Each minute the countdowns move on: one small state change,
                // and the screen writes only the cells that changed.
                if minute != knownMinute {
                    knownMinute = minute
                    self.send(.today(.minuteTicked(minute)))
                }
                let untilMidnight = today.adding(days: 1).start(in: calendar).timeIntervalSince(now)
                let untilNextMinute = minute.addingTimeInterval(60).timeIntervalSince(now)
                let wait = min(Duration.milliseconds(Int64(max(0, min(untilMidnight, untilNextMinute)) * 1000) + 1),
                               Self.dayCheckInterval)
                do { try await clock.sleep(for: wait) } catch { return }
            }
        }
    }

    /// Runs until the user quits.
    package func run() async {
        start()
        await waitUntilFinished()
    }

    package func waitUntilFinished() async {
        if isFinished { return }
        await withCheckedContinuation { finishWaiters.append($0) }
    }

    /// A key from the terminal. Never blocks and never waits for a load:
    /// the key is mapped against the state now, and its dispatch starts at
    /// once; when this returns, the reducer has run and the frame is drawn.
    /// A quit (q where it is not text, Ctrl-C, y to the quit question)
    /// cancels the work in flight; Ctrl-C over a form with something typed
    /// asks first, and the next key already meets the question.
    package func receive(_ key: Key) {
        guard !isFinished else { return }
        switch KeyHandler.outcome(for: key, in: store.state) {
        case .quit: quit()
        case .dispatch(.scrollHelp(let lines)): send(.scrollHelp(by: helpScroll(lines)))
        case .dispatch(let action): send(action)
        case .redraw: resized()
        case .suspend: suspend()
        case nil: break
        }
    }

    /// The scroll that keeps the help within its lines at this size: the
    /// keys scroll no farther than its last line is shown.
    private func helpScroll(_ lines: Int) -> Int {
        let state = store.state
        guard case .help(let below) = KeyMode(state) else { return 0 }
        let props = HelpProps(screen: state.screen, bindings: KeyBindings.table(for: below), offset: state.help.offset)
        let target = min(max(0, state.help.offset + lines), HelpView.maxOffset(props, size: screen.size))
        return target - state.help.offset
    }

    /// Dispatches an action as a key would: started at once, not awaited.
    package func send(_ action: AppAction) {
        track { store in await store.dispatch(action) }
    }

    /// Starts `work` at once on this actor (it runs until its first
    /// suspension before this returns) and keeps it until it returns.
    private func track(_ work: @escaping @UIActor (AppStore) async -> Void) {
        guard !isFinished else { return }
        lastDispatch += 1
        let number = lastDispatch
        running.insert(number)
        let task = Task.immediate { @UIActor [weak self, store] in
            await work(store)
            self?.returned(number)
        }
        if running.contains(number) { inFlight[number] = task }
    }

    private func returned(_ number: Int) {
        running.remove(number)
        inFlight[number] = nil
        guard running.isEmpty else { return }
        let waiters = idleWaiters
        idleWaiters = []
        for waiter in waiters { waiter.resume() }
    }

    /// Returns when no dispatch started by a key or by the app is in flight:
    /// every key received so far is done with its side effects. If another
    /// started meanwhile (a watch's action), it waits for that too, until
    /// none is left. Tests drive the app to idle, then assert.
    package func idle() async {
        while !running.isEmpty {
            await withCheckedContinuation { idleWaiters.append($0) }
        }
    }

    /// The terminal changed size: redraw everything at the new size at once.
    package func resized() {
        render()
        tellRowsInView()
    }

    /// The Team screen reads only the rows it has room for: it is told how
    /// many at start and whenever the terminal's height changes.
    private func tellRowsInView() {
        let rows = TeamView.rowsInView(screen.size)
        guard store.state.team.rowsInView != rows else { return }
        send(.team(.rowsFit(rows)))
    }

    /// Gives the terminal back to the shell (Ctrl-Z); the session stops the
    /// process there. When it returns (`fg`), everything is drawn again:
    /// what the terminal shows meanwhile is unknown.
    package var onSuspend: (@UIActor () -> Void)?

    func suspend() {
        guard let onSuspend else { return }
        onSuspend()
        render()
    }

    /// Cancels the work in flight and stops; the caller restores the terminal.
    package func quit() {
        guard !isFinished else { return }
        isFinished = true
        for task in inFlight.values { task.cancel() }
        ticker?.cancel()
        ticker = nil
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
        render()
        updateTicker(busy: state.isBusy)
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
    package func render() {
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
            HelpView.render(HelpProps(screen: state.screen, bindings: KeyBindings.table(for: below),
                                      offset: state.help.offset),
                            statusLine: statusLine, into: &grid)
        } else if let firstRun = firstRunProps(state) {
            FirstRunView.render(firstRun, spinnerFrame: spinnerFrame, statusLine: statusLine, into: &grid)
        } else {
            switch state.screen {
            case .today:
                TodayView.render(todayProps(state), spinnerFrame: spinnerFrame, statusLine: statusLine, into: &grid)
                if state.today.goTo == nil {
                    DataWarning.render(DataWarning.line(catalog: state.catalog, unreadable: state.unreadableEvents),
                                       into: &grid)
                }
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
            case .rotations:
                ListView.render(rotationsProps(state), spinnerFrame: spinnerFrame, statusLine: statusLine, into: &grid)
            case .settings:
                SettingsView.render(settingsProps(state), spinnerFrame: spinnerFrame, statusLine: statusLine, into: &grid)
            case .changeLog:
                ChangeLogView.render(changeLogProps(state), spinnerFrame: spinnerFrame, statusLine: statusLine, into: &grid)
            case .statistics:
                StatisticsView.render(statisticsProps(state), spinnerFrame: spinnerFrame, statusLine: statusLine,
                                      into: &grid)
            case .team:
                TeamView.render(teamProps(state), spinnerFrame: spinnerFrame, statusLine: statusLine, into: &grid)
            }
        }
        screen.present(grid)
    }
}
