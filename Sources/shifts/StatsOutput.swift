import ArgumentParser
import Foundation
import Redux
import ShiftModel
import ShiftPresentation

/// The figures of `shifts stats` in words or JSON.
struct StatsOutput {
    let calculator: HoursCalculator
    let shifts: [ScheduledShift]
    let period: ClosedRange<CalendarDay>
    let split: StatsCommand.Split?
    /// The hours account's balance at the period's end (opening balance
    /// included); nil without contract hours.
    var accountBalanceMinutes: Int? = nil

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
        if let balance = accountBalanceMinutes {
            lines.append(HoursWords.accountBalance(balance, on: period.upperBound, settings: catalog.settings.workingTime))
        }
        lines.append(HoursWords.countingRule)
        lines.append(HoursWords.hoursRule)
        return lines
    }

    /// Worked against the target (for a type: worked alone), sick, and the
    /// night, weekend and holiday hours.
    private func figures(_ statistics: HoursStatistics, typeOnly: Bool = false) -> [String] {
        var lines = [typeOnly ? "\(HoursWords.paidLabel) \(HoursWords.duration(minutes: statistics.workedMinutes))."
                              : HoursWords.worked(statistics), HoursWords.sick(statistics)]
        lines += HoursWords.Window.allCases.map { HoursWords.window($0, of: statistics) }
        if !typeOnly, let leave = HoursWords.leave(statistics) { lines.append(leave) }
        if !typeOnly, let leftOut = HoursWords.leftOut(statistics.leftOut) { lines.append(leftOut) }
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
        var paidMinutes: Int
        var realMinutes: Int
        var targetMinutes: Int?
        var balanceMinutes: Int?
        var sickMinutes: Int
        var sickDays: Int
        var sickCountsTowardTarget: Bool
        var nightMinutes: Int
        var weekendMinutes: Int
        var holidayMinutes: Int
        var leaveMinutes: Int
        var leftOut: LeftOutJSON
        var accountBalanceMinutes: Int?
        var byType: [TypeJSON]
        var by: String?
        var parts: [FiguresJSON]?

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(from, forKey: .from)
            try container.encode(to, forKey: .to)
            try container.encodeIfPresent(typeId, forKey: .typeId)
            try container.encode(workedMinutes, forKey: .workedMinutes)
            try container.encode(paidMinutes, forKey: .paidMinutes)
            try container.encode(realMinutes, forKey: .realMinutes)
            try container.encode(targetMinutes, forKey: .targetMinutes)
            try container.encode(balanceMinutes, forKey: .balanceMinutes)
            try container.encode(sickMinutes, forKey: .sickMinutes)
            try container.encode(sickDays, forKey: .sickDays)
            try container.encode(sickCountsTowardTarget, forKey: .sickCountsTowardTarget)
            try container.encode(nightMinutes, forKey: .nightMinutes)
            try container.encode(weekendMinutes, forKey: .weekendMinutes)
            try container.encode(holidayMinutes, forKey: .holidayMinutes)
            try container.encode(leaveMinutes, forKey: .leaveMinutes)
            try container.encode(leftOut, forKey: .leftOut)
            if typeId == nil { try container.encode(accountBalanceMinutes, forKey: .accountBalanceMinutes) }
            try container.encode(byType, forKey: .byType)
            try container.encodeIfPresent(by, forKey: .by)
            try container.encodeIfPresent(parts, forKey: .parts)
        }

        enum CodingKeys: String, CodingKey {
            case from, to, typeId, workedMinutes, paidMinutes, realMinutes, targetMinutes, balanceMinutes, sickMinutes,
                 sickDays, sickCountsTowardTarget, nightMinutes, weekendMinutes, holidayMinutes, leaveMinutes, leftOut,
                 accountBalanceMinutes, byType, by, parts
        }
    }

    /// Events not counted, by why: the same in every part.
    struct LeftOutJSON: Encodable {
        var notWork: Int
        var unknownType: Int
    }

    func figuresJSON(_ statistics: HoursStatistics, type: HoursStatistics.TypeKey? = nil,
                     accountBalance: Int? = nil) -> FiguresJSON {
        FiguresJSON(
            from: statistics.period.lowerBound.description, to: statistics.period.upperBound.description,
            typeId: type.map(typeID), workedMinutes: statistics.workedMinutes, paidMinutes: statistics.workedMinutes,
            realMinutes: statistics.realMinutes,
            targetMinutes: type == nil ? statistics.targetMinutes : nil,
            balanceMinutes: type == nil ? statistics.balanceMinutes : nil,
            sickMinutes: statistics.sickMinutes, sickDays: statistics.sickDays,
            sickCountsTowardTarget: statistics.sickCountsTowardTarget, nightMinutes: statistics.nightMinutes,
            weekendMinutes: statistics.weekendMinutes, holidayMinutes: statistics.holidayMinutes,
            leaveMinutes: statistics.leaveMinutes,
            leftOut: LeftOutJSON(notWork: statistics.leftOut.notWork, unknownType: statistics.leftOut.unknownType),
            accountBalanceMinutes: accountBalance, byType: statistics.byType.map(typeJSON))
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
        var payload = figuresJSON(totals, accountBalance: accountBalanceMinutes)
        if let split {
            payload.by = split.rawValue
            payload.parts = parts.map { figuresJSON($0.statistics, type: $0.type) }
        }
        return try ShiftJSON.encode(payload)
    }
}
