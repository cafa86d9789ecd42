import Foundation
import PropertyBased
import ShiftModel
import Testing
@testable import ShiftStorage

/// holidays.ics attacked as the calendar is (HostileInputTests' corpus,
/// byte mutations and token soup), and by what a holiday file adds: names
/// with escape, bidi and non-UTF-8 bytes, and rules that would make a
/// holiday every hour for ever. Each file is read or refused with a message
/// naming it; a name read has no control or bidi character; every day is
/// inside the supported years.
@Suite struct HolidayFuzzTests {
    static func check(_ bytes: [UInt8]) async throws -> [String] {
        let calendar = try calendar()
        return await FileCalendarService.queue.run { () -> [String] in
            do throws(HolidayFile.Failure) {
                let holidays = try HolidayFile.decode(bytes, path: "/d/holidays.ics", calendar: calendar)
                var problems: [String] = []
                for (day, name) in holidays.names {
                    if !day.isSupported { problems.append("day \(day)") }
                    if name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F || (0x202A...0x202E).contains($0.value)
                        || (0x2066...0x2069).contains($0.value) || (0x80...0x9F).contains($0.value) }) {
                        problems.append("name \(name.debugDescription)")
                    }
                }
                return problems
            } catch {
                return error.message.contains("/d/holidays.ics") ? [] : ["a message without the file: \(error.message)"]
            }
        }
    }

    static let holidayTokens: [[UInt8]] = HostileInputTests.tokens + [
        "DTSTART;VALUE=DATE:20261225", "SUMMARY:Christmas \u{1B}[31mDay\u{1B}]0;owned\u{07}", "SUMMARY:\u{202E}yadiloH",
        "SUMMARY:\u{9B}2J", "RRULE:FREQ=HOURLY", "RRULE:FREQ=YEARLY", "RRULE:FREQ=MINUTELY;INTERVAL=7",
        "DTSTART;VALUE=DATE:00010101", "DTSTART;VALUE=DATE:99991231",
    ].map { Array($0.utf8) } + [[0xFF, 0xFE, 0x80], [0xC3, 0x28], [0xE2, 0x82]]

    @Test(.replayableSeed) func mutatedHolidayFilesAreReadCleanOrRefusedNamingTheFile() async throws {
        await propertyCheck(count: 150, input: Gen.int(in: 0...(HostileInputTests.corpus.count - 1)),
                            Gen.int(in: 0...Int(Int32.max)).array(of: 1...10)) { base, codes in
            let bytes = HostileInputTests.mutate(Array(HostileInputTests.corpus[base].utf8), codes: codes)
            #expect((try? await Self.check(bytes)) == [])
        }
    }

    @Test(.replayableSeed) func holidayTokenSoupIsReadCleanOrRefusedNamingTheFile() async throws {
        await propertyCheck(count: 300, input: Gen.int(in: 0...(Self.holidayTokens.count - 1)).array(of: 0...80)) { picks in
            // A holiday whose name is the first picks, then more of them as lines.
            var bytes = Array("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:s\r\nDTSTART;VALUE=DATE:20261225\r\nSUMMARY:".utf8)
            for (index, pick) in picks.enumerated() {
                bytes += Self.holidayTokens[pick]
                if index > 8, index % 3 == 2 { bytes += [13, 10] }
            }
            bytes += Array("\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n".utf8)
            #expect((try? await Self.check(bytes)) == [])
        }
    }

    @Test("an hourly holiday since year 1 is cut by the file's budget, its days all supported")
    func hourlyForEver() async throws {
        let text = crlf("BEGIN:VCALENDAR", "BEGIN:VEVENT", "UID:h", "DTSTART:00010101T000000Z", "RRULE:FREQ=HOURLY",
                        "SUMMARY:Every hour", "END:VEVENT",
                        "BEGIN:VEVENT", "UID:x", "DTSTART;VALUE=DATE:20261225", "SUMMARY:Christmas Day", "END:VEVENT",
                        "END:VCALENDAR")
        #expect(try await Self.check(Array(text.utf8)) == [])
        let calendar = try calendar()
        let holidays = try await FileCalendarService.queue.run { () throws(HolidayFile.Failure) in
            try HolidayFile.decode(Array(text.utf8), path: "/d/holidays.ics", calendar: calendar)
        }
        // Timed events are not holidays; the all-day one is.
        #expect(holidays.names == [CalendarDay(year: 2026, month: 12, day: 25): "Christmas Day"])
    }
}
