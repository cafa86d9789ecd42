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

        // Events whose id the plain rule would change get X-SHIFTS-ID; each
        // round finds more, and there are at most as many as events.
        var stamps = IDStamps(seeded: plan, document: self)
        var encoder = EventWriter(codec: codec, stamp: stamp, lineEnding: layout.lineEnding, path: path,
                                  reminder: edit.reminder)
        for _ in 0...(events.count + plan.additions.count) {
            let draft = try build(plan, stamps: stamps, encoder: &encoder)
            let ids = EventIDs.derive(draft.entries.map(\.key)) { number in
                let entry = draft.entries[number]
                return Self.contentID(draft.output[entry.range], prefix: entry.key.uid.map { $0 + "#" } ?? "nouid-")
            }.ids
            var added = false
            for (entry, id) in zip(draft.entries, ids) where id != entry.intended {
                switch entry.source {
                case .kept(let number):
                    // An event that does not read is never changed, not even
                    // to keep its id.
                    if isReadable(number, codec: codec, parses: &parses) {
                        added = stamps.kept.updateValue(entry.intended, forKey: number) == nil || added
                    }
                case .written:
                    added = stamps.written.insert(entry.intended).inserted || added
                }
            }
            if !added {
                return try Self.verified(draft.output, origins: draft.origins, codec: codec, parses: &parses, path: path)
            }
        }
        throw .unwritable(path: path, problem: "internal error, the events' ids do not settle")
    }

    /// One candidate text for `plan` with `stamps`, and what each event in
    /// it is meant to be.
    private func build(_ plan: EditPlan, stamps: IDStamps, encoder: inout EventWriter) throws(CalendarFileError) -> Draft {
        let bytes: [UInt8]
        let pendingZoneFound: [UInt8]?
        do throws(ReadProblem) {
            bytes = try self.bytes()
            pendingZoneFound = try zoneToAdd(for: plan, codec: encoder.codec)
        } catch {
            throw .unreadable(path: encoder.path, line: error.line, problem: error.problem)
        }
        var draft = Draft()
        draft.output = Array(bytes[layout.head])
        var pendingZone = pendingZoneFound
        var eventNumber = 0
        for part in layout.parts {
            // A new VTIMEZONE goes after the calendar properties, before
            // the first component, where readers expect it.
            if part.kind != .properties, let zone = pendingZone {
                draft.output += zone
                pendingZone = nil
            }
            guard part.kind == .event else {
                draft.output += bytes[part.range]
                continue
            }
            let number = eventNumber
            eventNumber += 1
            if plan.deletions.contains(number) { continue }
            let event = events[number]
            let start = draft.output.count
            if let replacement = plan.replacements[number] {
                let stamped = stamps.written.contains(event.id)
                draft.output += try encoder.encode(replacement, replacing: bytes[part.range], uid: nil,
                                                   shiftsID: stamped ? event.id : nil)
                draft.origins.append(.written(event.id))
                draft.append(written: event.id, range: start..<draft.output.count)
            } else if let id = stamps.kept[number] {
                draft.output += EventIDStamp.inserting(id, into: bytes[part.range])
                draft.origins.append(.stamped(self, number: number, id: id))
                var key = self.key(number)
                key.shiftsID = id.rawValue
                draft.entries.append(.init(key: key, range: start..<draft.output.count, intended: id, source: .kept(number)))
            } else {
                draft.output += bytes[part.range]
                draft.origins.append(.kept(self, number: number))
                draft.entries.append(.init(key: key(number), range: start..<draft.output.count, intended: event.id,
                                           source: .kept(number)))
            }
        }
        if let zone = pendingZone { draft.output += zone }
        for shift in plan.additions {
            let start = draft.output.count
            draft.output += try encoder.encode(shift, replacing: nil, uid: EventIDs.uid(forNew: shift.id),
                                               shiftsID: stamps.written.contains(shift.id) ? shift.id : nil)
            draft.origins.append(.written(shift.id))
            draft.append(written: shift.id, range: start..<draft.output.count)
        }
        draft.output += bytes[layout.tail]
        return draft
    }

    /// The VTIMEZONE text to add: only when a timed shift is written with a
    /// TZID the file does not define yet.
    private func zoneToAdd(for plan: EditPlan, codec: EventCodec) throws(ReadProblem) -> [UInt8]? {
        guard case .named(let tzid, let vtimezone) = codec.writeZone,
              (plan.additions + plan.replacements.values).contains(where: { !$0.isAllDay }),
              try !timeZoneIDs().contains(tzid) else { return nil }
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
            try Self.validate(shift, calendar: codec.calendar)
            // An id only an unreadable event has is free: nobody saw it on
            // that event, and it may be the id a delete freed (the event
            // took the first place of its UID); the new event claims it with
            // X-SHIFTS-ID and the unreadable one reads as its hash.
            let taken = document.eventIndex[shift.id].map { document.isReadable($0, codec: codec, parses: &parses) }
            guard taken != true, seen.insert(shift.id).inserted else {
                throw .duplicateID(shift.id, path: path)
            }
        }
        additions = edit.create
        for shift in edit.update {
            try Self.validate(shift, calendar: codec.calendar)
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

    private static func validate(_ shift: ScheduledShift, calendar: Calendar) throws(CalendarFileError) {
        // Outside, a day would be written as another one or not at all.
        for day in [shift.day, CalendarDay(shift.start, in: calendar)] where !day.isSupported {
            throw .invalidShift(shift.id, problem: "its day \(day.unsupportedProblem)")
        }
        if shift.id.rawValue.trimmingWhitespace().isEmpty {
            throw .invalidShift(shift.id, problem: "its id is empty")
        }
        if shift.id.rawValue.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            throw .invalidShift(shift.id, problem: "its id contains control characters")
        }
    }
}

