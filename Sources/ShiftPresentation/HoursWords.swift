import ShiftModel

/// What both front ends say of hours: the statistics screen and `shifts
/// stats` use the same words and the same spelling of a duration.
package enum HoursWords {
    /// `160 h`, `7 h 30 min`, `45 min`, `0 h`: hours and minutes, never
    /// days, since a month's total is read in hours.
    package static func duration(minutes: Int) -> String {
        let magnitude = abs(minutes)
        let hours = magnitude / 60, rest = magnitude % 60
        let text = hours == 0 && rest > 0 ? "\(rest) min" : rest == 0 ? "\(hours) h" : "\(hours) h \(rest) min"
        return minutes < 0 ? "-\(text)" : text
    }

    /// `+12 h`, `-3 h 30 min`, `0 h`: a balance, with its sign.
    package static func signed(minutes: Int) -> String {
        minutes > 0 ? "+\(duration(minutes: minutes))" : duration(minutes: minutes)
    }

    /// `from Mon 2 Nov 2026, +40 h carried in`, `each year from 1 January`:
    /// where the running balance starts.
    package static func account(_ settings: WorkingTimeSettings) -> String {
        guard let start = settings.accountStart else { return "each year from 1 January" }
        let opening = settings.openingBalanceMinutes == 0 ? "" : ", \(signed(minutes: settings.openingBalanceMinutes)) carried in"
        return "from \(start.mediumLabel)\(opening)"
    }

    /// The rule for shifts over a period's edge, said wherever figures are.
    package static let countingRule =
        "A shift counts in the period its start falls in: a night from the 31st into the 1st counts in full in the earlier month."

    /// `2026-11-01 to 2026-11-30`.
    package static func period(_ days: ClosedRange<CalendarDay>) -> String {
        days.lowerBound == days.upperBound ? "\(days.lowerBound)" : "\(days.lowerBound) to \(days.upperBound)"
    }

    // The two kinds of hours, named the same on every screen, in every
    // command and on the print.
    /// Real hours less unpaid breaks: what the target, the balance and the
    /// night, weekend and holiday hours count.
    package static let paidLabel = "Paid"
    /// From start to end by the clock, breaks included.
    package static let realLabel = "Real"
    /// What the two mean, said with the figures.
    package static let hoursRule = "Paid hours are the real hours (start to end) less unpaid breaks; "
        + "night, weekend and holiday hours are paid hours, the break spread evenly over the shift."
    /// The same in one short line, for the screen's last line.
    package static let shortRule = "Paid = real less unpaid breaks; a shift counts in the period it starts in."

    /// `Paid 152 h, real 160 h; target 160 h, balance -8 h.`; without
    /// contract hours, `Paid 152 h, real 160 h (no contract hours set).`
    package static func worked(_ statistics: HoursStatistics) -> String {
        let real = "\(realLabel.lowercased()) \(duration(minutes: statistics.realMinutes))"
        guard let target = statistics.targetMinutes, let balance = statistics.balanceMinutes else {
            return "\(paidLabel) \(duration(minutes: statistics.workedMinutes)), \(real) (no contract hours set)."
        }
        let credited = statistics.sickCountsTowardTarget && statistics.sickMinutes > 0
            ? " (\(duration(minutes: statistics.creditedMinutes)) with sick hours)" : ""
        return "\(paidLabel) \(duration(minutes: statistics.workedMinutes))\(credited), \(real); "
            + "target \(duration(minutes: target)), balance \(signed(minutes: balance))."
    }

    /// `Account balance +32 h on 2026-12-31 (from 2026-11-02, +40 h carried in).`
    package static func accountBalance(_ minutes: Int, on day: CalendarDay, settings: WorkingTimeSettings) -> String {
        "Account balance \(signed(minutes: minutes)) on \(day) (\(account(settings)))."
    }

    /// `3 not counted: 2 of a type that is not work, 1 without a known type
    /// (give it a type to count it).`; nil when none were left out.
    package static func leftOut(_ events: LeftOutEvents) -> String? {
        guard events.total > 0 else { return nil }
        var parts: [String] = []
        if events.notWork > 0 { parts.append("\(events.notWork) of a type that is not work") }
        if events.unknownType > 0 {
            parts.append("\(events.unknownType) without a known type (give \(events.unknownType == 1 ? "it" : "them") "
                         + "a shift type to count \(events.unknownType == 1 ? "it" : "them"))")
        }
        return "\(events.total.counted("event")) not counted: \(parts.joined(separator: ", "))."
    }

    /// `Leave: 5 days, 38 h 30 min counted toward the target (annual leave 4,
    /// training 1).`; nil without any absence in the period.
    package static func leave(_ statistics: HoursStatistics) -> String? {
        guard let days = leaveDays(statistics) else { return nil }
        return "Leave: \(days.total.counted("day")), \(duration(minutes: statistics.leaveMinutes)) counted toward the "
            + "target (\(days.kinds))."
    }

    /// The weekdays of absence and how they split by kind
    /// (`annual leave 4, training 1`); nil without any.
    package static func leaveDays(_ statistics: HoursStatistics) -> (total: Int, kinds: String)? {
        let days = AbsenceKind.allCases.compactMap { kind in statistics.absenceDays[kind].map { (kind, $0) } }
        guard !days.isEmpty else { return nil }
        let kinds = days.map { "\(LeaveWords.kind($0.0).lowercased()) \($0.1)" }.joined(separator: ", ")
        return (days.reduce(0) { $0 + $1.1 }, kinds)
    }

    /// `Sick: 2 days, 16 h (counted toward the target).`, `Sick: none.`
    package static func sick(_ statistics: HoursStatistics) -> String {
        guard statistics.sickDays > 0 || statistics.sickMinutes > 0 else { return "Sick: none." }
        let counted = statistics.sickCountsTowardTarget ? "counted toward the target" : "not counted toward the target"
        return "Sick: \(statistics.sickDays.counted("day")), \(duration(minutes: statistics.sickMinutes)) (\(counted))."
    }

    /// The labels of the windows' figures, as rows read them.
    package enum Window: CaseIterable, Sendable {
        case night, weekend, holiday

        package var label: String {
            switch self {
            case .night: "Night"
            case .weekend: "Weekend"
            case .holiday: "Public holidays"
            }
        }

        package func minutes(in statistics: HoursStatistics) -> Int {
            switch self {
            case .night: statistics.nightMinutes
            case .weekend: statistics.weekendMinutes
            case .holiday: statistics.holidayMinutes
            }
        }
    }

    /// `Night: 24 h`.
    package static func window(_ window: Window, of statistics: HoursStatistics) -> String {
        "\(window.label): \(duration(minutes: window.minutes(in: statistics)))"
    }

    /// `E Early` for a catalog type, the title alone for a shift made
    /// elsewhere. Text from files: the caller sanitizes before a terminal.
    package static func typeName(_ key: HoursStatistics.TypeKey, in catalog: Catalog) -> String {
        switch key {
        case .type(let id): catalog.shiftType(id)?.name ?? id.rawValue
        case .other(let title): title
        }
    }

    /// `2 events, not counted`: a row the hours leave out.
    package static func notCounted(_ count: Int) -> String {
        "\(count.counted("event")), not counted"
    }

    /// `12 shifts, 96 h`.
    package static func typeFigures(_ total: HoursStatistics.TypeTotal) -> String {
        "\(total.count.counted("shift")), \(duration(minutes: total.minutes))"
    }
}
