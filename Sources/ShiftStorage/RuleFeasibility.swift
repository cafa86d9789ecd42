import CLibical

/// Rules whose BY parts name no day that exists: a 31 April, a 30 February,
/// the 40th Monday of a month, a day of week 53 in June. libical looks for
/// the next occurrence of a monthly or yearly rule month by month inside one
/// call, up to the year 2582, and gives no way to stop it (an UNTIL stops
/// only daily and weekly rules): such a rule cost 180-720 ms an event here,
/// so it is found before libical is asked. Only what is impossible in every
/// year is refused; a rule that matches seldom (a 29 February on a Monday)
/// is found within a few decades and stays.
enum RuleFeasibility {
    /// The most days each month can have.
    static let longestMonths = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

    /// True when no date in any year satisfies the rule's BY parts.
    static func neverMatches(_ rule: icalrecurrencetype) -> Bool {
        let months = ZoneCheck.values(rule.by_month).filter { (1...12).contains($0) }
        let inMonths = months.isEmpty ? Array(1...12) : months
        let monthDays = ZoneCheck.values(rule.by_month_day)
        if !monthDays.isEmpty, !inMonths.contains(where: { month in
            monthDays.contains { $0 != 0 && abs($0) <= longestMonths[month - 1] }
        }) {
            return true
        }
        if !months.isEmpty {
            let yearDays = ZoneCheck.values(rule.by_year_day)
            if !yearDays.isEmpty, Set(yearDays.flatMap(monthsOfYearDay)).isDisjoint(with: months) { return true }
            let weeks = ZoneCheck.values(rule.by_week_no)
            if !weeks.isEmpty, Set(weeks.flatMap(monthsOfWeek)).isDisjoint(with: months) { return true }
        }
        let ordinals = ZoneCheck.values(rule.by_day).map { Int(icalrecurrencetype_day_position(Int16($0))) }
        if !ordinals.isEmpty, !ordinals.contains(0) {
            // The nth weekday of a month (monthly, or yearly with BYMONTH)
            // is at most the fifth.
            let inMonth = rule.freq == ICAL_MONTHLY_RECURRENCE || (rule.freq == ICAL_YEARLY_RECURRENCE && !months.isEmpty)
            if inMonth, ordinals.allSatisfy({ abs($0) > 5 }) { return true }
        }
        let positions = ZoneCheck.values(rule.by_set_pos)
        return !positions.isEmpty && positions.allSatisfy { abs($0) > mostInASet(rule) }
    }

    /// The months day `day` of a year (negative: from its end) falls in,
    /// in a common or a leap year.
    static func monthsOfYearDay(_ day: Int) -> [Int] {
        [365, 366].compactMap { length -> Int? in
            let ordinal = day > 0 ? day : length + 1 + day
            guard ordinal >= 1, ordinal <= length else { return nil }
            var left = ordinal
            for (index, days) in longestMonths.enumerated() {
                let inMonth = index == 1 ? length - 337 : days
                if left <= inMonth { return index + 1 }
                left -= inMonth
            }
            return nil
        }
    }

    /// The months ISO week `week` (negative: from the year's end) can have
    /// days in: week 1 starts between 29 December and 4 January, and a year
    /// has 52 or 53 weeks.
    static func monthsOfWeek(_ week: Int) -> Set<Int> {
        let numbers = week > 0 ? [week] : [53 + 1 + week, 52 + 1 + week]
        var months = Set<Int>()
        for number in numbers where (1...53).contains(number) {
            // From its earliest first day (29 December, day -2 of the year)
            // to its latest last day.
            for day in ((number - 1) * 7 - 2)...((number - 1) * 7 + 10) {
                if day < 1 { months.insert(12) } else if day > 365 { months.insert(1) }
                months.formUnion(monthsOfYearDay(day))
            }
        }
        return months
    }

    /// The most occurrences one period of the rule (its FREQ) can hold:
    /// the days it can span times the times of day its BY parts give.
    static func mostInASet(_ rule: icalrecurrencetype) -> Int {
        func count<List>(_ list: List) -> Int { max(1, ZoneCheck.values(list).count) }
        let hours = count(rule.by_hour), minutes = count(rule.by_minute), seconds = count(rule.by_second)
        switch rule.freq {
        case ICAL_YEARLY_RECURRENCE: return 366 * hours * minutes * seconds
        case ICAL_MONTHLY_RECURRENCE: return 31 * hours * minutes * seconds
        case ICAL_WEEKLY_RECURRENCE: return 7 * hours * minutes * seconds
        case ICAL_DAILY_RECURRENCE: return hours * minutes * seconds
        case ICAL_HOURLY_RECURRENCE: return minutes * seconds
        case ICAL_MINUTELY_RECURRENCE: return seconds
        default: return 1
        }
    }
}
