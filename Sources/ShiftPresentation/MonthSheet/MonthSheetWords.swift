import ShiftModel

/// The printable month's figures in words, the same on paper and in text.
package enum MonthSheetWords {

    /// The month's figures: worked, the target and the balance with a
    /// contract, night hours, and sick ones when there are any.
    package static func totals(_ statistics: HoursStatistics) -> [MonthSheet.Total] {
        var totals = [MonthSheet.Total(label: HoursWords.paidLabel, value: HoursWords.duration(minutes: statistics.workedMinutes)),
                      MonthSheet.Total(label: HoursWords.realLabel, value: HoursWords.duration(minutes: statistics.realMinutes))]
        if let target = statistics.targetMinutes, let difference = statistics.balanceMinutes {
            totals.append(MonthSheet.Total(label: "Target", value: HoursWords.duration(minutes: target)))
            totals.append(MonthSheet.Total(label: "Balance", value: HoursWords.signed(minutes: difference)))
        }
        totals.append(MonthSheet.Total(label: "Night hours", value: HoursWords.duration(minutes: statistics.nightMinutes)))
        if statistics.sickDays > 0 {
            let counted = statistics.sickCountsTowardTarget && statistics.targetMinutes != nil ? " (counted toward the target)" : ""
            totals.append(MonthSheet.Total(label: "Sick",
                                           value: "\(statistics.sickDays.counted("day")), \(HoursWords.duration(minutes: statistics.sickMinutes))\(counted)"))
        }
        if let leave = HoursWords.leaveDays(statistics) {
            totals.append(MonthSheet.Total(label: "Leave", value: "\(leave.total.counted("day")), "
                + "\(HoursWords.duration(minutes: statistics.leaveMinutes)) (\(leave.kinds))"))
        }
        if let leftOut = HoursWords.leftOut(statistics.leftOut) {
            totals.append(MonthSheet.Total(label: "Left out", value: leftOut))
        }
        return totals
    }

    /// Said with the totals: which month a shift over midnight counts in.
    package static let countingRule = "Each shift counts in the month it starts in. " + HoursWords.hoursRule

    /// Said under the text grid when a shift is marked sick.
    package static let sickMark = "!"
    package static let sickMarkExplained = "\(sickMark) after a symbol: marked sick."

    /// `Tue 1 Dec`
    package static func day(_ day: CalendarDay) -> String { day.shortLabel }
}
