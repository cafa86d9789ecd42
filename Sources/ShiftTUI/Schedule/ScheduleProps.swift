import Foundation
import ShiftFeatures
import ShiftModel
import ShiftPresentation
import Terminal

/// Everything the Schedule screen draws, already decided: the view is a
/// pure function of these props, so a frame of any size can be rendered
/// (and benchmarked) from them alone.
public struct ScheduleProps: Hashable, Sendable {
    /// One shift's symbol in a day cell.
    public struct Mark: Hashable, Sendable {
        public var symbol: String
        public var color: TerminalColor
        public var isSick: Bool
        /// A filter is kept and this shift is not one it keeps: drawn dim.
        public var isDimmed = false
    }

    /// What a previewed rotation does to a day, as the grid draws it.
    public struct PreviewMark: Hashable, Sendable {
        /// The rotation's symbol for the day (`?` for a type deleted since).
        public var symbol: String
        public var color: TerminalColor?
        /// The day has shifts the rotation meets: highlighted.
        public var isConflict: Bool
        /// The rotation's shift is written: not on a day kept (skipped).
        public var isWritten: Bool
        /// The day's shifts go for the rotation's.
        public var replaces: Bool
    }

    public struct DayCell: Hashable, Sendable {
        public var day: CalendarDay
        public var isInMonth: Bool
        public var isToday: Bool
        public var isCursor: Bool
        /// Marked with v for a bulk change.
        public var isMarked: Bool
        /// Overnight shifts from the day before, still running at its start.
        public var continuing: [Mark]
        /// Shifts starting on the day, in start order.
        public var marks: [Mark]
        /// Two of the day's shifts overlap (written so by another program):
        /// marked, so it is seen.
        public var hasClash = false
        /// A shift of the day matches the filter kept.
        public var isMatch = false
        /// What the rotation previewed does to the day; nil outside it or off.
        public var preview: PreviewMark?
        /// A shift of the day is part of a working-time rule broken.
        public var breaksRules = false
        /// The day is a public holiday.
        public var isHoliday = false
    }

    /// One shift in the day pane.
    public struct PaneRow: Hashable, Sendable {
        public var symbol: String
        public var color: TerminalColor
        public var title: String
        public var time: String
        public var detail: String?
        public var isSick: Bool
        public var isSelected: Bool
    }

    public var monthTitle: String
    /// Three-letter weekday names in column order (the calendar's first weekday first).
    public var weekdays: [String]
    public var weeks: [[DayCell]]
    public var paneTitle: String
    public var paneRows: [PaneRow]
    /// `E Early 06:00–15:00 overlaps L Late 14:00–22:00`, when the cursor's
    /// day holds shifts that overlap.
    public var paneClash: String?
    /// The working-time rules broken that touch the cursor's day, in words.
    public var paneRules: [String] = []
    /// `Public holiday: Christmas Day` when the cursor's day is one.
    public var paneHoliday: String?
    public var paneEmptyText: String
    public var isBusy: Bool
    public var errorMessage: String?
    var notice: NoticeLine?
    /// The go-to prompt's text and cursor while it is open, and its message.
    public var goTo: TextInput?
    public var goToError: String?
    /// The rota line while it is open: what was typed, and what it makes.
    var rota: RotaLine?
    /// While a rotation is previewed: what Enter does, and the rotation and days.
    public var previewLine: String?
    public var previewRange: String?
    /// Why the preview's change was refused.
    public var previewFailure: String?
    var form: FormProps?
    public var question: String?
    /// `3 days marked: a adds one type to all, …` while days are marked.
    public var marksSummary: String?
    /// The filter kept, for the header: `filter: E Early · sick · "late"`.
    public var filterSummary: String?
    /// How many days match and the keys that go with it, under the header.
    public var filterLine: String?
    /// The `/` search line while it is typed.
    public var searchLine: TextInput?
    /// Why a jump to a match went nowhere.
    public var filterNotice: String?
    /// The legend of the grid's marks, in place of the day pane.
    public var showsLegend = false
    /// ISO week number of each row of `weeks`; empty when the setting is off.
    public var weekNumbers: [Int] = []

    /// What the props are made from (compared each frame, so only a change
    /// of these builds new props).
    public struct Input: Hashable, Sendable {
        public var schedule: ScheduleState
        public var editor: ShiftEditorState
        public var bulk: BulkEditState
        public var shiftEdit: ShiftEditState
        public var catalog: Catalog
        public var staleStep: StaleStep?
        public var rotationApply: RotationApplyState
        public var holidays: PublicHolidays

        public init(_ state: AppState) {
            holidays = state.holidays.holidays
            schedule = state.schedule
            editor = state.editor
            bulk = state.bulk
            shiftEdit = state.shiftEdit
            catalog = state.catalog.catalog
            staleStep = state.history.staleStep
            rotationApply = state.rotationApply
        }
    }

