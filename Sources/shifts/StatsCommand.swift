import ArgumentParser
import Foundation
import Redux
import ShiftModel
import ShiftPresentation

/// `shifts stats`: the hours of a period against the contract, as the
/// statistics screen shows them.
struct StatsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Print the hours worked in a period against the target, by type, at night, at weekends, on holidays.",
        discussion: """
            Worked hours (each shift's real length, 7 or 9 hours on the nights the
            clocks change, less its type's unpaid break; an all-day entry counts
            what its type says) against the target from the contract hours, and
            the balance; hours and shifts per type; hours inside the night window,
            on Saturdays and Sundays and on public holidays (`shifts holidays
            import`); sick days and hours. A shift counts in the period its start
            falls in. --by splits the figures by week, month or type.

            Examples:
              shifts stats
              shifts stats --from 2026-01-01 --to 2026-12-31 --by month
              shifts stats --from 2026-12-01 --to 2026-12-31 --json
            """)

    enum Split: String, ExpressibleByArgument, CaseIterable {
        case week, month, type
    }

    @OptionGroup var data: DataOptions

    @Option(help: ArgumentHelp("First day (default: the first of this month): \(DayArgument.accepted).", valueName: "D"),
            completion: Completions.day)
    var from: String?

    @Option(help: ArgumentHelp("Last day, included (default: the last of --from's month).", valueName: "D"),
            completion: Completions.day)
    var to: String?

    @Option(help: ArgumentHelp("Split the figures by week, month or type.", valueName: "week|month|type"))
    var by: Split?

    @Flag(help: "Print JSON (see Docs/CommandLine.md).")
    var json = false

    func run() async throws { try await perform() }

    @UIActor
    private func perform() async throws {
        try data.requireExistingDirectory()
        let run: HoursRun
        let holidays: PublicHolidays
        let shifts: [ScheduledShift]
        let period: ClosedRange<CalendarDay>
        do {
            run = try await HoursRun.start(data)
            period = try run.period(from: from, to: to)
            holidays = try await run.holidays()
            shifts = try await run.shifts(period)
        } catch let unreadable as HoursRun.Unreadable {
            throw failure(unreadable.message)
        }
        await ShiftQueryRun.warnAboutUnreadableEvents(run.services)
        let output = StatsOutput(calculator: run.calculator(holidays: holidays), shifts: shifts, period: period, split: by)
        if json {
            try CommandOutput.print(try output.json())
        } else {
            try CommandOutput.print(lines: output.lines())
        }
    }
}

/// The figures of `shifts stats` in words or JSON.
struct StatsOutput {
    let calculator: HoursCalculator
    let shifts: [ScheduledShift]
    let period: ClosedRange<CalendarDay>
    let split: StatsCommand.Split?

    var catalog: Catalog { calculator.catalog }

    /// One part of a split: a week or month (clipped to the period), or a type.
    struct Part {
        var label: String
        var period: ClosedRange<CalendarDay>
        var type: HoursStatistics.TypeKey?
        var statistics: HoursStatistics
    }

    /// The row a shift is counted in, as the statistics count it.
    func typeKey(of shift: ScheduledShift) -> HoursStatistics.TypeKey {
        if let id = shift.shiftTypeID, catalog.shiftType(id) != nil { return .type(id) }
        return .other(title: shift.title)
    }

    var totals: HoursStatistics { calculator.statistics(of: shifts, period: period) }

    var parts: [Part] {
        switch split {
        case nil: return []
        case .type:
            return totals.byType.map { total in
                let own = shifts.filter { typeKey(of: $0) == total.key }
                return Part(label: HoursWords.typeName(total.key, in: catalog), period: period, type: total.key,
                            statistics: calculator.statistics(of: own, period: period))
            }
        case .week, .month:
            var parts: [Part] = []
            var start = period.lowerBound
            while start <= period.upperBound {
                let end = split == .week
                    ? start.startOfWeek(firstWeekday: catalog.settings.firstWeekday.number).adding(days: 6)
                    : HoursRun.lastDayOfMonth(start)
                let part = start...min(end, period.upperBound)
                parts.append(Part(label: HoursWords.period(part), period: part, type: nil,
                                  statistics: calculator.statistics(of: shifts, period: part)))
                start = part.upperBound.adding(days: 1)
            }
            return parts
        }
    }

    /// The figures in words: the totals, the types, each part, and the
    /// rule for shifts over the period's edges. Names from files sanitized.
    func lines() -> [String] {
        let totals = self.totals
        var lines = ["Hours from \(HoursWords.period(period))"]
        lines += figures(totals)
        if !totals.byType.isEmpty, split != .type {
            lines.append("By type:")
            lines += totals.byType.map {
                "  \(HoursWords.typeName($0.key, in: catalog).sanitizedForTerminal): \(HoursWords.typeFigures($0))"
            }
        }
        if let split {
            lines.append("By \(split.rawValue):")
            for part in parts {
                let head = part.type != nil ? "\(part.label.sanitizedForTerminal): \(part.statistics.byType.first.map(HoursWords.typeFigures) ?? "")"
                    : "\(part.label):"
                lines.append("  " + head)
                lines += figures(part.statistics, typeOnly: part.type != nil).map { "    " + $0 }
            }
        }
        lines.append(HoursWords.countingRule)
        return lines
    }

