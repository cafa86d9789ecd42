import Redux
import ShiftModel

/// Pure transitions of the Team screen: the cursor, the span it loads, and
/// each row's answer (kept only for the span shown).
public enum TeamReducer {
    /// What the Team screen reads and does not own.
    public struct Input: Sendable {
        public var today: CalendarDay?
        public var firstWeekday: Weekday
        public var isShown: Bool

        public init(today: CalendarDay?, firstWeekday: Weekday, isShown: Bool) {
            self.today = today
            self.firstWeekday = firstWeekday
            self.isShown = isShown
        }

        public init(_ app: AppState) {
            self.init(today: app.schedule.today ?? app.today.today,
                      firstWeekday: app.catalog.catalog.settings.firstWeekday, isShown: app.screen == .team)
        }
    }

    public static let reducer = ReadingReducer<TeamState, Input, TeamAction>(reduce)

    public static func reduce(_ state: inout TeamState, _ action: TeamAction, input: Input) {
        switch action {
        case .opened, .reload:
            guard input.isShown else { return }
            if state.cursor == nil { state.cursor = input.today }
            state.status = .loading

        case .teamLoaded(let result):
            switch result {
            case .success(let team):
                state.team = team
                state.status = .loaded
                // A member no longer in the team is no longer on now.
                let rowIDs = Set(state.rowIDs)
                state.aroundToday = state.aroundToday.filter { rowIDs.contains($0.key) }
                startLoads(&state, input: input, force: true)
            case .failure(let error):
                state.status = .failed(error.message)
                state.rows = [:]
                state.span = nil
            }

        case .moveCursor(let days):
            guard let cursor = state.cursor else { return }
            moveCursor(to: cursor.adding(days: days), &state, input: input)

        case .goToToday:
            guard let today = input.today else { return }
            moveCursor(to: today, &state, input: input)

        case .beginGoTo:
            guard state.cursor != nil else { return }
            GoToPrompt.begin(&state.goTo, &state.goToError)

        case .editGoTo(let edit):
            GoToPrompt.edit(edit, &state.goTo, &state.goToError)

        case .commitGoTo:
            guard let today = input.today ?? state.cursor,
                  let day = GoToPrompt.commit(&state.goTo, &state.goToError, today: today) else { return }
            moveCursor(to: day, &state, input: input)

        case .cancelGoTo:
            GoToPrompt.cancel(&state.goTo, &state.goToError)

        case .loadRows:
            break

        case .sync, .synced:
            TeamSyncReducer.reduce(&state, action, isShown: input.isShown)

        case .onWithYouFound(let found):
            state.onWithYou = found

        case .findSwaps(let shift):
            state.swaps = .finding(shift)

        case .swapsFound(let shift, let result):
            // Only the answer for the shift still asked about.
            guard case .finding(shift)? = state.swaps else { return }
            switch result {
            case .success(let options): state.swaps = .found(options)
            case .failure(let error): state.swaps = .failed(shift, error)
            }

        case .closeSwaps:
            state.swaps = nil

        case .rowsFit(let count):
            state.rowsInView = max(1, count)
            showRows(&state)

        case .scrollRows(let count):
            guard let rowsInView = state.rowsInView else { return }
            state.firstRow = min(max(0, state.firstRow + count), max(0, state.rowCount - rowsInView))
            showRows(&state)

        case .rowsLoaded(let span, let loads):
            // Only for the span shown: an older week's answers are dropped.
            guard span == state.span else { return }
            for (row, load) in loads where state.rows[row] != nil {
                state.rows[row] = load
                guard let today = input.today, span.contains(today) else { continue }
                switch load {
                case .loaded(let shifts):
                    let yesterday = today.adding(days: -1)
                    state.aroundToday[row] = shifts.filter { $0.day == yesterday || $0.day == today }
                case .failed:
                    state.aroundToday[row] = nil
                case .loading:
                    break
                }
            }
        }
    }

    /// The cursor on `day`; a day outside the span loaded moves the span
    /// and marks every row loading.
    static func moveCursor(to day: CalendarDay, _ state: inout TeamState, input: Input) {
        guard day.isSupported else { return }
        state.cursor = day
        state.swaps = nil
        startLoads(&state, input: input, force: false)
    }

    /// Every row on screen loading over the cursor's span, when the span
    /// changes (or `force`); the rows off screen are read when scrolled in.
    static func startLoads(_ state: inout TeamState, input: Input, force: Bool) {
        guard state.status == .loaded, let cursor = state.cursor else { return }
        let span = TeamSpan.containing(cursor, firstWeekday: input.firstWeekday)
        guard force || span != state.span else { return }
        state.span = span
        state.firstRow = state.rowsShown.lowerBound
        state.rows = Dictionary(uniqueKeysWithValues: state.shownRowIDs.map { ($0, TeamRowLoad.loading) })
    }

    /// After a scroll or a resize: the rows that come into view and were never
    /// read for the span are marked loading; the ones gone out of view
    /// while still loading are no longer waited for. Rows read stay, so
    /// scrolling back shows them at once.
    static func showRows(_ state: inout TeamState) {
        state.firstRow = state.rowsShown.lowerBound
        guard state.status == .loaded, state.span != nil else { return }
        let shown = state.shownRowIDs
        let inView = Set(shown)
        state.rows = state.rows.filter { $0.value != .loading || inView.contains($0.key) }
        for row in shown where state.rows[row] == nil { state.rows[row] = .loading }
    }
}
