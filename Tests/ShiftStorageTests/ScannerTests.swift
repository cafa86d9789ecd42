import Testing
@testable import ShiftStorage

@Suite struct ScannerTests {
    static func scan(_ text: String) throws -> ICSLayout? {
        try ICSScanner.scan(Array(text.utf8))
    }

    @Test func blocksAreFoundWithTheirRangesAndFirstLines() throws {
        let text = crlf("BEGIN:VCALENDAR", "VERSION:2.0", "BEGIN:VTIMEZONE", "TZID:X", "END:VTIMEZONE",
                        "BEGIN:VEVENT", "BEGIN:VALARM", "END:VALARM", "END:VEVENT", "", "BEGIN:X-THING",
                        "END:X-THING", "END:VCALENDAR")
        let layout = try #require(try Self.scan(text))
        let pieces = layout.parts.map { part in
            String(decoding: Array(text.utf8)[part.range], as: UTF8.self)
        }
        #expect(layout.lineEnding == .crlf)
        #expect(layout.head == 0..<17)
        #expect(layout.parts.map(\.kind) == [.properties, .timeZone, .event, .properties, .other("X-THING")])
        #expect(layout.parts.map(\.firstLine) == [2, 3, 6, 10, 11])
        #expect(pieces == [crlf("VERSION:2.0"), crlf("BEGIN:VTIMEZONE", "TZID:X", "END:VTIMEZONE"),
                           crlf("BEGIN:VEVENT", "BEGIN:VALARM", "END:VALARM", "END:VEVENT"), "\r\n",
                           crlf("BEGIN:X-THING", "END:X-THING")])
        #expect(layout.tail == (text.utf8.count - 15)..<text.utf8.count)
    }

    @Test func lowercaseLFFoldedDelimitersAndABOMAreUnderstood() throws {
        let text = "\u{FEFF}begin:vcalendar\nBEGIN:VEV\n ENT\nDTSTART:20260305\nEND:VEVENT\nend:vcalendar"
        let layout = try #require(try Self.scan(text))
        #expect(layout.lineEnding == .lf)
        #expect(layout.parts.map(\.kind) == [.event])
        #expect(layout.parts.map(\.firstLine) == [2])
        #expect(layout.tail.count == "end:vcalendar".utf8.count)
    }

    @Test func emptyAndBlankTextHasNoCalendar() throws {
        #expect(try Self.scan("") == nil)
        #expect(try Self.scan("\r\n  \n") == nil)
    }

    @Test func structuralErrorsNameTheLine() {
        #expect(throws: ReadProblem(line: 2, problem: "BEGIN without a component name")) {
            try Self.scan("BEGIN:VCALENDAR\nBEGIN:\nEND:VCALENDAR\n")
        }
        #expect(throws: ReadProblem(line: 2, problem: "BEGIN:VCALENDAR inside a calendar")) {
            try Self.scan("BEGIN:VCALENDAR\nBEGIN:VCALENDAR\nEND:VCALENDAR\n")
        }
        #expect(throws: ReadProblem(line: 1, problem: "expected BEGIN:VCALENDAR, found \" folded\"")) {
            try Self.scan(" folded\nBEGIN:VCALENDAR\nEND:VCALENDAR\n")
        }
    }
}
