import Foundation
import ShiftModel

/// One all-or-nothing change to the calendar.
enum CalendarEdit {
    case create([ScheduledShift])
    case update([ScheduledShift])
    case delete([ShiftID])
}

extension CalendarDocument {
    /// The document after `edit`, built entirely in memory; nil when the
    /// edit changes nothing. Unchanged blocks are copied byte for byte,
    /// changed events re-encoded, deleted ones left out, new ones appended.
    func applying(_ edit: CalendarEdit, codec: EventCodec, stamp: Date,
                  path: String) throws(CalendarFileError) -> CalendarDocument? {
        let plan = try EditPlan(edit, document: self, path: path)
        guard !plan.isEmpty else { return nil }

        var output = Array(bytes[layout.head])
        var known: [Int: ScheduledShift] = [:]
        var forcedIDs: [Int: ShiftID] = [:]
        var emitted = 0
        var pendingZone = zoneToAdd(for: plan, codec: codec)
        var eventNumber = 0
        do throws(EventCodecError) {
            for part in layout.parts {
                // A new VTIMEZONE goes after the calendar properties, before
                // the first component, where readers expect it.
                if part.kind != .properties, let zone = pendingZone {
                    output += zone
                    pendingZone = nil
                }
                guard part.kind == .event else {
                    output += bytes[part.range]
                    continue
                }
                let stored = events[eventNumber]
                defer { eventNumber += 1 }
                if plan.deletions.contains(eventNumber) { continue }
                if let replacement = plan.replacements[eventNumber] {
                    output += try codec.encode(replacement, replacing: bytes[part.range], stamp: stamp,
                                               lineEnding: layout.lineEnding)
                    forcedIDs[emitted] = stored.shift.id
                } else {
                    output += bytes[part.range]
                    known[emitted] = stored.shift
                }
                emitted += 1
            }
            if let zone = pendingZone { output += zone }
            for shift in plan.additions {
                output += try codec.encode(shift, replacing: nil, stamp: stamp, lineEnding: layout.lineEnding)
                forcedIDs[emitted] = shift.id
                emitted += 1
            }
        } catch {
            throw .unwritable(path: path, problem: error.problem)
        }
        output += bytes[layout.tail]
        return try Self.verified(output, codec: codec, known: known, forcedIDs: forcedIDs,
                                 expectedEvents: emitted, path: path)
    }

    /// The VTIMEZONE text to add: only when a timed shift is written with a
    /// TZID the file does not define yet.
    private func zoneToAdd(for plan: EditPlan, codec: EventCodec) -> [UInt8]? {
        guard case .named(let tzid, let vtimezone) = codec.writeZone, !timeZoneIDs.contains(tzid),
              (plan.additions + plan.replacements.values).contains(where: { !$0.isAllDay }) else { return nil }
        return EventCodec.convert(vtimezone, to: layout.lineEnding)
    }

    /// Reads the new text back before anything is written, so a bug in
    /// encoding can never put a file on disk that we cannot read.
    private static func verified(_ output: [UInt8], codec: EventCodec, known: [Int: ScheduledShift],
                                 forcedIDs: [Int: ShiftID], expectedEvents: Int,
                                 path: String) throws(CalendarFileError) -> CalendarDocument {
        do throws(ReadProblem) {
            guard let layout = try ICSScanner.scan(output),
                  layout.parts.filter({ $0.kind == .event }).count == expectedEvents else {
                throw ReadProblem(line: nil, problem: "the new content has the wrong number of events")
            }
            return try CalendarDocument(bytes: output, layout: layout, codec: codec,
                                        known: known, forcedIDs: forcedIDs)
        } catch {
            let line = error.line.map { " at line \($0)" } ?? ""
            throw .unwritable(path: path, problem: "internal error, the new content does not read back\(line): \(error.problem)")
        }
    }
}

/// What an edit does, by event number, after checking every id first so a
/// bad batch writes nothing.
private struct EditPlan {
    var replacements: [Int: ScheduledShift] = [:]
    var deletions: Set<Int> = []
    var additions: [ScheduledShift] = []

    var isEmpty: Bool { replacements.isEmpty && deletions.isEmpty && additions.isEmpty }

    init(_ edit: CalendarEdit, document: CalendarDocument, path: String) throws(CalendarFileError) {
        switch edit {
        case .create(let shifts):
            var seen = Set<ShiftID>()
            for shift in shifts {
                try Self.validate(shift)
                guard document.eventIndex[shift.id] == nil, seen.insert(shift.id).inserted else {
                    throw .duplicateID(shift.id, path: path)
                }
            }
            additions = shifts
        case .update(let shifts):
            for shift in shifts {
                try Self.validate(shift)
                guard let index = document.eventIndex[shift.id] else { throw .unknownID(shift.id, path: path) }
                guard replacements[index] == nil else {
                    throw .invalidShift(shift.id, problem: "it is listed twice in one update")
                }
                replacements[index] = shift
            }
        case .delete(let ids):
            for id in ids {
                guard let index = document.eventIndex[id] else { throw .unknownID(id, path: path) }
                deletions.insert(index)
            }
        }
    }

    private static func validate(_ shift: ScheduledShift) throws(CalendarFileError) {
        if shift.id.rawValue.trimmingWhitespace().isEmpty {
            throw .invalidShift(shift.id, problem: "its id is empty")
        }
        if shift.id.rawValue.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            throw .invalidShift(shift.id, problem: "its id contains control characters")
        }
    }
}
