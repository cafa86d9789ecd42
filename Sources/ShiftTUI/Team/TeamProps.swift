import Foundation
import ShiftFeatures
import ShiftModel
import ShiftPresentation
import Terminal

/// What the Team screen draws: a column per day of the span, a row per
/// person (the user first), each cell the shifts' symbols in their type's
/// colour. The words of a row that could not be read are made here. Pure.
package struct TeamProps: Hashable, Sendable {
    /// One shift's mark in a cell.
    package struct Mark: Hashable, Sendable {
        /// The type's symbol (or the shift's own, or `?`), sanitized.
        package var text: String
        /// The type's colour; nil for a type not in the catalog (drawn dim).
        package var color: TerminalColor?
    }

    package struct Cell: Hashable, Sendable {
        package var marks: [Mark]
        /// A night shift from the day before runs into this day.
        package var continues: Bool
    }

    package enum RowBody: Hashable, Sendable {
        case loading
        case cells([Cell])
        /// Why the row shows no shifts, in words.
        case problem(String)
    }

    package struct Row: Hashable, Sendable {
        package var name: String
        /// On shift right now.
        package var isOnNow: Bool
        package var body: RowBody
    }

    package struct Day: Hashable, Sendable {
        package var label: String
        package var isToday: Bool
        package var isCursor: Bool
    }

    package var title: String
    package var isBusy: Bool
    package var days: [Day]
    /// The rows on screen (all of them when the screen's room is not known).
    package var rows: [Row]
    /// The widest name of every row, shown or not, so the name column
    /// keeps its width while the rows scroll.
    package var widestName: Int
    /// Instead of rows: the team could not be read, or has nobody.
    package var message: String?
    package var goTo: TextInput?
    package var goToError: String?
    /// The swap finder's answer, under the rows.
    package var swapLines: [String]
    /// How the last sync from the servers (`r`) ended, under the rows.
    package var syncLines: [String]

    /// What the screen reads of the app's state.
    package struct Input: Hashable, Sendable {
        package var team: TeamState
        package var catalog: Catalog
        package var today: CalendarDay?
        package var now: Date?

        package init(_ app: AppState) {
            team = app.team
            catalog = app.catalog.catalog
            today = TeamReducer.Input(app).today
            now = app.today.now
        }
    }

    package init(_ input: Input, calendar: Calendar) {
        self.init(team: input.team, catalog: input.catalog, today: input.today, now: input.now, calendar: calendar)
    }

    package init(team state: TeamState, catalog: Catalog, today: CalendarDay?, now: Date?, calendar: Calendar) {
        isBusy = state.isLoading
        swapLines = state.swaps.map { SwapWords.lines($0, catalog: catalog, calendar: calendar) } ?? []
        syncLines = Self.syncLines(state.sync)
        goTo = state.goTo?.typed
        goToError = state.goTo?.problem.map(ScheduleProps.goToSentence)
        let span = state.span
        title = span.map { "Team · from \($0.first.mediumLabel)" } ?? "Team"
        let shownRows = state.rowsShown
        // Which rows, when not all fit; the status bar names the keys that scroll.
        if shownRows.count < state.rowCount, state.status == .loaded {
            title += " · rows \(shownRows.lowerBound + 1)–\(shownRows.upperBound) of \(state.rowCount)"
        }
        widestName = state.team.members.reduce(DisplayWidth.of("You")) { max($0, DisplayWidth.of($1.name.sanitizedForTerminal)) }
        days = (span?.days ?? []).map { day in
            Day(label: "\(day.shortWeekdayName.prefix(2)) \(day.day)", isToday: day == today,
                isCursor: day == state.cursor)
        }
        switch state.status {
        case .failed(let reason):
            message = "team.json cannot be read: \(reason.sanitizedForTerminal)"
        case .loaded where state.team.members.isEmpty:
            message = "Nobody in the team yet: add members with `shifts team add NAME PATH`."
        case .notLoaded, .loading:
            message = state.span == nil ? "Loading the team…" : nil
        default:
            message = nil
        }
        let matcher = TypeMatcher(catalog)
        // A day's start costs a time-zone lookup (about 2 µs): made once per
        // day here, not once per shift, day and row (60 rows x 14 days x
        // 20 shifts was 3.5 ms a frame, drawn again as each row arrives).
        let spanDays = span?.days ?? []
        let dayStarts = spanDays.map { $0.start(in: calendar) }
        rows = state.shownRowIDs.map { id in
            let name: String
            switch id {
            case .own: name = "You"
            case .member(let member): name = state.team.member(member)?.name.sanitizedForTerminal ?? "?"
            }
            let body: RowBody
            var isOnNow = false
            switch state.rows[id] ?? .loading {
            case .loading:
                body = .loading
            case .failed(let problem):
                body = .problem(Self.sentence(problem))
            case .loaded(let shifts):
                let byDay = spanDays.last.map { DayListing.byDay(shifts, from: spanDays[0], through: $0, in: calendar) } ?? [:]
                body = .cells(zip(spanDays, dayStarts).map { day, dayStart in
                    Cell(marks: (byDay[day] ?? []).map(matcher.mark),
                         continues: shifts.contains { $0.day < day && $0.isRunning(atStart: dayStart) })
                })
                if let now {
                    // From the days around today, which the span shown may not hold.
                    isOnNow = (state.aroundToday[id] ?? shifts).contains { TeamMath.isAtWork($0, at: now) }
                }
            }
            return Row(name: name, isOnNow: isOnNow, body: body)
        }
    }

    /// Why a row could not be read, naming the file and what to do.
    static func sentence(_ problem: TeamRowProblem) -> String {
        switch problem {
        case .member(let member):
            switch member {
            case .missing(let path):
                "No calendar at \(path.sanitizedForTerminal): sync it, or fix the path in the team."
            case .unreadable(let path, let reason):
                "Cannot read \(path.sanitizedForTerminal): \(reason.sanitizedForTerminal)"
            case .tooLarge:
                "Too large to show: \((TeamWords.reason(member) ?? "").sanitizedForTerminal)."
            }
        case .own(let error):
            "Your calendar cannot be read: \(error.message.sanitizedForTerminal)"
        }
    }
}

extension TeamProps {
    /// `Syncing…` while `r` runs; then how it ended, each failure indented.
    static func syncLines(_ sync: TeamSyncStatus?) -> [String] {
        switch sync {
        case nil: []
        case .syncing?: ["Syncing the team from their servers…"]
        case .done(let outcomes)?:
            TeamSyncWords.lines(outcomes).enumerated().map { index, line in index == 0 ? line : "  " + line }
        }
    }
}
