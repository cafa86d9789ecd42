import Foundation
import ShiftModel

/// A calendar file as read: its exact bytes, its layout, and for each event
/// its id and the window the quick scan placed it in. Events are decoded with
/// libical only when a range needs them, and each result (shift or error) is
/// kept for the life of the document. Edits produce a new document whose
/// bytes differ only in the events that changed.
///
/// Not thread-safe: it caches as it decodes. `CalendarFileEngine` owns it and
/// uses it on the storage queue only.
final class CalendarDocument {
    struct Event {
        /// Index into `layout.parts`.
        var part: Int
        var id: ShiftID
        /// Where the event can be; nil: it is decoded for every range (it
        /// was decoded when the file was loaded).
        var window: EventWindow?
    }

    /// Where an event of a document made by an edit comes from.
    enum Origin {
        /// Copied byte for byte from event `number` of `document`.
        case kept(CalendarDocument, number: Int)
        /// Newly encoded, with the id the caller knows.
        case written(ShiftID)
    }

    let bytes: [UInt8]
    let layout: ICSLayout
    /// In file order.
    private(set) var events: [Event] = []
    private(set) var eventIndex: [ShiftID: Int] = [:]
    /// What libical made of each event decoded so far, by event number. The
    /// shifts' ids are not set here: `events` has them.
    private var decoded: [Int: Result<ScheduledShift, ReadProblem>] = [:]
    /// Built on the first decode: reading the file's VTIMEZONE blocks is
    /// libical work too.
    private lazy var zones = FileTimeZones(blocks: layout.parts.filter { $0.kind == .timeZone }.map { bytes[$0.range] })

    /// TZIDs the file's VTIMEZONE blocks define.
    var timeZoneIDs: Set<String> { zones.identifiers }

    /// What a new calendar file starts as.
    static let newFileText = Array("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//shifts//shifts//EN\r\nEND:VCALENDAR\r\n".utf8)

    private init(bytes: [UInt8], layout: ICSLayout) {
        self.bytes = bytes
        self.layout = layout
    }

    /// Cuts the file into blocks, quick-scans every event (in the same pass),
    /// and decodes only
    /// the events the quick scan cannot place (recurring ones, times in forms
    /// it does not read, UIDs only libical reads): they belong to every range,
    /// so an error in one of them refuses the whole file, like a structural
    /// error. An empty or blank text is a new, empty calendar.
    ///
    /// - Parameter parses: counts the events handed to libical.
    static func read(_ text: [UInt8], codec: EventCodec, parses: inout Int) throws(ReadProblem) -> CalendarDocument {
        guard let (layout, summaries) = try ICSScanner.scanSummarizingEvents(text) else {
            return try read(newFileText, codec: codec, parses: &parses)
        }
        let document = CalendarDocument(bytes: text, layout: layout)
        var table = EventTable(capacity: summaries.count)
        let eventParts = layout.parts.indices.lazy.filter { layout.parts[$0].kind == .event }
        for (partIndex, summary) in zip(eventParts, summaries) {
            let part = layout.parts[partIndex]
            var uid: String?
            if case .value(let value) = summary.uid { uid = value }
            if summary.needsParseAtLoad {
                let decoded = try document.decode(part, codec: codec, parses: &parses)
                document.decoded[table.events.count] = .success(decoded.shift)
                if summary.uid == .needsLibical { uid = decoded.uid }
            }
            let id = uid.map { ShiftID($0) } ?? ShiftID(contentID(text[part.range]))
            table.append(Event(part: partIndex, id: id, window: summary.window))
        }
        document.events = table.events
        document.eventIndex = table.index
        return document
    }

