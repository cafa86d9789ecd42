import Foundation
import ShiftModel

/// How absences and the leave account read, on every screen and command.
package enum LeaveWords {
    /// `28 days a year; a day counts 7 h 42 min`, `no allowance; a day
    /// counts 7 h 42 min (a fifth of the week)`, `no allowance; a day counts
    /// nothing (no contract)`.
    package static func settings(_ settings: WorkingTimeSettings) -> String {
        let allowance = settings.annualLeaveDays.map { "\($0.counted("day")) a year" } ?? "no allowance"
        let day: String
        if let minutes = settings.absenceDayMinutes {
            day = HoursWords.duration(minutes: minutes)
        } else if let minutes = settings.minutesPerAbsenceDay {
            day = "\(HoursWords.duration(minutes: minutes)) (a fifth of the week)"
        } else {
            day = "nothing (no contract)"
        }
        return "\(allowance); a day counts \(day)"
    }

    /// `Annual leave`, `Time off in lieu`.
    package static func kind(_ kind: AbsenceKind) -> String { kind.defaultTitle }

    /// `5 days taken of 28, 23 left`; without an allowance `5 days taken`.
    package static func account(_ account: LeaveAccount) -> String {
        let taken = "\(account.taken.counted("day")) taken"
        guard let allowance = account.allowance, let left = account.left else { return taken }
        return left >= 0 ? "\(taken) of \(allowance), \(left) left"
            : "\(taken) of \(allowance), \((-left).counted("day")) over"
    }

    /// `annual leave until Fri 11 Dec` (running on `today`), `training
    /// from Mon 7 Dec`: the absence the week ahead holds.
    package static func upcoming(_ shift: ScheduledShift, today: CalendarDay, calendar: Calendar) -> String {
        let what = shift.absence.map { kind($0).lowercased() } ?? shift.title
        let last = shift.lastListedDay(in: calendar)
        if shift.day <= today { return last > today ? "\(what) until \(last.shortLabel)" : "\(what) today" }
        return "\(what) from \(shift.day.shortLabel)"
    }

    /// `Mon 7 Dec–Fri 11 Dec`: the days an absence covers.
    package static func span(_ shift: ScheduledShift, calendar: Calendar) -> String {
        let last = shift.lastListedDay(in: calendar)
        return last > shift.day ? "\(shift.day.shortLabel)–\(last.shortLabel)" : shift.day.shortLabel
    }

    /// `shifts leave list`: each absence of the year with its working days,
    /// then the days of each kind and the account.
    package static func listing(_ absences: [ScheduledShift], account: LeaveAccount, holidays: PublicHolidays,
                               calendar: Calendar) -> [String] {
        guard !absences.isEmpty else {
            return ["No leave or other absence in \(account.year).", account.taken == 0 && account.allowance != nil
                ? "Annual leave: \(Self.account(account))." : nil].compactMap { $0 }
        }
        let first = CalendarDay(year: account.year, month: 1, day: 1)
        let last = CalendarDay(year: account.year, month: 12, day: 31)
        var lines = ["Leave and absences in \(account.year):"]
        for shift in absences.sorted(by: ScheduledShift.startOrder) {
            let days = LeaveAccount.workingDays(of: shift, from: first, through: last, holidays: holidays,
                                                calendar: calendar)
            let symbol = shift.symbol ?? ShiftRow.unknownSymbol
            var line = "  \(span(shift, calendar: calendar))  \(symbol)  \(shift.title)  \(days.counted("day"))"
            if !shift.notes.isEmpty { line += "  · \(shift.notes)" }
            lines.append(line)
        }
        for kind in AbsenceKind.allCases where kind != .annual {
            if let days = account.days[kind] { lines.append("\(Self.kind(kind)): \(days.counted("day")).") }
        }
        lines.append("Annual leave: \(Self.account(account)).")
        return lines
    }
}
