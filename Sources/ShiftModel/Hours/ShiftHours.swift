import Foundation

/// One shift's minutes, as the statistics and the rules count them.
///
/// The night, weekend and holiday minutes are paid minutes: the shift's
/// real minutes in the window less the window's share of the unpaid break,
/// the break spread evenly over the shift (rounded to the minute). A night
/// of 8 real hours with a 45 minute break, all in the night window, is
/// 7 h 15 min of night.
package struct ShiftHours: Hashable, Sendable {
    /// Paid minutes: the real length (7 or 9 hours on the nights the clocks
    /// change) less the type's unpaid break, or an all-day entry's count.
    package var paidMinutes: Int
    /// Real minutes: from start to end by the clock, the break included
    /// (an all-day entry: its count, as it has no times).
    package var realMinutes: Int
    /// Paid minutes inside the night window, on any of the days the shift covers.
    package var nightMinutes: Int
    /// Paid minutes on a Saturday or a Sunday.
    package var weekendMinutes: Int
    /// Paid minutes on a public holiday.
    package var holidayMinutes: Int
    /// Marked sick: its minutes are sick minutes, not worked ones.
    package var isSick: Bool

    package init(paidMinutes: Int, realMinutes: Int? = nil, nightMinutes: Int = 0, weekendMinutes: Int = 0,
                holidayMinutes: Int = 0, isSick: Bool = false) {
        self.paidMinutes = paidMinutes
        self.realMinutes = realMinutes ?? paidMinutes
        self.nightMinutes = nightMinutes
        self.weekendMinutes = weekendMinutes
        self.holidayMinutes = holidayMinutes
        self.isSick = isSick
    }

    /// Worked: paid and not sick. What the rules look at.
    package var workedMinutes: Int { isSick ? 0 : paidMinutes }
}

extension CalendarDay {
    /// Saturday or Sunday.
    package var isWeekend: Bool { weekday == 1 || weekday == 7 }
}
