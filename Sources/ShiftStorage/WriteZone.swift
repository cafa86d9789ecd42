import CLibical
import Foundation

/// How our own events write their times, decided once from the calendar's zone.
enum WriteZone {
    /// `DTSTART:20260305T210000Z`: the zone is UTC or libical does not know it.
    case utc
    /// `DTSTART;TZID=Europe/Berlin:20260305T220000`, with this VTIMEZONE text.
    case named(String, vtimezone: [UInt8])

    private static let utcNames: Set<String> = [
        "UTC", "GMT", "UCT", "ZULU", "UNIVERSAL", "GREENWICH", "GMT0", "GMT+0", "GMT-0",
        "ETC/UTC", "ETC/GMT", "ETC/UCT", "ETC/ZULU", "ETC/UNIVERSAL", "ETC/GREENWICH",
        "ETC/GMT0", "ETC/GMT+0", "ETC/GMT-0",
    ]

    init(timeZone: TimeZone) {
        let identifier = timeZone.identifier
        guard !Self.utcNames.contains(identifier.uppercased()), Libical.isPlainZoneName(identifier),
              let zone = icaltimezone_get_builtin_timezone(identifier),
              let vtimezone = Self.vtimezone(of: zone, tzid: identifier) else {
            self = .utc
            return
        }
        self = .named(identifier, vtimezone: vtimezone)
    }

    /// libical's definition of the zone, renamed to the plain IANA name our
    /// events reference (libical's own TZID carries a private prefix).
    private static func vtimezone(of zone: OpaquePointer, tzid: String) -> [UInt8]? {
        guard let original = icaltimezone_get_component(zone),
              let component = icalcomponent_new_clone(original) else { return nil }
        defer { icalcomponent_free(component) }
        guard let property = Libical.firstProperty(of: component, kind: ICAL_TZID_PROPERTY) else { return nil }
        icalproperty_set_tzid(property, tzid)
        return Libical.serialize(component)
    }
}
