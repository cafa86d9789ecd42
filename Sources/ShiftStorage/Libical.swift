import CLibical
import Foundation

/// Thin, memory-safe wrappers over the few libical calls we need.
///
/// libical keeps process-wide state (its builtin zone cache, error number),
/// so every caller runs on `FileCalendarService`'s single storage queue.
enum Libical {
    /// Parses one component's text (a VEVENT or VTIMEZONE block). The caller
    /// frees the result with `icalcomponent_free`.
    static func parse(_ text: ArraySlice<UInt8>) -> OpaquePointer? {
        var bytes = Array(text)
        bytes.append(0)
        return bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                chars.baseAddress.flatMap { icalparser_parse_string($0) }
            }
        }
    }

    /// The component as RFC 5545 text (CRLF line ends, folded at 75 octets).
    static func serialize(_ component: OpaquePointer) -> [UInt8] {
        guard let text = icalcomponent_as_ical_string_r(component) else { return [] }
        defer { free(text) }
        return Array(UnsafeBufferPointer(start: UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self),
                                         count: strlen(text)))
    }

    static func string(_ pointer: UnsafePointer<CChar>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    /// All properties of `kind`, collected first so callers may remove them.
    static func properties(of component: OpaquePointer, kind: icalproperty_kind) -> [OpaquePointer] {
        var result: [OpaquePointer] = []
        var property = icalcomponent_get_first_property(component, kind)
        while let current = property {
            result.append(current)
            property = icalcomponent_get_next_property(component, kind)
        }
        return result
    }

    /// All subcomponents of `kind`, collected first so callers may remove them.
    static func components(of component: OpaquePointer, kind: icalcomponent_kind) -> [OpaquePointer] {
        var result: [OpaquePointer] = []
        var child = icalcomponent_get_first_component(component, kind)
        while let current = child {
            result.append(current)
            child = icalcomponent_get_next_component(component, kind)
        }
        return result
    }

    static func firstProperty(of component: OpaquePointer, kind: icalproperty_kind) -> OpaquePointer? {
        icalcomponent_get_first_property(component, kind)
    }

    /// The X- property named `name` (case-insensitive), if any.
    static func xProperty(of component: OpaquePointer, named name: String) -> OpaquePointer? {
        properties(of: component, kind: ICAL_X_PROPERTY).first { property in
            string(icalproperty_get_x_name(property))?.uppercased() == name
        }
    }

    /// An X- property's value, unescaped by libical.
    static func xValue(_ property: OpaquePointer) -> String? {
        if let value = string(icalproperty_get_x(property)) { return value }
        // An X- property declared with another VALUE type has no x string.
        guard let text = icalproperty_get_value_as_string_r(property) else { return nil }
        defer { free(text) }
        return String(cString: text)
    }

    static func remove(_ property: OpaquePointer, from component: OpaquePointer) {
        icalcomponent_remove_property(component, property)
        icalproperty_free(property)
    }

    static func addX(_ name: String, value: String, to component: OpaquePointer) {
        guard let property = icalproperty_new_x(value) else { return }
        icalproperty_set_x_name(property, name)
        icalcomponent_add_property(component, property)
    }

    /// The TZID parameter of a date-time property.
    static func tzid(of property: OpaquePointer) -> String? {
        guard let parameter = icalproperty_get_first_parameter(property, ICAL_TZID_PARAMETER) else {
            return nil
        }
        return string(icalparameter_get_tzid(parameter))
    }

    /// True when `tzid` is safe to hand to libical's builtin lookup: that
    /// lookup opens `<zoneinfo dir>/<tzid>` for names it does not know, so a
    /// hostile file could otherwise make it open any path (even a FIFO).
    static func isPlainZoneName(_ tzid: String) -> Bool {
        // No dots (so no ".."), no leading slash: the path stays in the zone dir.
        guard !tzid.isEmpty, tzid.utf8.count < 64, !tzid.hasPrefix("/") else { return false }
        return tzid.utf8.allSatisfy { byte in
            (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || (byte >= 48 && byte <= 57)
                || byte == 95 || byte == 45 || byte == 43 || byte == 47  // _ - + /
        }
    }
}
