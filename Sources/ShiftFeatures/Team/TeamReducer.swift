import Redux
import ShiftModel

/// Pure transitions of the Team screen: the cursor, the span it loads, and
/// each row's answer (kept only for the span shown). What marks team.json
/// or rows loading requests their load with it (`TeamEffect`).
package enum TeamReducer {
    /// What the Team screen reads and does not own.
    package struct Input: Sendable {
        package var today: CalendarDay?
        package var firstWeekday: Weekday
        package var isShown: Bool

        package init(today: CalendarDay?, firstWeekday: Weekday, isShown: Bool) {
            self.today = today
            self.firstWeekday = firstWeekday
            self.isShown = isShown
        }

        package init(_ app: AppState) {
            self.init(today: app.clockToday,
                      firstWeekday: app.catalog.catalog.settings.firstWeekday, isShown: app.screen == .team)
        }
    }

    package static let reducer = EffectReducer<TeamState, Input, TeamAction, TeamEffect> { state, action, input in
        reduce(&state, action, input: input)
    }

    @discardableResult
    package static func reduce(_ state: inout TeamState, _ action: TeamAction, input: Input) -> TeamEffect? {
        switch action {
        case .opened, .reload:
            return loadTeam(&state, input: input)

        case .teamLoaded(let result):
            switch result {
            case .success(let team):
                state.team = team
                state.status = .loaded
                // A member no longer in the team is no longer on now.
                let rowIDs = Set(state.rowIDs)
                state.aroundToday = state.aroundToday.filter { rowIDs.contains($0.key) }
                return startLoads(&state, input: input, force: true)
            case .failure(let error):
                state.status = .failed(error.message)
                state.rows = [:]
                state.span = nil
            }

        case .moveCursor(let days):
            guard let cursor = state.cursor else { return nil }
            return moveCursor(to: cursor.adding(days: days), &state, input: input)

        case .goToToday:
            guard let today = input.today else { return nil }
            return moveCursor(to: today, &state, input: input)

        case .beginGoTo:
            guard state.cursor != nil else { return nil }
            GoToPrompt.begin(&state.goTo)

        case .editGoTo(let edit):
            GoToPrompt.edit(edit, &state.goTo)

        case .commitGoTo:
            guard let today = input.today ?? state.cursor,
                  let day = GoToPrompt.commit(&state.goTo, today: today) else { return nil }
            return moveCursor(to: day, &state, input: input)

        case .cancelGoTo:
            GoToPrompt.cancel(&state.goTo)

        case .sync:
            return TeamSyncReducer.sync(&state, isShown: input.isShown)

        case .synced(let outcomes):
            // Then team.json and every row are read again, as `r` does.
            state.sync = .done(outcomes)
            return loadTeam(&state, input: input)

        case .onWithYouFound(let found):
            state.onWithYou = found

        case .findSwaps(let shift):
            state.swaps = .finding(shift)

        case .swapsFound(let shift, let result):
            // Only the answer for the shift still asked about.
            guard case .finding(shift)? = state.swaps else { return nil }
            switch result {
            case .success(let options): state.swaps = .found(options)
            case .failure(let error): state.swaps = .failed(shift, error)
            }

        case .closeSwaps:
            state.swaps = nil

        case .rowsFit(let count):
            state.rowsInView = max(1, count)
            return showRows(&state)

        case .scrollRows(let count):
            guard let rowsInView = state.rowsInView else { return nil }
            state.firstRow = min(max(0, state.firstRow + count), max(0, state.rowCount - rowsInView))
            return showRows(&state)

        case .rowsLoaded(let span, let loads):
            // Only for the span shown: an older week's answers are dropped.
            guard span == state.span else { return nil }
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
        return nil
    }

    /// team.json read again, while the screen is shown; the cursor starts
    /// on today.
    static func loadTeam(_ state: inout TeamState, input: Input) -> TeamEffect? {
        guard input.isShown else { return nil }
        if state.cursor == nil { state.cursor = input.today }
        state.status = .loading
        return .loadTeam
    }

    /// The cursor on `day`; a day outside the span loaded moves the span
    /// and marks every row loading.
    static func moveCursor(to day: CalendarDay, _ state: inout TeamState, input: Input) -> TeamEffect? {
        guard day.isSupported else { return nil }
        state.cursor = day
        state.swaps = nil
        return startLoads(&state, input: input, force: false)
    }

    /// Every row on screen loading over the cursor's span, when the span
    /// changes (or `force`); the rows off screen are read when scrolled in.
    static func startLoads(_ state: inout TeamState, input: Input, force: Bool) -> TeamEffect? {
        guard state.status == .loaded, let cursor = state.cursor else { return nil }
        let span = TeamSpan.containing(cursor, firstWeekday: input.firstWeekday)
        guard force || span != state.span else { return nil }
        state.span = span
        state.firstRow = state.rowsShown.lowerBound
        state.rows = Dictionary(uniqueKeysWithValues: state.shownRowIDs.map { ($0, TeamRowLoad.loading) })
        return rowsLoad(state)
    }

    /// After a scroll or a resize: the rows that come into view and were never
    /// read for the span are marked loading; the ones gone out of view
    /// while still loading are no longer waited for. Rows read stay, so
    /// scrolling back shows them at once. Rows marked request the load.
    static func showRows(_ state: inout TeamState) -> TeamEffect? {
        state.firstRow = state.rowsShown.lowerBound
        guard state.status == .loaded, state.span != nil else { return nil }
        let shown = state.shownRowIDs
        let inView = Set(shown)
        state.rows = state.rows.filter { $0.value != .loading || inView.contains($0.key) }
        var marked = false
        for row in shown where state.rows[row] == nil {
            state.rows[row] = .loading
            marked = true
        }
        return marked ? rowsLoad(state) : nil
    }

    /// Every row on screen still loading, read over the span in one run
    /// that replaces the one in flight (whose rows it reads again).
    static func rowsLoad(_ state: TeamState) -> TeamEffect? {
        guard let span = state.span else { return nil }
        let rows = state.shownRowIDs.filter { state.rows[$0] == .loading }
        return rows.isEmpty ? nil : .loadRows(span, rows)
    }
}
