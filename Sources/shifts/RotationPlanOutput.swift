import Foundation
import ShiftModel
import ShiftPresentation
import ShiftStorage
import Terminal

/// How `shifts rotate` shows a plan: a line per day it touches (days the
/// cycle has off are left out: nothing happens there), or its JSON.
struct RotationPlanOutput {
    let plan: RotationPlan
    let catalog: Catalog
    let calendar: Calendar

    /// `Ward A (E E L L ~ ~), cycle from 2026-12-01, 2026-12-01 to 2026-12-31:`;
    /// a pattern is named by itself, once.
    var header: String {
        let pattern = plan.rotation.patternText(in: catalog)
        let name = plan.rotation.name == pattern ? pattern : "\(plan.rotation.name) (\(pattern))"
        return "\(name), cycle from \(plan.anchor), \(plan.days.lowerBound) to \(plan.days.upperBound):"
            .sanitizedForTerminal
    }

    /// `Tue 2026-12-01  add      E Early 06:00–14:00`, one per day that is
    /// not off, sanitized (names come from the files).
    var dayLines: [String] {
        var lines: [String] = []
        for (offset, outcome) in plan.outcomes.enumerated() {
            let day = plan.days.lowerBound.adding(days: offset)
            let what: String
            switch outcome {
            case .off: continue
            case .add(let type): what = "add      \(typeName(type))"
            case .skip(let type, let existing): what = "skip     \(typeName(type)): keeps \(names(existing))"
            case .replace(let type, let existing): what = "replace  \(typeName(type)): deletes \(names(existing))"
            case .already(let shift): what = "already  \(name(shift))"
            case .unknownType(let type): what = "unknown  shift type \"\(type)\" is no longer in the catalog"
            }
            lines.append("\(day.shortWeekdayName) \(day)  \(what)".sanitizedForTerminal)
        }
        return lines
    }

    private func typeName(_ id: ShiftTypeID) -> String {
        guard let type = catalog.shiftType(id) else { return Rotation.unknownSymbol }
        return "\(type.name) \(type.duration.label)"
    }

    private func name(_ shift: ScheduledShift) -> String {
        let time = shift.isAllDay ? "all day"
            : "\(DayFormat.time(shift.start, in: calendar))–\(DayFormat.time(shift.end, in: calendar))"
        return "\(shift.name) \(time)"
    }

    private func names(_ shifts: [ScheduledShift]) -> String {
        shifts.map(name).joined(separator: ", ")
    }

    // MARK: JSON

    struct Payload: Encodable {
        var name: String
        /// The cycle in the user's symbols, null for a day off.
        var cycle: [String?]
        var anchor: String
        var from: String
        var to: String
        var dryRun: Bool
        var added: Int
        var skippedDays: Int
        var replacedDays: Int
        var alreadyDays: Int
        var days: [Day]
    }

    struct Day: Encodable {
        var date: String
        /// `add`, `skip`, `replace`, `already` or `unknownType`.
        var outcome: String
        var typeId: String
        /// Null for a type no longer in the catalog.
        var symbol: String?
        /// The day's shifts the rotation meets: kept, deleted, or (already) the one it would add.
        var existing: [ShiftRecord]

        // Every key always present, null when not known.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(date, forKey: .date)
            try container.encode(outcome, forKey: .outcome)
            try container.encode(typeId, forKey: .typeId)
            try container.encode(symbol, forKey: .symbol)
            try container.encode(existing, forKey: .existing)
        }

        enum CodingKeys: String, CodingKey { case date, outcome, typeId, symbol, existing }
    }

    func json(dryRun: Bool) throws -> String {
        let timestamps = ShiftRecord.timestamps(in: calendar.timeZone)
        var days: [Day] = []
        for (offset, outcome) in plan.outcomes.enumerated() {
            let date = plan.days.lowerBound.adding(days: offset).description
            let (name, existing): (String, [ScheduledShift]) = switch outcome {
            case .off: ("off", [])
            case .add: ("add", [])
            case .skip(_, let shifts): ("skip", shifts)
            case .replace(_, let shifts): ("replace", shifts)
            case .already(let shift): ("already", [shift])
            case .unknownType: ("unknownType", [])
            }
            guard let type = outcome.shiftType, name != "off" else { continue }
            days.append(Day(date: date, outcome: name, typeId: type.rawValue, symbol: catalog.shiftType(type)?.symbol,
                            existing: existing.map { ShiftRecord($0, timestamps: timestamps) }))
        }
        return try ShiftJSON.encode(Payload(
            name: plan.rotation.name,
            cycle: plan.rotation.cycle.map { $0.map { catalog.shiftType($0)?.symbol ?? Rotation.unknownSymbol } },
            anchor: plan.anchor.description, from: plan.days.lowerBound.description,
            to: plan.days.upperBound.description, dryRun: dryRun, added: plan.added, skippedDays: plan.skippedDays,
            replacedDays: plan.replacedDays, alreadyDays: plan.alreadyDays, days: days))
    }
}
