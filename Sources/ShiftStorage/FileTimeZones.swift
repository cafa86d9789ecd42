import CLibical
import Foundation

/// The zones a calendar file defines in its VTIMEZONE blocks, plus the
/// fallbacks RFC 5545 readers use in practice. Owns the libical zones it
/// built and frees them with itself.
///
/// A time is converted with the file's definition cut down to the few years
/// around it (`icaltimezone_truncate_vtimezone`): libical expands a zone's
/// rules from their first year on, and a definition reaching back to 1893
/// (as libical's own, which we write, does) cost about 10 million
/// instructions to expand, most of `shifts today`'s decoding. Within the cut
/// the results are the same (FileTimeZonesTests compares them).
final class FileTimeZones {
    private var zones: [String: OpaquePointer] = [:]
    /// Zones cut to a span of years, by TZID and span; owned.
    private var spans: [SpanKey: OpaquePointer] = [:]
    /// Zones not used because `ZoneCheck` refused them, by TZID: where they
    /// are and why. Their TZIDs resolve as if the file did not define them.
    private var refused: [String: ReadProblem] = [:]
    /// Refused zones an event's time was read in (so the refusal mattered).
    private var refusedInUse: Set<String> = []

    private struct SpanKey: Hashable {
        var tzid: String
        var span: Int
    }

    /// A span covers `spanYears` years, with a year of margin on each side.
    private static let spanYears = 4
    /// Years whose spans are cut; a time outside uses the whole definition.
    private static let cutYears = 1972...2098

    /// The TZIDs the file defines, refused ones included (a write must not
    /// add a second definition of one).
    var identifiers: Set<String> { Set(zones.keys).union(refused.keys) }

    /// Why zones that a time was read in were not used.
    var problems: [ReadProblem] {
        refusedInUse.compactMap { refused[$0] }
    }

    /// The refused zones used so far: what `problems` reports. Reading
    /// ahead for the scan cache puts it back afterwards (`restoreUse`), so
    /// only what a read asked for is reported.
    var refusedUse: Set<String> { refusedInUse }

    func restoreUse(_ use: Set<String>) {
        refusedInUse = use
    }

    /// The VTIMEZONE blocks, without their lines (messages then name none).
    convenience init(blocks: [ArraySlice<UInt8>]) {
        self.init(parts: blocks.map { ($0, nil) })
    }

    /// - Parameter parts: each VTIMEZONE block and its first line.
    init(parts: [(block: ArraySlice<UInt8>, line: Int?)]) {
        var budget = ZoneCheck.Budget()
        for (block, line) in parts {
            guard let component = Libical.parse(block) else { continue }
            guard icalcomponent_isa(component) == ICAL_VTIMEZONE_COMPONENT else {
                icalcomponent_free(component)
                continue
            }
            let tzid = Libical.firstProperty(of: component, kind: ICAL_TZID_PROPERTY)
                .flatMap { Libical.string(icalproperty_get_tzid($0)) }
            if let problem = ZoneCheck.problem(in: component, budget: &budget) {
                icalcomponent_free(component)
                if let tzid, refused[tzid] == nil, zones[tzid] == nil {
                    refused[tzid] = ReadProblem(line: line, problem: "the VTIMEZONE \(tzid) is not used: \(problem); "
                        + "times in \(tzid) are read as if the file did not define it")
                }
                continue
            }
            guard let zone = icaltimezone_new() else {
                icalcomponent_free(component)
                continue
            }
            // On success the zone owns the component; on failure it does not.
            guard icaltimezone_set_component(zone, component) != 0, let tzid, zones[tzid] == nil,
                  refused[tzid] == nil else {
                if icaltimezone_get_component(zone) == nil { icalcomponent_free(component) }
                icaltimezone_free(zone, 1)
                continue
            }
            zones[tzid] = zone
        }
    }

    deinit {
        for zone in zones.values { icaltimezone_free(zone, 1) }
        for zone in spans.values { icaltimezone_free(zone, 1) }
    }

    /// The file's own definition first (it is what the writer meant), then
    /// libical's builtin zones, then Foundation's. Nil: unknown, so the time
    /// is read as floating. `year` is that of the time to convert: the
    /// file's definition comes cut to the years around it; nil gives the
    /// whole definition.
    func resolve(_ tzid: String, year: Int?) -> ResolvedZone? {
        if let zone = zones[tzid] {
            guard let year, Self.cutYears.contains(year) else { return .libical(zone) }
            return .libical(cut(zone, tzid: tzid, span: year / Self.spanYears))
        }
        if refused[tzid] != nil { refusedInUse.insert(tzid) }
        let name = Self.withoutLibicalPrefix(tzid)
        guard Libical.isPlainZoneName(name) else { return nil }
        if let builtin = icaltimezone_get_builtin_timezone(name) { return .libical(builtin) }
        return TimeZone(identifier: name).map { .foundation($0) }
    }

    /// `zone` cut to the years of `span` plus one on each side, made once.
    private func cut(_ zone: OpaquePointer, tzid: String, span: Int) -> OpaquePointer {
        let key = SpanKey(tzid: tzid, span: span)
        if let made = spans[key] { return made }
        guard let definition = icaltimezone_get_component(zone),
              let component = icalcomponent_new_clone(definition) else { return zone }
        let firstYear = span * Self.spanYears - 1
        icaltimezone_truncate_vtimezone(component, Self.newYear(firstYear),
                                        Self.newYear(firstYear + Self.spanYears + 2), 0)
        guard let made = icaltimezone_new() else {
            icalcomponent_free(component)
            return zone
        }
        guard icaltimezone_set_component(made, component) != 0 else {
            if icaltimezone_get_component(made) == nil { icalcomponent_free(component) }
            icaltimezone_free(made, 1)
            return zone
        }
        spans[key] = made
        return made
    }

    /// Midnight UTC on 1 January of `year`.
    private static func newYear(_ year: Int) -> icaltimetype {
        var time = icaltime_null_time()
        time.year = Int32(year)
        time.month = 1
        time.day = 1
        time.zone = icaltimezone_get_utc_timezone()
        return time
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
