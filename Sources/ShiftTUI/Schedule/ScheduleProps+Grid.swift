import Foundation
import ShiftFeatures
import ShiftModel
import ShiftPresentation

/// The month grid: a cell per day with its shifts' marks, the days marked
/// or matched, the rules broken, the rotation previewed, and the filter's
/// count above it.
extension ScheduleProps {
    /// `open` is what is open over the grid, under any question: the rota
    /// line's days and a rotation previewed show on it.
    mutating func makeGrid(_ input: Input, open: ScheduleOverlay, cursor: CalendarDay, calendar: Calendar) {
        let state = input.schedule
        let colors = TypeColors(input.catalog)
        let filter = state.filter
        let matchingDays = Set(state.matchingDays)
        let month = YearMonth(cursor)
        let grid = MonthGrid(month: month, firstWeekday: calendar.firstWeekday)
        // The rota line's days are marked as a preview of what it adds.
        var rotaDays: [CalendarDay] = []
        if case .rota(let rota) = overlay.base { rotaDays = rota.days }
        let isMarked = Set(input.bulk.markedDays(cursor: state.cursor)).union(rotaDays)
        var plan: RotationPlan?
        if case .rotationPreview(let preview) = open { plan = preview.plan }
        monthTitle = "\(DayNames.months[month.month - 1]) \(month.year)"
        weekdays = grid.weekdayOrder.map { String(DayNames.weekdays[$0 - 1].prefix(3)) }
        func mark(_ shift: ScheduledShift) -> Mark {
            // `?` for a shift without a symbol: `•` is today's mark.
            Mark(symbol: shift.symbol ?? ShiftRow.unknownSymbol, color: colors.color(of: shift), isSick: shift.sick != nil,
                 isDimmed: !filter.isEmpty && !filter.matches(shift))
        }
        let days = grid.weeks.flatMap { $0 }
        let byDay = Self.shiftsByDay(days, months: state.months, calendar: calendar)
        let breaksRules = Self.daysBreakingRules(days, violations: state.violations, byDay: byDay)
        weeks = grid.weeks.map { week in
            week.map { day in
                let continuing = (byDay[day.adding(days: -1)] ?? []).filter { $0.isRunning(atStartOf: day, in: calendar) }
                let own = byDay[day] ?? []
                return DayCell(day: day, isInMonth: YearMonth(day) == month, isToday: day == input.today,
                               isCursor: day == cursor, isMarked: isMarked.contains(day),
                               continuing: continuing.map(mark), marks: own.map(mark),
                               hasClash: own.isEmpty ? false : !Self.clashes(on: day, continuing + own).isEmpty,
                               isMatch: matchingDays.contains(day),
                               preview: plan.flatMap { Self.previewMark($0, on: day, catalog: input.catalog, colors: colors) },
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
    }

    /// Each of `days`' shifts (and the day before the first's), in start
    /// order, in one pass over the loaded months. An entry of several days
    /// is in each month it reaches: taken once, from whichever is loaded.
    private static func shiftsByDay(_ days: [CalendarDay], months: [YearMonth: MonthShifts],
                                    calendar: Calendar) -> [CalendarDay: [ScheduledShift]] {
        guard let first = days.first?.adding(days: -1), let last = days.last else { return [:] }
        var loaded: [ScheduledShift] = []
        var spanning = Set<ShiftID>()
        var month = YearMonth(first)
        while month <= YearMonth(last) {
            for shift in months[month]?.shifts ?? [] {
                let ownMonth = YearMonth(shift.day) == month
                if ownMonth && shift.lastListedDay(in: calendar) == shift.day { loaded.append(shift); continue }
                if spanning.insert(shift.id).inserted { loaded.append(shift) }
            }
            month = month.adding(months: 1)
        }
        return DayListing.byDay(loaded, from: first, through: last, in: calendar)
    }

    /// The days with a shift of their own inside a rule broken: a few
    /// violations over at most 42 days, whatever the cursor does.
    private static func daysBreakingRules(_ days: [CalendarDay], violations: [RuleViolation],
                                          byDay: [CalendarDay: [ScheduledShift]]) -> Set<CalendarDay> {
        var breaksRules = Set<CalendarDay>()
        guard let first = days.first, let last = days.last else { return breaksRules }
        for violation in violations where violation.days.overlaps(first...last) {
            var day = max(first, violation.days.lowerBound)
            while day <= min(last, violation.days.upperBound) {
                if byDay[day] != nil { breaksRules.insert(day) }
                day = day.adding(days: 1)
            }
        }
        return breaksRules
    }

    /// What the previewed rotation does to `day`, as its cell shows it.
    private static func previewMark(_ plan: RotationPlan, on day: CalendarDay, catalog: Catalog,
                                    colors: TypeColors) -> PreviewMark? {
        guard let outcome = plan.outcome(on: day), let id = outcome.shiftType else { return nil }
        let type = catalog.shiftType(id)
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
}
