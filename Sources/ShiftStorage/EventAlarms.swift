import CLibical
import Foundation
import ShiftModel

/// The alarms `shifts` wrote into an event (its VALARMs marked
/// X-SHIFTS-ALARM), read back: a reminder setting applies only to shifts
/// saved after it, so what rings is what the file holds.
enum EventAlarms {
    /// The minutes before the start at which each of our alarms in `block`
    /// rings, in file order; none when the block has none or does not parse.
    static func ownMinutesBefore(in block: ArraySlice<UInt8>) -> [Int] {
        guard let event = try? EventCodec.parseEvent(block) else { return [] }
        defer { icalcomponent_free(event) }
        return Libical.components(of: event, kind: ICAL_VALARM_COMPONENT).compactMap { alarm -> Int? in
            guard Libical.xProperty(of: alarm, named: ShiftProperty.alarm) != nil,
                  let trigger = Libical.firstProperty(of: alarm, kind: ICAL_TRIGGER_PROPERTY) else { return nil }
            return -Int(icaldurationtype_as_int(icalproperty_get_trigger(trigger).duration)) / 60
        }
    }
}

extension CalendarDocument {
    /// `EventAlarms.ownMinutesBefore` of the event of `id`; none for an id
    /// the file has no event of (an occurrence of a recurring event).
    func ownAlarmMinutes(of id: ShiftID) -> [Int] {
        guard let number = eventIndex[id], let bytes = try? bytes() else { return [] }
        return EventAlarms.ownMinutesBefore(in: bytes[layout.parts[events[number].part].range])
    }
}

extension FileCalendarService {
    /// For each of `ids`, the minutes before its start at which the alarms
    /// `shifts` wrote into its event ring (empty: it has none).
    package func ownAlarmMinutes(of ids: [ShiftID]) async throws -> [ShiftID: [Int]] {
        try await perform { engine throws(CalendarFileError) in
            let document = try engine.document()
            return Dictionary(ids.map { ($0, document.ownAlarmMinutes(of: $0)) }, uniquingKeysWith: { first, _ in first })
        }
    }
}
