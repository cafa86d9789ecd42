
extension HoursCalculator {
    /// The days whose shifts a check of `range` must see: the rules look
    /// back over the averaging weeks and a run of days, and forward a week.
    package func checkContext(for range: ClosedRange<CalendarDay>) -> ClosedRange<CalendarDay> {
        let limits = settings.limits
        let firstWeekday = catalog.settings.firstWeekday.number
        let back = max(limits.averagingWeeks * 7, limits.maximumConsecutiveDays + 1, limits.maximumConsecutiveNights + 1)
        let start = range.lowerBound.adding(days: -back).startOfWeek(firstWeekday: firstWeekday)
        let end = range.upperBound.adding(days: 7)
        return start...end
    }

    /// Every rule `shifts` break that touches `range`. `shifts` should hold
    /// at least the days of `checkContext(for: range)`.
    package func violations(in shifts: [ScheduledShift], range: ClosedRange<CalendarDay>) -> [RuleViolation] {
        let limits = settings.limits
        let work = shifts.filter(isWork).sorted { ($0.start, $0.id.rawValue) < ($1.start, $1.id.rawValue) }
        // Each shift's minutes once: the night rule and the weekly totals
        // both need them, and each costs a walk over its days' instants.
        let minutes = work.map(hours(of:))
        var found: [RuleViolation] = []

        // Rest: between each shift's end and the next one's start. Shifts
        // that overlap are refused elsewhere; all-day entries have no times.
        let timed = work.filter { !$0.isAllDay }
        var latest: ScheduledShift?
        for shift in timed {
            if let previous = latest {
                let rest = Int((shift.start.timeIntervalSince(previous.end) / 60).rounded())
                if rest >= 0, rest < limits.minimumRestMinutes {
                    found.append(.shortRest(after: previous, before: shift, restMinutes: rest,
                                            minimum: limits.minimumRestMinutes))
                }
            }
            if latest.map({ shift.end > $0.end }) ?? true { latest = shift }
        }

        // Runs of days: a day counts when a shift starts on it.
        let workDays = Set(work.map(\.day))
        var nightDays = Set<CalendarDay>()
        for (shift, hours) in zip(work, minutes)
        where !shift.isAllDay && hours.nightMinutes >= WorkingTimeSettings.nightShiftMinutes {
            nightDays.insert(shift.day)
        }
        for (first, last) in Self.runs(of: workDays) where last.ordinal - first.ordinal + 1 > limits.maximumConsecutiveDays {
            found.append(.consecutiveDays(first: first, last: last, maximum: limits.maximumConsecutiveDays))
        }
        for (first, last) in Self.runs(of: nightDays) where last.ordinal - first.ordinal + 1 > limits.maximumConsecutiveNights {
            found.append(.consecutiveNights(first: first, last: last, maximum: limits.maximumConsecutiveNights))
        }

        // Weeks: each week's total, then every run of `averagingWeeks`.
        let firstWeekday = catalog.settings.firstWeekday.number
        var weekly: [CalendarDay: Int] = [:]
        for (shift, hours) in zip(work, minutes) {
            weekly[shift.day.startOfWeek(firstWeekday: firstWeekday), default: 0] += hours.workedMinutes
        }
        for (start, minutes) in weekly where minutes > limits.weeklyMaximumMinutes {
            found.append(.weeklyMaximum(weekStart: start, minutes: minutes, maximum: limits.weeklyMaximumMinutes))
        }
        found += averageViolations(weekly: weekly, range: range)

        return found.filter { $0.days.overlaps(range) }.sorted { ($0.days.lowerBound, $0.rule.order) < ($1.days.lowerBound, $1.rule.order) }
    }

    /// Runs of `averagingWeeks` weeks over the limit that include a week of
    /// `range`, joined where they overlap into one violation each.
    func averageViolations(weekly: [CalendarDay: Int], range: ClosedRange<CalendarDay>) -> [RuleViolation] {
        let limits = settings.limits
        let weeks = max(1, limits.averagingWeeks)
        let firstWeekday = catalog.settings.firstWeekday.number
        let firstStart = range.lowerBound.startOfWeek(firstWeekday: firstWeekday).adding(days: -7 * (weeks - 1))
        let lastStart = range.upperBound.startOfWeek(firstWeekday: firstWeekday)
        var found: [RuleViolation] = []
        var open: (first: CalendarDay, last: CalendarDay, average: Int)?
        var windowStart = firstStart
        while windowStart <= lastStart {
            let total = (0..<weeks).reduce(0) { $0 + (weekly[windowStart.adding(days: 7 * $1)] ?? 0) }
            let average = Int((Double(total) / Double(weeks)).rounded())
            let windowLast = windowStart.adding(days: 7 * (weeks - 1))
            if total > limits.averageWeeklyMaximumMinutes * weeks {
                if let current = open, windowStart <= current.last {
                    open = (current.first, windowLast, max(current.average, average))
                } else {
                    if let current = open { found.append(Self.average(current, weeks: weeks, maximum: limits.averageWeeklyMaximumMinutes)) }
                    open = (windowStart, windowLast, average)
                }
            }
            windowStart = windowStart.adding(days: 7)
        }
        if let current = open { found.append(Self.average(current, weeks: weeks, maximum: limits.averageWeeklyMaximumMinutes)) }
        return found
    }

    static func average(_ run: (first: CalendarDay, last: CalendarDay, average: Int), weeks: Int, maximum: Int) -> RuleViolation {
        .weeklyAverage(firstWeek: run.first, lastWeek: run.last, weeks: weeks, averageMinutes: run.average, maximum: maximum)
    }

    /// Runs of consecutive days, each as its first and last day, in order.
    static func runs(of days: Set<CalendarDay>) -> [(CalendarDay, CalendarDay)] {
        var runs: [(CalendarDay, CalendarDay)] = []
        for day in days.sorted() {
            if let last = runs.last, last.1.adding(days: 1) == day {
                runs[runs.count - 1].1 = day
            } else {
                runs.append((day, day))
            }
        }
        return runs
    }

    /// The violations `after` has that `before` had not: what a change
    /// would break, to warn about before it is made.
    package func newViolations(before: [ScheduledShift], after: [ScheduledShift],
                              range: ClosedRange<CalendarDay>) -> [RuleViolation] {
        let old = violations(in: before, range: range)
        return violations(in: after, range: range).filter { violation in
            !old.contains { $0.rule == violation.rule && $0.days.overlaps(violation.days) && !violation.isWorse(than: $0) }
        }
    }
}

extension RuleViolation.Rule {
    var order: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}
