import Foundation
import ShiftFeatures
import ShiftModel
import ShiftPresentation
import Terminal

/// Everything the Today screen draws, already formatted: the view is a pure
/// function of these props (state mapped to props, then drawn).
package struct TodayProps: Hashable, Sendable {
    package typealias ShiftRow = ShiftPresentation.ShiftRow

    package struct Section: Hashable, Sendable {
        package var heading: String
        package var rows: [Row]
        /// `Public holiday: Christmas Day` when the day is one.
        package var holiday: String?
    }

    /// A listed shift: its words, its type's colour and where it stands now.
    package struct Row: Hashable, Sendable {
        package var shift: ShiftRow
        var color: TerminalColor
        /// nil before the clock's minute is known, and for a sick shift.
        package var status: Status?
    }

    /// `in 2 h 10 min`, `on shift, 5 h 12 min left` (with how much is
    /// behind, for the bar) or `done`.
    package struct Status: Hashable, Sendable {
        package var text: String
        package var progress: Double?
        package var isDone: Bool
    }

    package var title: String
    /// What runs now or comes next (`next: Early tomorrow 06:00, in 15 h`);
    /// nil until the first load.
    package var current: String?
    package var sections: [Section]
    /// The week ahead; nil until loaded.
    package var outlook: OutlookProps?
    package var isLoading: Bool
    package var errorMessage: String?
    /// `With you: Ana Ruiz L 14:00–22:00 · ...`, under the day's shifts.
    package var onWithYou: String?
    /// What the last change did, or why it was refused.
    var notice: NoticeLine?
    /// The editor's form or question, when one is open (`TodayOverlay`).
    var form: FormProps?
    package var question: String?
    /// The go-to prompt's text and cursor while it is open, and its message.
    package var goTo: TextInput?
    package var goToError: String?

    /// What the props are made from with the editor (compared each frame).
    package struct Input: Hashable, Sendable {
        package var today: TodayState
        /// The clock's today: the sections say "Today" and "Tomorrow" by it.
        package var clockToday: CalendarDay?
        package var editor: ShiftEditorState
        package var shiftEdit: ShiftEditState
        package var staleStep: StaleStep?
        /// Names the type a switch question switches to.
        package var catalog: Catalog
        package var holidays: PublicHolidays
        package var onWithYou: OnWithYou?

        package init(_ state: AppState) {
            onWithYou = state.team.onWithYou
            holidays = state.holidays.holidays
            today = state.today
            clockToday = state.clockToday
            editor = state.editor
            shiftEdit = state.shiftEdit
            staleStep = state.history.staleStep
            catalog = state.catalog.catalog
        }

        /// What is open over the screen: what the keys go to.
        package var overlay: TodayOverlay { TodayOverlay(today: today, editor: editor, staleStep: staleStep) }
    }

    /// The screen with the editor's form, question and notice.
    package init(_ input: Input, calendar: Calendar) {
        self.init(state: input.today, today: input.clockToday, calendar: calendar, colors: TypeColors(input.catalog))
        isLoading = isLoading || input.shiftEdit.isApplying
        notice = input.shiftEdit.shownNotice.map(NoticeLine.init)
        // Drawn from what has the keys: a question over the form or the
        // prompt, or the one open.
        let open = input.overlay
        form = open.base == .form ? FormProps(editor: input.editor) : nil
        question = open.question.map { QuestionWords.screen($0, catalog: input.catalog) }
        if case .goTo(let typed, let problem) = open.base {
            goTo = typed
            goToError = problem.map(ScheduleProps.goToSentence)
        } else {
            goTo = nil
            goToError = nil
        }
        if let day = input.today.selectedDay, let found = input.onWithYou, found.day == day, !found.members.isEmpty {
            onWithYou = Self.onWithYouLine(found.members, catalog: input.catalog, calendar: calendar)
        }
        if let day = input.today.selectedDay {
            for (index, shown) in [day, day.adding(days: 1)].enumerated() where index < sections.count {
                sections[index].holiday = input.holidays.name(on: shown).map(HolidayWords.holiday)
            }
        }
    }

    /// Maps the state to what the screen shows, in `calendar`'s time zone,
    /// the days named relative to the clock's `today`.
    package init(state: TodayState, today: CalendarDay?, calendar: Calendar) {
        self.init(state: state, today: today, calendar: calendar, colors: TypeColors(Catalog()))
    }

    /// The same, each type in its colour of the catalog's.
    init(state: TodayState, today: CalendarDay?, calendar: Calendar, colors: TypeColors) {
        isLoading = state.isLoading
        errorMessage = state.errorMessage
        goTo = state.goTo?.typed
        goToError = state.goTo?.problem.map(ScheduleProps.goToSentence)
        if let current = state.current, let now = state.now {
            self.current = StatusWords.current(current, at: now, calendar: calendar)
        }
        outlook = state.outlook.map { OutlookProps($0, shown: state.selectedDay, colors: colors, calendar: calendar) }
        guard let day = state.selectedDay else {
            // No day known yet (still loading, or the load failed): the
            // header says just "Today".
            title = ""
            sections = []
            return
        }
        let next = day.adding(days: 1)
        title = day.longLabel
        let selected = state.selected?.id
        func row(_ shift: ScheduledShift, _ shownOn: CalendarDay) -> Row {
            var row = Self.row(shift, shownOn: shownOn, calendar: calendar)
            row.isSelected = shift.id == selected
            let status = shift.sick == nil ? state.status(of: shift) : nil
            return Row(shift: row, color: colors.color(of: shift), status: status.map {
                Status(text: StatusWords.status($0), progress: $0.progress, isDone: $0 == .done)
            })
        }
        sections = [
            Section(heading: Self.heading(day, today: today), rows: state.shifts.map { row($0, day) }),
            Section(heading: Self.heading(next, today: today), rows: state.nextDayShifts.map { row($0, next) }),
        ]
    }

    /// The members beside the user, each with the symbols and times of
    /// their overlapping shifts.
    static func onWithYouLine(_ members: [MemberAlongside], catalog: Catalog, calendar: Calendar) -> String {
        let matcher = TypeMatcher(catalog)
        let parts = members.map { alongside in
            let shifts = alongside.shifts.map { shift in
                "\(matcher.mark(shift).text) \(DayFormat.time(shift.start, in: calendar))–\(DayFormat.time(shift.end, in: calendar))"
            }
            return ([alongside.member.name.sanitizedForTerminal] + shifts).joined(separator: " ")
        }
        return "On with you: " + parts.joined(separator: " · ")
    }

    static func heading(_ day: CalendarDay, today: CalendarDay?) -> String {
        if let relative = DayFormat.relative(day, today: today) {
            return "\(relative) · \(day.shortLabel)"
        }
        return day.longLabel
    }

    package static func row(_ shift: ScheduledShift, shownOn day: CalendarDay, calendar: Calendar) -> ShiftRow {
        ShiftRow(shift, shownOn: day, calendar: calendar)
    }
}
