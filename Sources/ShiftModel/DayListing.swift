import Foundation

/// The days a shift is listed on: a timed shift under the day it starts (a
/// night running into the next day is shown there as continuing, not
/// listed); an all-day entry under every day it covers, so a week of leave
/// is on each of its days on every screen, print and command alike.
extension ScheduledShift {
    /// The last day the shift is listed on: its start day, or for an all-day
    /// entry of several days the last day it covers.
    package func lastListedDay(in calendar: Calendar) -> CalendarDay {
        // One day is 23 to 25 hours; only longer entries pay for the zone
        // lookup that turns their end into a day.
        guard isAllDay, end.timeIntervalSince(start) > DayListing.longestDay else { return day }
        return endDay(in: calendar)
    }

    /// True when the shift is listed on `other`.
    package func isListed(on other: CalendarDay, in calendar: Calendar) -> Bool {
        other == day || (other > day && isAllDay && other <= lastListedDay(in: calendar))
    }

    /// True when the shift is listed on a day from `first` through `last`.
    package func isListed(from first: CalendarDay, through last: CalendarDay, in calendar: Calendar) -> Bool {
        day <= last && lastListedDay(in: calendar) >= first
    }
}

package enum DayListing {
    /// Seconds in the longest calendar day (a day that leaves summer time).
    static let longestDay: TimeInterval = 25 * 3600

    /// `shifts` under each day from `first` through `last` they are listed
    /// on, each day's in start order.
    package static func byDay(_ shifts: some Sequence<ScheduledShift>, from first: CalendarDay, through last: CalendarDay,
                             in calendar: Calendar) -> [CalendarDay: [ScheduledShift]] {
        var byDay: [CalendarDay: [ScheduledShift]] = [:]
        guard first <= last else { return byDay }
        for shift in shifts where shift.day <= last {
            let lastDay = shift.lastListedDay(in: calendar)
            guard lastDay >= first else { continue }
            for ordinal in max(first, shift.day).ordinal...min(last, lastDay).ordinal {
                byDay[CalendarDay(ordinal: ordinal), default: []].append(shift)
            }
        }
        for (day, listed) in byDay where listed.count > 1 {
            byDay[day] = listed.sorted(by: ScheduledShift.startOrder)
        }
        return byDay
    }

    /// The months from the one `shift` starts in to the one it is last
    /// listed in.
    package static func months(of shift: ScheduledShift, in calendar: Calendar) -> [YearMonth] {
        let last = YearMonth(shift.lastListedDay(in: calendar))
        var month = YearMonth(shift.day)
        var months = [month]
        while month < last {
            month = month.adding(months: 1)
            months.append(month)
        }
        return months
    }
}
