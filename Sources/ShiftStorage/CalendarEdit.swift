import Foundation
import ShiftModel

extension CalendarDocument {
    /// The document after `edit` (creates, updates and deletes together), built entirely in memory; nil when the
    /// edit changes nothing. Unchanged blocks are copied byte for byte,
    /// changed events re-encoded, deleted ones left out, new ones appended.
    /// Only the events it changes are decoded (an event libical rejects is
    /// never changed); the others need not be readable to be kept.
    func applying(_ edit: CalendarChanges, codec: EventCodec, stamp: Date, path: String,
                  parses: inout Int) throws(CalendarFileError) -> CalendarDocument? {
        let plan = try EditPlan(edit, document: self, codec: codec, parses: &parses, path: path)
        guard !plan.isEmpty else { return nil }

        var output = Array(bytes[layout.head])
        var origins: [Origin] = []
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
                let number = eventNumber
                eventNumber += 1
                if plan.deletions.contains(number) { continue }
                if let replacement = plan.replacements[number] {
                    output += try codec.encode(replacement, replacing: bytes[part.range], stamp: stamp,
                                               lineEnding: layout.lineEnding)
                    origins.append(.written(events[number].id))
                } else {
                    output += bytes[part.range]
                    origins.append(.kept(self, number: number))
                }
            }
            if let zone = pendingZone { output += zone }
            for shift in plan.additions {
                output += try codec.encode(shift, replacing: nil, stamp: stamp, lineEnding: layout.lineEnding)
                origins.append(.written(shift.id))
            }
        } catch {
            throw .unwritable(path: path, problem: error.problem)
        }
        output += bytes[layout.tail]
        return try Self.verified(output, origins: origins, codec: codec, parses: &parses, path: path)
    }

    /// The VTIMEZONE text to add: only when a timed shift is written with a
    /// TZID the file does not define yet.
    private func zoneToAdd(for plan: EditPlan, codec: EventCodec) -> [UInt8]? {
        guard case .named(let tzid, let vtimezone) = codec.writeZone,
              (plan.additions + plan.replacements.values).contains(where: { !$0.isAllDay }),
              !timeZoneIDs.contains(tzid) else { return nil }
        return EventCodec.convert(vtimezone, to: layout.lineEnding)
    }

    /// Reads the new text back before anything is written, so a bug in
    /// encoding can never put a file on disk that we cannot read: the
    /// structure is scanned again, kept blocks are compared byte for byte and
    /// written events are decoded.
    private static func verified(_ output: [UInt8], origins: [Origin], codec: EventCodec, parses: inout Int,
                                 path: String) throws(CalendarFileError) -> CalendarDocument {
        do throws(ReadProblem) {
            guard let layout = try ICSScanner.scan(output) else {
                throw ReadProblem(line: nil, problem: "the new content is empty")
            }
            return try CalendarDocument.edited(output, layout: layout, origins: origins, codec: codec, parses: &parses)
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

    /// Events to update or delete are decoded first: one that libical
    /// rejects is refused with the reason, never rewritten or dropped.
    init(_ edit: CalendarChanges, document: CalendarDocument, codec: EventCodec, parses: inout Int,
         path: String) throws(CalendarFileError) {
        func readable(_ index: Int) throws(CalendarFileError) {
            do throws(ReadProblem) {
                _ = try document.shift(index, codec: codec, parses: &parses)
            } catch {
                throw .unreadable(path: path, line: error.line, problem: error.problem)
            }
        }

        var seen = Set<ShiftID>()
        for shift in edit.create {
            try Self.validate(shift)
            guard document.eventIndex[shift.id] == nil, seen.insert(shift.id).inserted else {
                throw .duplicateID(shift.id, path: path)
            }
        }
        additions = edit.create
        for shift in edit.update {
            try Self.validate(shift)
            guard let index = document.eventIndex[shift.id] else { throw .unknownID(shift.id, path: path) }
            guard seen.insert(shift.id).inserted else {
                throw .invalidShift(shift.id, problem: "it is listed twice in one change")
            }
            try readable(index)
            replacements[index] = shift
        }
        for id in edit.delete {
            guard let index = document.eventIndex[id] else { throw .unknownID(id, path: path) }
            guard seen.insert(id).inserted else {
                throw .invalidShift(id, problem: "it is listed twice in one change")
            }
            try readable(index)
            deletions.insert(index)
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
