import ShiftPresentation
import Foundation
import ShiftFeatures
import ShiftModel
import Terminal

/// What the Statistics screen draws: the period, the figures in words, a
/// row per type, a bar per week and the running balance over the year.
package struct StatisticsProps: Hashable, Sendable {
    struct TypeRow: Hashable, Sendable {
        var symbol: String
        var name: String
        var count: String
        var hours: String
        var color: TerminalColor
    }

    /// One week's bar: its worked minutes by type, in type colours.
    struct WeekRow: Hashable, Sendable {
        /// `Mon 2 Nov`
        var label: String
        var minutes: Int
        var hours: String
        var parts: [BarPart]
    }

    struct BarPart: Hashable, Sendable {
        var minutes: Int
        var color: TerminalColor
    }

    var title: String
    /// `November 2026 · month, 30 days`
    var periodLine: String
    /// Worked and target, sick, night/weekend/holiday; empty before the first load.
    var summary: [[StyledText]]
    var types: [TypeRow]
    var weeks: [WeekRow]
    /// The widest week's minutes: the bars are scaled to it.
    var widestWeek: Int
    /// The running balance after each week from the first of January.
    var balance: [Int]?
    /// `Balance over 2026`
    var balanceTitle: String
    var balanceText: String
    /// Loading, failed, or no contract: said in place of or beside the figures.
    var message: NoticeLine?
    var rule: String
    var isBusy: Bool
    var form: FormProps?

    static let rule = HoursWords.shortRule

    package init(statistics state: StatisticsState, catalog: Catalog) {
        title = "Statistics"
        rule = Self.rule
        isBusy = state.isLoading
        form = state.rangeForm.map { FormProps($0, title: FormWords.statisticsRangeTitle, words: FormWords.statisticsRange) }
        periodLine = state.period.map(Self.periodLine) ?? "…"
        let colors = TypeColors(catalog)
        summary = []
        types = []
        weeks = []
        widestWeek = 0
        balance = nil
        balanceTitle = ""
        balanceText = ""
        message = nil
        switch state.status {
        case .failed(let reason): message = NoticeLine("The shifts could not be read: \(reason)", isError: true)
        case .loading where state.figures?.period != state.period: message = NoticeLine("Reading the shifts…")
        default: break
        }
        // Only the figures of the period named: while another loads, none.
        guard let figures = state.figures, figures.period == state.period else { return }
        let stats = figures.statistics
        summary = Self.summary(stats) + Self.rules(figures.violations)
        types = stats.byType.map { total in
            switch total.key {
            case .type(let id):
                let type = catalog.shiftType(id)
                return TypeRow(symbol: type?.symbol ?? "?", name: type?.title ?? id.rawValue,
                               count: "\(total.count)", hours: HoursWords.duration(minutes: total.minutes),
                               color: type.map(colors.color(of:)) ?? .white)
            case .other(let title):
                return TypeRow(symbol: "·", name: title, count: "\(total.count)",
                               hours: HoursWords.duration(minutes: total.minutes),
                               color: TypeColors.palette[TypeColors.slot(forKey: title)])
            }
        }
        weeks = stats.weeks.map { week in
            var parts = week.byType.map { part in
                let color: TerminalColor
                switch part.key {
                case .type(let id): color = catalog.shiftType(id).map(colors.color(of:)) ?? .white
                case .other(let title): color = TypeColors.palette[TypeColors.slot(forKey: title)]
                }
                return BarPart(minutes: part.minutes, color: color)
            }
            // Leave in blue; what the types and leave leave of the week's
            // credit is sick time: red, as sick is everywhere.
            if week.leaveMinutes > 0 { parts.append(BarPart(minutes: week.leaveMinutes, color: .blue)) }
            let sick = week.creditedMinutes - parts.reduce(0) { $0 + $1.minutes }
            if sick > 0 { parts.append(BarPart(minutes: sick, color: .red)) }
            return WeekRow(label: week.start.shortLabel, minutes: week.creditedMinutes,
                           hours: HoursWords.duration(minutes: week.creditedMinutes), parts: parts)
        }
        widestWeek = weeks.map(\.minutes).max() ?? 0
        let year = figures.period.days.upperBound.year
        // From the first of January: the year's; from an account's start
        // (or a period begun in an earlier year): since that day.
        let first = figures.yearToDate.period.lowerBound
        balanceTitle = first == CalendarDay(year: year, month: 1, day: 1)
            ? "Balance over \(year)" : "Balance since \(first.mediumLabel)"
        if let running = figures.yearToDate.runningBalance, let last = running.last {
            balance = running
            balanceText = "\(HoursWords.signed(minutes: last)) by \(figures.period.days.upperBound.shortLabel)"
        } else {
            balanceText = "no contract hours set (Settings, \(KeyWords.screen(.settings)))"
        }
    }

    /// `November 2026 · month`, `Week of Mon 2 Nov 2026`, `2026 · year`,
    /// `Sun 1 Nov – Tue 15 Dec 2026 · 45 days`.
    static func periodLine(_ period: StatisticsPeriod) -> String {
        let first = period.days.lowerBound, last = period.days.upperBound
        switch period.kind {
        case .week: return "Week of \(first.mediumLabel) · to \(last.mediumLabel)"
        case .month: return "\(DayNames.months[first.month - 1]) \(first.year) · month"
        case .year: return "\(first.year) · year"
        case .range: return "\(first.mediumLabel) – \(last.mediumLabel) · \(period.dayCount.counted("day"))"
        }
    }

    static func summary(_ stats: HoursStatistics) -> [[StyledText]] {
        var worked = [StyledText(HoursWords.paidLabel + "    ", .bold),
                      StyledText(HoursWords.duration(minutes: stats.workedMinutes), .bold),
                      StyledText("   \(HoursWords.realLabel.lowercased()) "),
                      StyledText(HoursWords.duration(minutes: stats.realMinutes))]
        if let target = stats.targetMinutes, let balance = stats.balanceMinutes {
            worked += [StyledText("   target "), StyledText(HoursWords.duration(minutes: target)),
                       StyledText("   balance "),
                       StyledText(HoursWords.signed(minutes: balance),
                                  TextStyle(bold: true, foreground: balance < 0 ? .red : .green))]
        } else {
            worked.append(StyledText("   no contract hours set", .dim))
        }
        let sickCounts = stats.sickCountsTowardTarget ? "count toward the target" : "do not count toward the target"
        let sick = [StyledText("Sick    ", .bold),
                    StyledText("\(stats.sickDays.counted("day")), \(HoursWords.duration(minutes: stats.sickMinutes))"),
                    StyledText(stats.sickMinutes > 0 ? "   (\(sickCounts))" : "", .dim)]
        let windows = [StyledText("Night   ", .bold), StyledText(HoursWords.duration(minutes: stats.nightMinutes)),
                       StyledText("   Weekend ", .bold), StyledText(HoursWords.duration(minutes: stats.weekendMinutes)),
                       StyledText("   Holidays ", .bold), StyledText(HoursWords.duration(minutes: stats.holidayMinutes))]
        var rows = [worked, sick]
        if let leave = HoursWords.leaveDays(stats) {
            rows.append([StyledText("Leave   ", .bold),
                         StyledText("\(leave.total.counted("day")), \(HoursWords.duration(minutes: stats.leaveMinutes))"),
                         StyledText("   (\(leave.kinds); count toward the target)", .dim)])
        }
        rows.append(windows)
        guard let leftOut = HoursWords.leftOut(stats.leftOut) else { return rows }
        return rows + [[StyledText("Left out", .bold), StyledText(" "), StyledText(leftOut, .dim)]]
    }

    /// The working-time rules broken in the period: none, or how many and
    /// the first few in the sentences `shifts check` prints.
    static let rulesNamed = 3

    static func rules(_ violations: [RuleViolation]) -> [[StyledText]] {
        let label = StyledText("Rules   ", .bold)
        guard !violations.isEmpty else { return [[label, StyledText(RuleWords.summary(count: 0), .dim)]] }
        var lines = [[label, StyledText("⚠ " + RuleWords.summary(count: violations.count), .colored(.yellow))]]
        for violation in violations.prefix(rulesNamed) {
            lines.append([StyledText("        "), StyledText(RuleWords.sentence(violation, days: .short).sanitizedForTerminal)])
        }
        if violations.count > rulesNamed {
            lines.append([StyledText("        "), StyledText(
                "and \((violations.count - rulesNamed).counted("more")); the Schedule (\(KeyWords.screen(.schedule))) marks each day",
                .dim)])
        }
        return lines
    }
}
