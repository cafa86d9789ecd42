import CLibical
import Foundation

/// What a TZID parameter resolves to.
enum ResolvedZone {
    /// A libical zone: one from the file's VTIMEZONE or a builtin one.
    case libical(OpaquePointer)
    /// An IANA zone libical does not know but Foundation does.
    case foundation(TimeZone)
}

/// The zones a calendar file defines in its VTIMEZONE blocks, plus the
/// fallbacks RFC 5545 readers use in practice. Owns the libical zones it
/// built and frees them with itself.
final class FileTimeZones {
    private var zones: [String: OpaquePointer] = [:]

    /// The TZIDs the file defines.
    var identifiers: Set<String> { Set(zones.keys) }

    init(blocks: [ArraySlice<UInt8>]) {
        for block in blocks {
            guard let component = Libical.parse(block) else { continue }
            guard icalcomponent_isa(component) == ICAL_VTIMEZONE_COMPONENT, let zone = icaltimezone_new() else {
                icalcomponent_free(component)
                continue
            }
            // On success the zone owns the component; on failure it does not.
            guard icaltimezone_set_component(zone, component) != 0,
                  let tzid = Libical.string(icaltimezone_get_tzid(zone)), zones[tzid] == nil else {
                if icaltimezone_get_component(zone) == nil { icalcomponent_free(component) }
                icaltimezone_free(zone, 1)
                continue
            }
            zones[tzid] = zone
        }
    }

    deinit {
        for zone in zones.values { icaltimezone_free(zone, 1) }
    }

    /// The file's own definition first (it is what the writer meant), then
    /// libical's builtin zones, then Foundation's. Nil: unknown, so the time
    /// is read as floating.
    func resolve(_ tzid: String) -> ResolvedZone? {
        if let zone = zones[tzid] { return .libical(zone) }
        let name = Self.withoutLibicalPrefix(tzid)
        guard Libical.isPlainZoneName(name) else { return nil }
        if let builtin = icaltimezone_get_builtin_timezone(name) { return .libical(builtin) }
        return TimeZone(identifier: name).map { .foundation($0) }
    }

    /// libical names its builtin zones `/freeassociation.sourceforge.net/[Tzfile/]Europe/Berlin`.
    private static func withoutLibicalPrefix(_ tzid: String) -> String {
        var name = Substring(tzid)
        for prefix in ["/freeassociation.sourceforge.net/", "Tzfile/"] where name.hasPrefix(prefix) {
            name = name.dropFirst(prefix.count)
        }
        return String(name)
    }
}

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
