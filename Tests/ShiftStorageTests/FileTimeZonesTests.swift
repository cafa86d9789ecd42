import CLibical
import Foundation
import Testing
@testable import ShiftStorage

@Suite("FileTimeZones: a definition cut to the years around a time converts it as the whole one does")
struct FileTimeZonesTests {
    /// The VTIMEZONE libical writes for a zone (what our own files carry,
    /// reaching back to the 19th century).
    static func libicalDefinition(_ name: String) throws -> [UInt8] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: name))
        guard case .named(_, let vtimezone) = EventCodec(calendar: calendar).writeZone else {
            Issue.record("libical does not know \(name)")
            return []
        }
        return vtimezone
    }

    /// What Google Calendar and others write: the current rules only.
    static let minimalBerlin = Array("""
        BEGIN:VTIMEZONE\r\nTZID:Europe/Berlin\r\nBEGIN:DAYLIGHT\r\nTZOFFSETFROM:+0100\r\nTZOFFSETTO:+0200\r
        TZNAME:CEST\r\nDTSTART:19700329T020000\r\nRRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU\r\nEND:DAYLIGHT\r
        BEGIN:STANDARD\r\nTZOFFSETFROM:+0200\r\nTZOFFSETTO:+0100\r\nTZNAME:CET\r\nDTSTART:19701025T030000\r
        RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU\r\nEND:STANDARD\r\nEND:VTIMEZONE\r\n
        """.utf8)

    /// Every wall-clock half hour of `year` (DST gaps and overlaps included)
    /// through the cut zone and the whole one.
    static func differences(tzid: String, definition: [UInt8], year: Int) throws -> [String] {
        let zones = FileTimeZones(blocks: [definition[...]])
        guard case .libical(let cut) = zones.resolve(tzid, year: year),
              case .libical(let whole) = zones.resolve(tzid, year: nil) else {
            Issue.record("\(tzid) did not resolve to the file's definition")
            return []
        }
        #expect(cut != whole, "the time should go through a cut definition")
        var differences: [String] = []
        for day in 0..<366 {
            for halfHour in 0..<48 {
                var time = icaltime_null_time()
                time.year = Int32(year)
                time.month = 1
                time.day = Int32(1 + day)
                time = icaltime_normalize(time)
                guard Int(time.year) == year else { continue }
                time.hour = Int32(halfHour / 2)
                time.minute = Int32(halfHour % 2 * 30)
                let viaCut = icaltime_as_timet_with_zone(time, cut)
                let viaWhole = icaltime_as_timet_with_zone(time, whole)
                if viaCut != viaWhole {
                    differences.append("\(tzid) \(time.year)-\(time.month)-\(time.day) \(time.hour):\(time.minute)")
                }
            }
        }
        return differences
    }

    @Test("libical's own definitions, both hemispheres and odd rules",
          arguments: ["Europe/Berlin", "America/New_York", "Australia/Sydney", "Africa/Casablanca"])
    func libicalDefinitions(_ name: String) throws {
        let definition = try Self.libicalDefinition(name)
        for year in [2026, 2027] {
            #expect(try Self.differences(tzid: name, definition: definition, year: year) == [])
        }
    }

    @Test("a minimal definition with only the current rules")
    func minimalDefinition() throws {
        #expect(try Self.differences(tzid: "Europe/Berlin", definition: Self.minimalBerlin, year: 2026) == [])
    }

    @Test("a year outside the cut range uses the whole definition")
    func farYearsUseTheWholeDefinition() throws {
        let zones = FileTimeZones(blocks: [Self.minimalBerlin[...]])
        guard case .libical(let far) = zones.resolve("Europe/Berlin", year: 1950),
              case .libical(let whole) = zones.resolve("Europe/Berlin", year: nil) else {
            Issue.record("Europe/Berlin did not resolve")
            return
        }
        #expect(far == whole)
    }
}