    /// Why a typed go-to date was not taken; the prompt shows the forms it takes.
    static func goToSentence(_ problem: FieldProblem) -> String {
        switch problem {
        case .missing: "Type a date in one of the forms shown above."
        case .unknownDate(let typed): "\"\(typed)\" is not a date: use one of the forms shown above."
        default: problem.sentence
        }
    }

    public init(_ input: Input, calendar: Calendar) {
        let state = input.schedule
        let colors = TypeColors(input.catalog)
        isBusy = state.isLoading || input.shiftEdit.isApplying || input.rotationApply.loading != nil
        errorMessage = state.errorMessage
        notice = input.shiftEdit.shownNotice.map(NoticeLine.init)
        goTo = state.goTo
        goToError = state.goToError.map(Self.goToSentence)
        form = FormProps(editor: input.editor) ?? input.rotationApply.form.map {
            var props = FormProps($0, title: FormWords.rotationApplyTitle, words: FormWords.rotationApply,
                                  problem: FormWords.rotationApplyProblem)
            if input.rotationApply.loading != nil { props.isSaving = true }
            return props
        } ?? input.bulk.form.map {
            FormProps($0, title: FormWords.bulkTitle(input.bulk.kind), words: FormWords.bulk)
        } ?? state.filterForm.map {
            FormProps($0, title: FormWords.scheduleFilterTitle, words: FormWords.scheduleFilter)
        }
        searchLine = state.searchLine
        showsLegend = state.showsLegend
        filterNotice = state.filterNotice.map(ScheduleFilterWords.notice)
        let filter = state.filter
        let rulesQuestion = input.editor.rulesQuestion ?? input.bulk.rulesQuestion ?? input.rotationApply.rulesQuestion
        question = rulesQuestion.map(ViolationWords.question)
            ?? input.editor.question.map { QuestionWords.editor($0, catalog: input.catalog) }
            ?? input.bulk.question.map(QuestionWords.bulkDelete)
            ?? input.bulk.absenceQuestion.map(QuestionWords.absence) ?? input.staleStep.map(QuestionWords.staleStep)
        let markedDays = input.bulk.markedDays(cursor: state.cursor)
        let marked = markedDays.count
        marksSummary = marked == 0 ? nil
            : "\(marked.counted("day")) marked\(input.bulk.rangeAnchor == nil ? "" : " (\(KeyWords.range) ends range)"): "
                + "\(KeyWords.addToMarked) add, \(KeyWords.addPerDay) per day, \(KeyWords.deleteMarked) delete, "
                + "\(KeyWords.copy) copy, \(KeyWords.clearMarks) unmark"
        rota = input.bulk.rota.map { RotaLine($0, catalog: input.catalog) }
        let rotaDays = rota?.days ?? []
        let isMarked = Set(markedDays).union(rotaDays)
        guard let cursor = state.cursor else {
            monthTitle = ""
            weekdays = []
            weeks = []
            paneTitle = ""
            paneRows = []
            paneEmptyText = "Loading…"
            return
        }
        let plan = input.rotationApply.preview?.plan
        if let preview = input.rotationApply.preview {
            previewLine = RotationPreviewWords.preview(preview.plan)
            previewRange = RotationPreviewWords.range(preview.plan)
            previewFailure = preview.failure.map(FormWords.failure)
        }
        func previewMark(_ day: CalendarDay) -> PreviewMark? {
            guard let outcome = plan?.outcome(on: day), let id = outcome.shiftType else { return nil }
            let type = input.catalog.shiftType(id)
            let symbol = type?.symbol ?? Rotation.unknownSymbol
            let color = type.map(colors.color(of:))
            switch outcome {
            case .off, .already: return nil
            case .add: return PreviewMark(symbol: symbol, color: color, isConflict: false, isWritten: true, replaces: false)
            case .skip: return PreviewMark(symbol: symbol, color: color, isConflict: true, isWritten: false, replaces: false)
            case .replace: return PreviewMark(symbol: symbol, color: color, isConflict: true, isWritten: true, replaces: true)
            case .unknownType: return PreviewMark(symbol: symbol, color: nil, isConflict: false, isWritten: false, replaces: false)
            }
        }
        let matchingDays = Set(state.matchingDays)
        let month = YearMonth(cursor)
        let grid = MonthGrid(month: month, firstWeekday: calendar.firstWeekday)
        monthTitle = "\(DayNames.months[month.month - 1]) \(month.year)"
        weekdays = grid.weekdayOrder.map { String(DayNames.weekdays[$0 - 1].prefix(3)) }
        func mark(_ shift: ScheduledShift) -> Mark {
            // `?` for a shift without a symbol: `•` is today's mark.
            Mark(symbol: shift.symbol ?? ShiftRow.unknownSymbol, color: colors.color(of: shift), isSick: shift.sick != nil,
                 isDimmed: !filter.isEmpty && !filter.matches(shift))
        }
        // One pass over the loaded months: each grid day's shifts, in start
        // order. An entry of several days is in each month it reaches:
        // taken once, from whichever of them is loaded.
        let days = grid.weeks.flatMap { $0 }
        var byDay: [CalendarDay: [ScheduledShift]] = [:]
        if let first = days.first?.adding(days: -1), let last = days.last {
            var loaded: [ScheduledShift] = []
            var spanning = Set<ShiftID>()
            var month = YearMonth(first)
            while month <= YearMonth(last) {
                for shift in state.months[month]?.shifts ?? [] {
                    let ownMonth = YearMonth(shift.day) == month
                    if ownMonth && shift.lastListedDay(in: calendar) == shift.day { loaded.append(shift); continue }
                    if spanning.insert(shift.id).inserted { loaded.append(shift) }
                }
                month = month.adding(months: 1)
            }
            byDay = DayListing.byDay(loaded, from: first, through: last, in: calendar)
        }
        // The grid's days with a shift of their own inside a rule broken:
        // a few violations over at most 42 days, whatever the cursor does.
        var breaksRules = Set<CalendarDay>()
        if let first = days.first, let last = days.last {
            for violation in state.violations where violation.days.overlaps(first...last) {
                var day = max(first, violation.days.lowerBound)
                while day <= min(last, violation.days.upperBound) {
                    if byDay[day] != nil { breaksRules.insert(day) }
                    day = day.adding(days: 1)
                }
            }
        }
        weeks = grid.weeks.map { week in
            week.map { day in
                let continuing = (byDay[day.adding(days: -1)] ?? []).filter { $0.isRunning(atStartOf: day, in: calendar) }
                let own = byDay[day] ?? []
                return DayCell(day: day, isInMonth: YearMonth(day) == month, isToday: day == state.today,
                               isCursor: day == cursor, isMarked: isMarked.contains(day),
                               continuing: continuing.map(mark), marks: own.map(mark),
                               hasClash: own.isEmpty ? false : !Self.clashes(on: day, continuing + own).isEmpty,
                               isMatch: matchingDays.contains(day), preview: plan == nil ? nil : previewMark(day),
                               breaksRules: breaksRules.contains(day), isHoliday: input.holidays.contains(day))
            }
        }
        if input.catalog.settings.showsWeekNumbers {
            weekNumbers = grid.weeks.map { week in week.first { $0.weekday == 5 }.map(ISOWeek.number) ?? 0 }
        }
        if !filter.isEmpty {
            filterSummary = ScheduleFilterWords.summary(filter, catalog: input.catalog)
            let counted = filter.range.map { range in matchingDays.filter { range.contains($0) }.count }
                ?? matchingDays.filter { YearMonth($0) == month }.count
            filterLine = ScheduleFilterWords.count(counted, range: filter.range, month: month)
        }
        paneTitle = cursor.longLabel
        paneHoliday = input.holidays.name(on: cursor).map(HolidayWords.holiday)
        paneRules = state.violations.filter { $0.days.contains(cursor) }.map { ViolationWords.onDay($0, day: cursor) }
        let selected = state.selected?.id
        paneRows = state.shifts(on: cursor).map { shift in
            let row = TodayProps.row(shift, shownOn: cursor, calendar: calendar)
            let detail = ([row.location.isEmpty ? nil : "@ \(row.location)"] + [row.detail]).compactMap { $0 }
            return PaneRow(symbol: row.symbol, color: colors.color(of: shift), title: row.title, time: row.time,
                           detail: detail.isEmpty ? nil : detail.joined(separator: " · "), isSick: row.isSick,
                           isSelected: shift.id == selected)
        }
        let clashes = Self.clashes(on: cursor, state.shifts(on: cursor))
        paneClash = clashes.first.map { clash in
            let more = clashes.count > 1 ? " (and \(clashes.count - 1) more)" : ""
            return "\(Self.clashLabel(clash.shift, calendar)) overlaps \(Self.clashLabel(clash.other, calendar))\(more)"
        }
        // A month that failed to load says so (the message line names the
        // error), instead of loading for ever.
        if state.months[month]?.shifts != nil {
            paneEmptyText = "No shifts. \(KeyWords.addToMarked) adds one."
        } else if state.months[month]?.errorMessage != nil {
            paneEmptyText = "Not loaded: \(KeyWords.reloadSchedule) retries."
        } else {
            paneEmptyText = "Loading…"
        }
    }

    /// The clashes among `shifts` that a shift starting on `day` is part of
    /// (two of last night's shifts clash on their own day).
    static func clashes(on day: CalendarDay, _ shifts: [ScheduledShift]) -> [ShiftClash] {
        guard shifts.count > 1 else { return [] }
        return ShiftOverlap.clashes(among: shifts).filter { $0.shift.day == day || $0.other.day == day }
    }

    /// `E Early 06:00–15:00`: a shift of a clash, as the pane names it.
    private static func clashLabel(_ shift: ScheduledShift, _ calendar: Calendar) -> String {
        let time = shift.isAllDay ? "all day"
            : "\(DayFormat.time(shift.start, in: calendar))–\(DayFormat.time(shift.end, in: calendar))"
        return "\(shift.name) \(time)"
    }
}