    /// The document for `bytes`, the text an edit made: kept events take
    /// their id and decoded shift from where they came from (after checking
    /// their bytes did not change), written ones are decoded to prove they
    /// read back as the shift meant.
    static func edited(_ bytes: [UInt8], layout: ICSLayout, origins: [Origin], codec: EventCodec,
                       parses: inout Int) throws(ReadProblem) -> CalendarDocument {
        let document = CalendarDocument(bytes: bytes, layout: layout)
        var table = EventTable(capacity: origins.count)
        let eventParts = layout.parts.indices.filter { layout.parts[$0].kind == .event }
        guard eventParts.count == origins.count else {
            throw ReadProblem(line: nil, problem: "the new content has the wrong number of events")
        }
        for (partIndex, origin) in zip(eventParts, origins) {
            let part = layout.parts[partIndex]
            switch origin {
            case .kept(let source, let number):
                let event = source.events[number]
                guard source.bytes[source.layout.parts[event.part].range].elementsEqual(bytes[part.range]) else {
                    throw ReadProblem(line: part.firstLine, problem: "an unchanged event was not copied exactly")
                }
                document.decoded[table.events.count] = source.decoded[number]
                table.append(Event(part: partIndex, id: event.id, window: event.window))
            case .written(let id):
                let summary = EventPreScan.summary(of: bytes[part.range])
                let shift = try document.decode(part, codec: codec, parses: &parses).shift
                if let window = summary.window,
                   !(shift.start.timeIntervalSince1970 >= window.earliest && shift.end.timeIntervalSince1970 <= window.latest) {
                    throw ReadProblem(line: part.firstLine, problem: "the quick scan misplaces the written event")
                }
                document.decoded[table.events.count] = .success(shift)
                table.append(Event(part: partIndex, id: id, window: summary.window))
            }
        }
        document.events = table.events
        document.eventIndex = table.index
        return document
    }

    private func decode(_ part: ICSPart, codec: EventCodec, parses: inout Int) throws(ReadProblem) -> DecodedEvent {
        parses += 1
        do throws(EventCodecError) {
            return try codec.decode(bytes[part.range], zones: zones)
        } catch {
            throw ReadProblem(line: part.firstLine, problem: error.problem)
        }
    }

    /// Event `number` as a shift, decoded now or earlier; an event libical
    /// rejects throws the same problem every time.
    func shift(_ number: Int, codec: EventCodec, parses: inout Int) throws(ReadProblem) -> ScheduledShift {
        let outcome: Result<ScheduledShift, ReadProblem>
        if let cached = decoded[number] {
            outcome = cached
        } else {
            do throws(ReadProblem) {
                outcome = .success(try decode(layout.parts[events[number].part], codec: codec, parses: &parses).shift)
            } catch {
                outcome = .failure(error)
            }
            decoded[number] = outcome
        }
        var shift = try outcome.get()
        shift.id = events[number].id
        return shift
    }

    /// The shifts that intersect `interval`, in file order. Only events whose
    /// window reaches into it are decoded; the first one of those that
    /// libical rejects throws (with its line).
    func shifts(in interval: DateInterval, codec: EventCodec, parses: inout Int) throws(ReadProblem) -> [ScheduledShift] {
        // The candidates first, so the result is allocated once at its size
        // (growing it by doubling held up to twice the shifts at the peak).
        let candidates = events.indices.filter { number in
            events[number].window.map { $0.mayIntersect(interval) } ?? true
        }
        var result: [ScheduledShift] = []
        result.reserveCapacity(candidates.count)
        for number in candidates {
            let shift = try shift(number, codec: codec, parses: &parses)
            let inside = shift.end > shift.start
                ? shift.start < interval.end && shift.end > interval.start
                : shift.start >= interval.start && shift.start < interval.end
            if inside { result.append(shift) }
        }
        return result
    }

    /// A stable id for an event without UID: `prefix` and FNV-1a of its
    /// text, ignoring CR so a CRLF/LF conversion by another program keeps it.
    static func contentID(_ block: ArraySlice<UInt8>, prefix: String = "nouid-") -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in block where byte != 13 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return prefix + String(repeating: "0", count: 16 - hex.count) + hex
    }
}

/// Events in file order and their index by id, built together so that ids
/// are unique: a UID can repeat (recurrence exceptions, sloppy writers); ids
/// must not.
private struct EventTable {
    var events: [CalendarDocument.Event] = []
    var index: [ShiftID: Int] = [:]

    init(capacity: Int) {
        events.reserveCapacity(capacity)
        index.reserveCapacity(capacity)
    }

    mutating func append(_ event: CalendarDocument.Event) {
        var event = event
        let base = event.id
        var counter = 2
        // One hash lookup in the common case: insert, and put back what was
        // there when the id was taken.
        while let taken = index.updateValue(events.count, forKey: event.id) {
            index[event.id] = taken
            event.id = ShiftID("\(base.rawValue)#\(counter)")
            counter += 1
        }
        events.append(event)
    }
}
