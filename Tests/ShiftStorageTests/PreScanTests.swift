import Foundation
import ShiftModel
import Testing
@testable import ShiftStorage

/// The quick scan that places a VEVENT in time without libical.
@Suite struct PreScanTests {
    static func summary(_ lines: String...) -> EventSummary {
        let text = (["BEGIN:VEVENT"] + lines + ["END:VEVENT"]).map { $0 + "\r\n" }.joined()
        return EventPreScan.summary(of: ArraySlice(Array(text.utf8)))
    }

    /// The window the scan should give: the wall-clock digits read as UTC,
    /// widened by the slack on both sides.
    static func window(_ earliest: Date, _ latest: Date) -> EventWindow {
        EventWindow(earliest: earliest.timeIntervalSince1970 - EventPreScan.slack,
                    latest: latest.timeIntervalSince1970 + EventPreScan.slack)
    }

    @Test func everyFormOfDtstartIsReadAsItsWallClockDigits() throws {
        let six = try utc(2026, 11, 23, 6)
        let expected = Self.window(six, six)
        #expect(Self.summary("DTSTART:20261123T060000Z").window == expected)
        #expect(Self.summary("DTSTART;TZID=Europe/Berlin:20261123T060000").window == expected)
        #expect(Self.summary("DTSTART;TZID=\"Custom: zone\";X-A=b:20261123T060000").window == expected)
        #expect(Self.summary("DTSTART:20261123T060000").window == expected)  // floating
        #expect(Self.summary("DTSTART;VALUE=DATE:20261123").window
            == Self.window(try utc(2026, 11, 23), try utc(2026, 11, 24)))
    }

    @Test func foldedLinesAndLowercaseNamesAreUnderstood() throws {
        let expected = Self.window(try utc(2026, 11, 23, 6), try utc(2026, 11, 23, 14))
        #expect(Self.summary("dtstart;tzid=Europe/Berlin:20261123T060000", "dtend;tzid=Europe/Berlin:20261123T140000")
            .window == expected)
        #expect(Self.summary("DTST", " ART;TZID=Europe/Ber", "\tlin:2026112", " 3T060000", "DtEnd:20261123T140000Z",
                             "ui", " d:fol", " ded").window == expected)
        #expect(Self.summary("ui", " d:fol", " ded", "DTSTART:20261123T060000Z").uid == .value("folded"))
        // An LF-only file folds the same way.
        let lf = "BEGIN:VEVENT\nDTSTA\n RT:20261123T060000Z\nUID:lf\nEND:VEVENT\n"
        #expect(EventPreScan.summary(of: ArraySlice(Array(lf.utf8)))
            == EventSummary(window: Self.window(try utc(2026, 11, 23, 6), try utc(2026, 11, 23, 6)), uid: .value("lf")))
    }

    @Test func theEndComesFromDtendElseDurationElseTheDefault() throws {
        let start = try utc(2026, 11, 23, 6)
        #expect(Self.summary("DTSTART:20261123T060000Z", "DTEND:20261123T140000Z").window
            == Self.window(start, try utc(2026, 11, 23, 14)))
        #expect(Self.summary("DTSTART:20261123T060000Z", "DURATION:PT8H").window
            == Self.window(start, try utc(2026, 11, 23, 14)))
        // DTEND wins over DURATION, as in the decoder.
        #expect(Self.summary("DTSTART:20261123T060000Z", "DURATION:P1W", "DTEND:20261123T070000Z").window
            == Self.window(start, try utc(2026, 11, 23, 7)))
        // Never before the start; an all-day event lasts at least its day.
        #expect(Self.summary("DTSTART:20261123T060000Z", "DURATION:-PT1H").window == Self.window(start, start))
        #expect(Self.summary("DTSTART:20261123T060000Z", "DTEND:20261122T060000Z").window == Self.window(start, start))
        #expect(Self.summary("DTSTART;VALUE=DATE:20261123", "DTEND;VALUE=DATE:20261123").window
            == Self.window(try utc(2026, 11, 23), try utc(2026, 11, 24)))
        #expect(Self.summary("DTSTART;VALUE=DATE:20261109", "DTEND;VALUE=DATE:20261130").window
            == Self.window(try utc(2026, 11, 9), try utc(2026, 11, 30)))
    }

    @Test func whatTheScanCannotPlaceHasNoWindow() {
        let unplaceable = [
            Self.summary("DTSTART:20261123T060000Z", "RRULE:FREQ=DAILY"),
            Self.summary("DTSTART:20261123T060000Z", "rdate:20261124T060000Z"),
            Self.summary("DTSTART:20261123T060000Z", "EXRULE:FREQ=WEEKLY"),
            Self.summary("SUMMARY:No start"),
            Self.summary("DTSTART:20261123T060000Z", "DTSTART:20261124T060000Z"),
            Self.summary("DTSTART:20261123t060000z"),  // libical rejects lowercase t and z
            Self.summary("DTSTART:2026bad"),
            Self.summary("DTSTART:20261123T060000 "),
            Self.summary("DTSTART:20261323T060000Z"),
            Self.summary("DTSTART:20261123T250000Z"),
            Self.summary("DTSTART;X-A=\"unterminated:20261123T060000Z"),
            Self.summary("DTSTART:20261123T060000Z", "DTEND:soon"),
            Self.summary("DTSTART:20261123T060000Z", "DURATION:P1DT"),
            Self.summary("DTSTART:20261123T060000Z", "DTEND:20261123T070000Z", "DTEND:20261123T080000Z"),
            // libical reads `DTSTART :` as a DTSTART, so this one has two.
            Self.summary("DTSTART :20261124T060000Z", "DTSTART:20261123T060000Z"),
            Self.summary("DTSTART;TZID=A:B:20261124T060000"),
        ]
        #expect(unplaceable.map(\.window) == Array(repeating: nil, count: unplaceable.count))
        #expect(unplaceable.filter { !$0.needsParseAtLoad }.isEmpty)
    }

    @Test func propertiesOfANestedAlarmAreNotTheEvents() throws {
        let summary = Self.summary(
            "DTSTART:20261123T060000Z",
            "BEGIN:VALARM", "UID:alarm", "TRIGGER:-PT15M", "DURATION:P10D", "REPEAT:2", "RRULE:FREQ=DAILY",
            "END:VALARM",
            "UID:event")
        #expect(summary == EventSummary(window: Self.window(try utc(2026, 11, 23, 6), try utc(2026, 11, 23, 6)),
                                        uid: .value("event")))
    }

    @Test func plainUIDsAreReadAndOthersLeftToLibical() {
        #expect(Self.summary("UID:abc-123@example.com").uid == .value("abc-123@example.com"))
        #expect(Self.summary("uid;X-A=\"a:b\":val:ue").uid == .value("val:ue"))
        #expect(Self.summary("UID:first", "UID:second").uid == .value("first"))
        // libical ignores blanks after a name.
        #expect(Self.summary("UID :spaced-name").uid == .value("spaced-name"))
        #expect(Self.summary("UID:Grüße 🌙").uid == .value("Grüße 🌙"))
        #expect(Self.summary("SUMMARY:no uid").uid == .absent)
        for needsLibical in ["UID:", "UID: padded", "UID:padded ", "UID:a\\,b", "UID:tab\there", "UID"] {
            #expect(Self.summary(needsLibical).uid == .needsLibical, "\(needsLibical)")
        }
    }

    @Test func durationsAreCountedAsLibicalCountsThem() {
        #expect(durationSeconds("PT8H") == 28_800)
        #expect(durationSeconds("PT90M") == 5400)
        #expect(durationSeconds("P1DT2H3M4S") == 93_784)
        #expect(durationSeconds("P1W2DT3H") == 788_400)
        #expect(durationSeconds("+P1W") == 604_800)
        #expect(durationSeconds("-PT1H") == -3600)
        for invalid in ["", "P", "PT", "P1DT", "p1d", "P1H", "PT1D", "P1D1W", "PT1H1H", "P1", "PT1.5H", "P1234567890D"] {
            #expect(durationSeconds(invalid) == nil, "\(invalid)")
        }
    }

    @Test func wallTimesAreStrict() throws {
        #expect(WallTime("20261123") == WallTime(seconds: Int64(try utc(2026, 11, 23).timeIntervalSince1970), isDate: true))
        #expect(WallTime("20261123T060000Z")
            == WallTime(seconds: Int64(try utc(2026, 11, 23, 6).timeIntervalSince1970), isDate: false))
        #expect(WallTime("19000301T000000")
            == WallTime(seconds: Int64(try utc(1900, 3, 1).timeIntervalSince1970), isDate: false))
        for invalid in ["2026112", "20261123T0600", "20261123 060000", "20260023", "20261100", "20261123T006000",
                        "20261123T060000z", "20261123X060000", "2026-11-23"] {
            #expect(WallTime(invalid) == nil, "\(invalid)")
        }
    }

    /// The promise the lazy load rests on: whatever libical decodes from a
    /// block lies inside the window the scan gave it, in any user time zone.
    @Test(arguments: ["Europe/Berlin", "Pacific/Kiritimati", "Pacific/Pago_Pago", "UTC"])
    func libicalsDecodingLiesInsideTheWindow(zone: String) throws {
        let codec = EventCodec(calendar: try calendar(zone))
        let customZone = crlf("BEGIN:VTIMEZONE", "TZID:Far East", "BEGIN:STANDARD", "DTSTART:19700101T000000",
                              "TZOFFSETFROM:+1400", "TZOFFSETTO:+1400", "END:STANDARD", "END:VTIMEZONE")
        let zones = FileTimeZones(blocks: [ArraySlice(Array(customZone.utf8))])
        let events: [[String]] = [
            ["DTSTART:20261123T060000Z", "DTEND:20261123T140000Z"],
            ["DTSTART;TZID=Pacific/Kiritimati:20261123T000000", "DTEND;TZID=Pacific/Kiritimati:20261123T010000"],
            ["DTSTART;TZID=Pacific/Pago_Pago:20261123T230000", "DURATION:PT2H"],
            ["DTSTART;TZID=Far East:20261123T000000", "DTEND;TZID=Etc/GMT+12:20261123T235959"],
            ["DTSTART:20261123T220000", "DTEND:20261124T060000"],
            ["DTSTART;VALUE=DATE:20261123"],
            ["DTSTART;VALUE=DATE:20261123", "DTEND;VALUE=DATE:20261123"],
            ["DTSTART;VALUE=DATE:20261109", "DTEND;VALUE=DATE:20261130"],
            ["DTSTART;VALUE=DATE:20261123", "DURATION:P3D"],
            ["DTSTART;VALUE=DATE:20261123", "DURATION:PT1H"],
            ["DTSTART;VALUE=DATE:20261123", "DTEND:20261125T120000Z"],
            ["DTSTART:20261123T060000Z", "DTEND;VALUE=DATE:20261125"],
            ["DTSTART:20261123T060000Z", "DURATION:-P1D"],
            ["DTSTART:20261123T060000Z"],
            ["DTSTART;TZID=Europe/Berlin:20260329T023000", "DTEND;TZID=Europe/Berlin:20260329T033000"],  // DST gap
            ["DTSTART;TZID=Europe/Berlin:20261025T023000", "DURATION:P1W2DT3H"],
            ["DTSTART;TZID=Unknown/Zone:20261123T060000", "DTEND;TZID=../../etc:20261123T070000"],
        ]
        for lines in events {
            let text = (["BEGIN:VEVENT", "UID:x"] + lines + ["END:VEVENT"]).map { $0 + "\r\n" }.joined()
            let block = ArraySlice(Array(text.utf8))
            let window = try #require(EventPreScan.summary(of: block).window, "\(lines)")
            let shift = try codec.decode(block, zones: zones).shift
            #expect(shift.start.timeIntervalSince1970 >= window.earliest, "\(lines)")
            #expect(shift.end.timeIntervalSince1970 <= window.latest, "\(lines)")
        }
    }

    /// Ids come from the scan's UID; they must be what libical reads.
    @Test func plainUIDsAreTheOnesLibicalReads() throws {
        let codec = EventCodec(calendar: try calendar())
        let zones = FileTimeZones(blocks: [])
        for line in ["UID:abc", "uid:lower", "UID;X-A=\"a:b\":val:ue", "UID:fol\r\n ded", "UID:Grüße 🌙",
                     "UID:with space inside", "UID:semi;colon,comma", "UID\t:tabbed-name"] {
            let text = "BEGIN:VEVENT\r\n\(line)\r\nDTSTART:20261123T060000Z\r\nEND:VEVENT\r\n"
            let block = ArraySlice(Array(text.utf8))
            let uid = try codec.decode(block, zones: zones).uid
            #expect(EventPreScan.summary(of: block).uid == uid.map { .value($0) }, "\(line)")
        }
    }
}
