import ShiftModel

/// The printable month's figures in words, the same on paper and in text.
public enum MonthSheetWords {

    /// The month's figures: worked, the target and the balance with a
    /// contract, night hours, and sick ones when there are any.
    public static func totals(_ statistics: HoursStatistics) -> [MonthSheet.Total] {
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
    public static let countingRule = "Each shift counts in the month it starts in. " + HoursWords.hoursRule

    /// Said under the text grid when a shift is marked sick.
    public static let sickMark = "!"
    public static let sickMarkExplained = "\(sickMark) after a symbol: marked sick."

    /// `Tue 1 Dec`
    public static func day(_ day: CalendarDay) -> String { day.shortLabel }
}

/// Text from files made fit for a printout: control characters, escape
/// sequences' introducers and bidi overrides removed, any run of white
/// space (line breaks, tabs) made one space, so a title or a note is one
/// line of plain characters on paper, in a terminal and in an e-mail.
public enum PrintableText {
    public static func clean(_ text: String) -> String {
        var cleaned = ""
        var pendingSpace = false
        for character in text {
            if character.isWhitespace {
                pendingSpace = !cleaned.isEmpty
                continue
            }
            let kept = String(String.UnicodeScalarView(character.unicodeScalars.filter { !isRemoved($0) }))
            guard !kept.isEmpty else { continue }
            if pendingSpace { cleaned.append(" ") }
            pendingSpace = false
            cleaned += kept
        }
        return cleaned
    }

    /// `text` cut to `length` characters, an ellipsis taking the last.
    public static func cut(_ text: String, to length: Int) -> String {
        text.count <= length ? text : String(text.prefix(max(0, length - 1))) + "…"
    }

    /// C0 and C1 controls, DEL, and the bidi marks, overrides and isolates
    /// (which would reorder the text around them).
    private static func isRemoved(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value)
            || (0x2066...0x2069).contains(value) || value == 0x200E || value == 0x200F
    }
}
