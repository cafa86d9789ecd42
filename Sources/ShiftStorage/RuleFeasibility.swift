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
            let weekdays = Set(ZoneCheck.values(rule.by_day).map { day -> Int in
                // Monday 0 to Sunday 6; a numbered weekday is not a filter here.
                icalrecurrencetype_day_position(Int16(day)) != 0 ? -1
                    : (Int(icalrecurrencetype_day_day_of_week(Int16(day)).rawValue) + 5) % 7
            })
            let filter = weekdays.contains(-1) ? [] : weekdays
            if !weeks.isEmpty, !weeks.contains(where: { weekHasDay($0, inMonths: Set(months), on: filter) }) { return true }
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

    /// True when ISO week `week` (negative: from the year's end) has, in
    /// some year, a day in one of `months` on one of `weekdays` (Monday 0;
    /// empty: any). Tried on the fourteen kinds of year (the weekday of 1
    /// January, leap or not); days before 1 January or after 31 December
    /// fall in December or January, as libical gives them.
    static func weekHasDay(_ week: Int, inMonths months: Set<Int>, on weekdays: Set<Int>) -> Bool {
        for firstWeekday in 0..<7 {
            for length in [365, 366] {
                let weeksInYear = firstWeekday == 3 || (length == 366 && firstWeekday == 2) ? 53 : 52
                let number = week > 0 ? week : weeksInYear + 1 + week
                guard (1...weeksInYear).contains(number) else { continue }
                // Week 1's Monday: the Monday of the week holding 4 January.
                let firstMonday = 4 - (firstWeekday + 3) % 7
                for weekday in 0..<7 where weekdays.isEmpty || weekdays.contains(weekday) {
                    let day = firstMonday + (number - 1) * 7 + weekday
                    let month = day < 1 ? 12 : day > length ? 1 : monthOf(day, inYearOf: length)
                    if months.contains(month) { return true }
                }
            }
        }
        return false
    }

    private static func monthOf(_ day: Int, inYearOf length: Int) -> Int {
        var left = day
        for (index, days) in longestMonths.enumerated() {
            let inMonth = index == 1 ? length - 337 : days
            if left <= inMonth { return index + 1 }
            left -= inMonth
        }
        return 12
    }

    /// The most occurrences one period of the rule (its FREQ) can hold:
    /// the days it can span times the times of day its BY parts give.
    static func mostInASet(_ rule: icalrecurrencetype) -> Int {
        func count<List>(_ list: List) -> Int { max(1, ZoneCheck.values(list).count) }
        let times = count(rule.by_hour) * count(rule.by_minute) * count(rule.by_second)
        switch rule.freq {
        case ICAL_YEARLY_RECURRENCE, ICAL_MONTHLY_RECURRENCE, ICAL_WEEKLY_RECURRENCE:
            return mostDays(rule) * times
        case ICAL_DAILY_RECURRENCE: return times
        case ICAL_HOURLY_RECURRENCE: return count(rule.by_minute) * count(rule.by_second)
        case ICAL_MINUTELY_RECURRENCE: return count(rule.by_second)
        default: return 1
        }
    }

    /// The most days a yearly, monthly or weekly period can hold: its
    /// length, and no more than each BY part that picks days allows
    /// (each a bound of its own, so the least of them is one too).
    static func mostDays(_ rule: icalrecurrencetype) -> Int {
        let months = ZoneCheck.values(rule.by_month).count
        let monthDays = ZoneCheck.values(rule.by_month_day).count
        let yearDays = ZoneCheck.values(rule.by_year_day).count
        let weeks = ZoneCheck.values(rule.by_week_no).count
        let days = ZoneCheck.values(rule.by_day).map { icalrecurrencetype_day_position(Int16($0)) }
        let plain = days.filter { $0 == 0 }.count, numbered = days.count - plain
        var bounds: [Int]
        switch rule.freq {
        case ICAL_YEARLY_RECURRENCE:
            let inMonths = months > 0 ? months : 12
            bounds = [366, 31 * inMonths]
            if monthDays > 0 { bounds.append(monthDays * inMonths) }
            if yearDays > 0 { bounds.append(yearDays) }
            if weeks > 0 { bounds.append(7 * weeks) }
            if !days.isEmpty { bounds.append((months > 0 ? 5 * months : 53) * plain + numbered * max(1, months)) }
        case ICAL_MONTHLY_RECURRENCE:
            bounds = [31]
            if monthDays > 0 { bounds.append(monthDays) }
            if !days.isEmpty { bounds.append(5 * plain + numbered) }
        default:
            bounds = [7]
            if !days.isEmpty { bounds.append(days.count) }
        }
        return bounds.min() ?? 1
    }
}