    /// Worked against the target (for a type: worked alone), sick, and the
    /// night, weekend and holiday hours.
    private func figures(_ statistics: HoursStatistics, typeOnly: Bool = false) -> [String] {
        var lines = [typeOnly ? "Worked \(HoursWords.duration(minutes: statistics.workedMinutes))."
                              : HoursWords.worked(statistics), HoursWords.sick(statistics)]
        lines += HoursWords.Window.allCases.map { HoursWords.window($0, of: statistics) }
        return lines
    }

    struct TypeJSON: Encodable {
        var typeId: String?
        var symbol: String?
        var title: String
        var count: Int
        var minutes: Int

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(typeId, forKey: .typeId)
            try container.encode(symbol, forKey: .symbol)
            try container.encode(title, forKey: .title)
            try container.encode(count, forKey: .count)
            try container.encode(minutes, forKey: .minutes)
        }

        enum CodingKeys: String, CodingKey { case typeId, symbol, title, count, minutes }
    }

    struct FiguresJSON: Encodable {
        var from: String
        var to: String
        var typeId: String?
        var workedMinutes: Int
        var targetMinutes: Int?
        var balanceMinutes: Int?
        var sickMinutes: Int
        var sickDays: Int
        var sickCountsTowardTarget: Bool
        var nightMinutes: Int
        var weekendMinutes: Int
        var holidayMinutes: Int
        var byType: [TypeJSON]
        var by: String?
        var parts: [FiguresJSON]?

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(from, forKey: .from)
            try container.encode(to, forKey: .to)
            try container.encodeIfPresent(typeId, forKey: .typeId)
            try container.encode(workedMinutes, forKey: .workedMinutes)
            try container.encode(targetMinutes, forKey: .targetMinutes)
            try container.encode(balanceMinutes, forKey: .balanceMinutes)
            try container.encode(sickMinutes, forKey: .sickMinutes)
            try container.encode(sickDays, forKey: .sickDays)
            try container.encode(sickCountsTowardTarget, forKey: .sickCountsTowardTarget)
            try container.encode(nightMinutes, forKey: .nightMinutes)
            try container.encode(weekendMinutes, forKey: .weekendMinutes)
            try container.encode(holidayMinutes, forKey: .holidayMinutes)
            try container.encode(byType, forKey: .byType)
            try container.encodeIfPresent(by, forKey: .by)
            try container.encodeIfPresent(parts, forKey: .parts)
        }

        enum CodingKeys: String, CodingKey {
            case from, to, typeId, workedMinutes, targetMinutes, balanceMinutes, sickMinutes, sickDays,
                 sickCountsTowardTarget, nightMinutes, weekendMinutes, holidayMinutes, byType, by, parts
        }
    }

    func figuresJSON(_ statistics: HoursStatistics, type: HoursStatistics.TypeKey? = nil) -> FiguresJSON {
        FiguresJSON(
            from: statistics.period.lowerBound.description, to: statistics.period.upperBound.description,
            typeId: type.map(typeID), workedMinutes: statistics.workedMinutes,
            targetMinutes: type == nil ? statistics.targetMinutes : nil,
            balanceMinutes: type == nil ? statistics.balanceMinutes : nil,
            sickMinutes: statistics.sickMinutes, sickDays: statistics.sickDays,
            sickCountsTowardTarget: statistics.sickCountsTowardTarget, nightMinutes: statistics.nightMinutes,
            weekendMinutes: statistics.weekendMinutes, holidayMinutes: statistics.holidayMinutes,
            byType: statistics.byType.map(typeJSON))
    }

    private func typeID(_ key: HoursStatistics.TypeKey) -> String {
        if case .type(let id) = key { return id.rawValue }
        return ""
    }

    private func typeJSON(_ total: HoursStatistics.TypeTotal) -> TypeJSON {
        switch total.key {
        case .type(let id):
            let type = catalog.shiftType(id)
            return TypeJSON(typeId: id.rawValue, symbol: type?.symbol, title: type?.title ?? id.rawValue,
                            count: total.count, minutes: total.minutes)
        case .other(let title):
            return TypeJSON(typeId: nil, symbol: nil, title: title, count: total.count, minutes: total.minutes)
        }
    }

    /// One line of JSON: the totals, and with --by a `parts` list of the
    /// same figures for each week, month or type.
    func json() throws -> String {
        var payload = figuresJSON(totals)
        if let split {
            payload.by = split.rawValue
            payload.parts = parts.map { figuresJSON($0.statistics, type: $0.type) }
        }
        return try ShiftJSON.encode(payload)
    }
}