/// The candidate text of an edit and, per event in it, what its id must be.
private struct Draft {
    struct Entry {
        enum Source {
            case kept(Int)
            case written
        }

        var key: EventKey
        /// The event's bytes in `output`.
        var range: Range<Int>
        var intended: ShiftID
        var source: Source
    }

    var output: [UInt8] = []
    var origins: [CalendarDocument.Origin] = []
    var entries: [Entry] = []

    /// A written event's entry, its key read from its text as a load would.
    mutating func append(written id: ShiftID, range: Range<Int>) {
        let block = output[range]
        let summary = EventPreScan.summary(of: block)
        var key = EventKey(summary)
        if summary.idNeedsLibical { key = key.resolving(summary, libical: EventCodec.identity(of: block)) }
        entries.append(Entry(key: key, range: range, intended: id, source: .written))
    }
}

/// The events an edit writes X-SHIFTS-ID into.
private struct IDStamps {
    /// Kept events (by number): the line is added to their text.
    var kept: [Int: ShiftID] = [:]
    /// Written events (by id): the property is encoded with them.
    var written: Set<ShiftID> = []

    /// What is sure to be needed: an updated event that had its id in
    /// X-SHIFTS-ID keeps it, and a new event whose UID is not its id gets it.
    init(seeded plan: EditPlan, document: CalendarDocument) {
        for number in plan.replacements.keys where document.key(number).shiftsID != nil {
            written.insert(document.events[number].id)
        }
        for shift in plan.additions where EventIDs.uid(forNew: shift.id) != shift.id.rawValue {
            written.insert(shift.id)
        }
    }
}

/// Encodes written events once per form (with or without X-SHIFTS-ID),
/// since an edit may build its text more than once.
private struct EventWriter {
    let codec: EventCodec
    let stamp: Date
    let lineEnding: LineEnding
    let path: String
    /// The alarm each written event gets.
    let reminder: ShiftReminder?
    private var cache: [CacheKey: [UInt8]] = [:]

    private struct CacheKey: Hashable {
        var id: ShiftID
        var stamped: Bool
    }

    init(codec: EventCodec, stamp: Date, lineEnding: LineEnding, path: String, reminder: ShiftReminder?) {
        self.codec = codec
        self.stamp = stamp
        self.lineEnding = lineEnding
        self.path = path
        self.reminder = reminder
    }

    mutating func encode(_ shift: ScheduledShift, replacing original: ArraySlice<UInt8>?, uid: String?,
                         shiftsID: ShiftID?) throws(CalendarFileError) -> [UInt8] {
        let key = CacheKey(id: shift.id, stamped: shiftsID != nil)
        if let made = cache[key] { return made }
        do throws(EventCodecError) {
            let made = try codec.encode(shift, replacing: original, uid: uid, shiftsID: shiftsID?.rawValue,
                                        reminder: reminder, stamp: stamp, lineEnding: lineEnding)
            cache[key] = made
            return made
        } catch {
            throw .unwritable(path: path, problem: error.problem)
        }
    }
}
