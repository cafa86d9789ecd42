import Foundation
import ShiftModel

/// A calendar file as read: its exact bytes, its layout, and its events
/// decoded into shifts. Edits produce a new document whose bytes differ only
/// in the events that changed.
struct CalendarDocument {
    struct StoredEvent {
        /// Index into `layout.parts`.
        var part: Int
        var shift: ScheduledShift
    }

    let bytes: [UInt8]
    let layout: ICSLayout
    /// In file order.
    let events: [StoredEvent]
    let eventIndex: [ShiftID: Int]
    /// TZIDs the file's VTIMEZONE blocks define.
    let timeZoneIDs: Set<String>

    /// What a new calendar file starts as.
    static let newFileText = Array("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//shifts//shifts//EN\r\nEND:VCALENDAR\r\n".utf8)

    /// Decodes every event. An empty or blank text is a new, empty calendar.
    static func read(_ text: [UInt8], codec: EventCodec) throws(ReadProblem) -> CalendarDocument {
        guard let layout = try ICSScanner.scan(text) else {
            return try read(newFileText, codec: codec)
        }
        return try CalendarDocument(bytes: text, layout: layout, codec: codec)
    }

    /// - Parameters:
    ///   - known: shifts already decoded, by event number (events kept
    ///     verbatim by an edit); the others are decoded from their block.
    ///   - forcedIDs: ids for decoded events, by event number (changed and
    ///     new ones keep the id the caller knows); otherwise the UID, or a
    ///     content hash when there is none.
    init(bytes: [UInt8], layout: ICSLayout, codec: EventCodec,
         known: [Int: ScheduledShift] = [:], forcedIDs: [Int: ShiftID] = [:]) throws(ReadProblem) {
        let zoneBlocks = layout.parts.filter { $0.kind == .timeZone }.map { bytes[$0.range] }
        let zones = FileTimeZones(blocks: zoneBlocks)
        var events: [StoredEvent] = []
        var index: [ShiftID: Int] = [:]
        for (partIndex, part) in layout.parts.enumerated() where part.kind == .event {
            var shift: ScheduledShift
            if let reused = known[events.count] {
                shift = reused
            } else {
                let decoded: DecodedEvent
                do throws(EventCodecError) {
                    decoded = try codec.decode(bytes[part.range], zones: zones)
                } catch {
                    throw ReadProblem(line: part.firstLine, problem: error.problem)
                }
                shift = decoded.shift
                shift.id = forcedIDs[events.count] ?? decoded.uid.map { ShiftID($0) }
                    ?? ShiftID(Self.contentID(bytes[part.range]))
            }
            // A UID can repeat (recurrence exceptions, sloppy writers); ids must not.
            let base = shift.id
            var counter = 2
            while index[shift.id] != nil {
                shift.id = ShiftID("\(base.rawValue)#\(counter)")
                counter += 1
            }
            index[shift.id] = events.count
            events.append(StoredEvent(part: partIndex, shift: shift))
        }
        self.bytes = bytes
        self.layout = layout
        self.events = events
        self.eventIndex = index
        self.timeZoneIDs = zones.identifiers
    }

    /// A stable id for an event without UID: FNV-1a of its text, ignoring
    /// CR so a CRLF/LF conversion by another program keeps it.
    static func contentID(_ block: ArraySlice<UInt8>) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in block where byte != 13 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return "nouid-" + String(repeating: "0", count: 16 - hex.count) + hex
    }
}
