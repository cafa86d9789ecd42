import Foundation
import PropertyBased
import ReduxTesting
import ShiftFeatures
import ShiftModel
import Testing
@testable import ShiftStorage

/// Random and mutated calendar text through the real read and write path:
/// every input is either read or refused with a message naming the file
/// (never a crash or a hang), and a refused file is never written over.
@Suite struct HostileInputTests {
    /// Valid calendars the mutations start from.
    static let corpus: [String] = [
        crlf("BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//x//EN",
             "BEGIN:VTIMEZONE", "TZID:Europe/Berlin", "BEGIN:STANDARD", "DTSTART:19701025T030000",
             "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU", "TZOFFSETFROM:+0200", "TZOFFSETTO:+0100",
             "END:STANDARD", "END:VTIMEZONE",
             "BEGIN:VEVENT", "UID:a", "DTSTART;TZID=Europe/Berlin:20260305T060000",
             "DTEND;TZID=Europe/Berlin:20260305T140000", "SUMMARY:Early\\, with \\;escapes\\n",
             "LOCATION:Ward 3", "X-SHIFTS-SYMBOL:E", "BEGIN:VALARM", "TRIGGER:-PT15M", "ACTION:DISPLAY",
             "END:VALARM", "END:VEVENT",
             "BEGIN:VEVENT", "UID:b", "DTSTART;VALUE=DATE:20260306", "SUMMARY:Off", "END:VEVENT",
             "BEGIN:VEVENT", "UID:c", "DTSTART:20260307T220000Z", "DURATION:PT8H",
             "RRULE:FREQ=DAILY;COUNT=3", "SUMMARY:Night with a long title that has to be folded because i",
             " t is longer than seventy-five octets", "END:VEVENT",
             "BEGIN:VTODO", "UID:t", "SUMMARY:todo", "END:VTODO", "END:VCALENDAR"),
        "BEGIN:VCALENDAR\nVERSION:2.0\nBEGIN:VEVENT\nUID:lf\nDTSTART:20260310T080000\nSUMMARY:floating\nEND:VEVENT\nEND:VCALENDAR\n",
    ]

    /// Pieces random calendars are made of: structure, property names,
    /// values in every form, escapes, folding, control and non-UTF-8 bytes.
    static let tokens: [[UInt8]] = [
        "BEGIN:VCALENDAR", "END:VCALENDAR", "BEGIN:VEVENT", "END:VEVENT", "BEGIN:VTIMEZONE", "END:VTIMEZONE",
        "BEGIN:VALARM", "END:VALARM", "BEGIN:X-Y", "END:X-Y", "UID:", "DTSTART", "DTEND", "DURATION:",
        ";TZID=Europe/Berlin", ";TZID=../../etc/passwd", ";TZID=\"Quoted; Zone\"", ";VALUE=DATE", ":",
        "20260305T060000", "20260305T060000Z", "20260305", "99999999T999999", "PT8H", "-P1D", "P99999999W",
        "RRULE:FREQ=SECONDLY", "RRULE:FREQ=DAILY;COUNT=99999999", ";INTERVAL=0", ";BYDAY=-53MO",
        "RECURRENCE-ID:20260306T060000Z", "EXDATE:20260306T060000Z", "RDATE;VALUE=PERIOD:20260305T060000Z/PT1H",
        "SUMMARY:", "LOCATION:", "DESCRIPTION:", "X-SHIFTS-SICK:TRUE", "\\,", "\\;", "\\n", "\\\\", "\\",
        "\r\n", "\n", "\r", "\r\n ", "\r\n\t", " ", "\u{1B}[2J", "\u{1B}]0;owned\u{07}", "\u{9B}31m", "😀", "\u{202E}",
    ].map { Array($0.utf8) } + [[0xFF], [0xC0, 0xAF], [0x80], [0xED, 0xA0, 0x80], [0x00], [0xEF, 0xBB, 0xBF]]

    /// Applies mutation codes to `text`: each code picks an operation, a
    /// place and a byte, so a failing case shrinks to few, small codes.
    static func mutate(_ text: [UInt8], codes: [Int]) -> [UInt8] {
        var bytes = text
        for code in codes {
            let place = bytes.isEmpty ? 0 : (code >> 8) % (bytes.count + 1)
            let byte = UInt8(truncatingIfNeeded: code >> 3)
            switch code & 7 {
            case 0 where place < bytes.count: bytes[place] = byte
            case 1: bytes.insert(byte, at: place)
            case 2 where place < bytes.count: bytes.remove(at: place)
            case 3: bytes.insert(contentsOf: tokens[(code >> 3) % tokens.count], at: place)
            case 4: bytes.removeSubrange(place..<min(bytes.count, place + (code >> 20) % 64))
            case 5:  // duplicate a stretch (nested or repeated components)
                let end = min(bytes.count, place + (code >> 20) % 200)
                bytes.insert(contentsOf: bytes[place..<end], at: place)
            case 6: bytes = Array(bytes.prefix(place))  // truncated
            default: bytes.insert(contentsOf: [13, 10, 32], at: place)  // a fold
            }
        }
        return bytes
    }

    /// Reads `bytes` through the real engine, then tries a write: a file that
    /// was read takes the new shift and keeps the old ones; a refused file
    /// keeps every byte. Runs on the storage queue, which owns libical.
    static func exercise(_ bytes: [UInt8], in directory: URL) async throws {
        let calendar = try calendar()
        let file = DataDirectory.calendarFile(in: directory)
        try Data(bytes).write(to: file)
        let shift = ScheduledShift(id: "fuzz-new", day: CalendarDay(year: 2026, month: 3, day: 5),
                                   start: try instant(calendar, 2026, 3, 5, 6), end: try instant(calendar, 2026, 3, 5, 14),
                                   title: "New")
        let everything = DateInterval(start: try utc(1900, 1, 1), end: try utc(2200, 1, 1))
        // Bounded: an input that makes the engine spin fails the test, with
        // its bytes, instead of hanging the run. The check runs on the
        // storage queue (libical's), where no test is current: it returns
        // what went wrong, and the issues are recorded here.
        let outcome = await waitFor("the engine to read and write a mutated calendar of \(bytes.count) bytes") {
            await withCheckedContinuation { (continuation: CheckedContinuation<Result<[String], any Error>, Never>) in
                FileCalendarService.queue.async {
                    continuation.resume(returning: Result { try check() })
                }
            }
        }
        guard let outcome else {
            Issue.record("This calendar made the engine spin: \(String(decoding: bytes, as: UTF8.self).debugDescription)")
            return
        }
        for problem in try outcome.get() {
            Issue.record("\(problem): \(String(decoding: bytes, as: UTF8.self).debugDescription)")
        }

        @Sendable func check() throws -> [String] {
            let engine = CalendarFileEngine(path: file.path, calendar: calendar,
                                            clock: FixedClock(calendar: calendar, instant: stampInstant), backups: 0)
            var problems: [String] = []
            var before: [ScheduledShift]?
            do {
                before = try engine.shifts(in: everything)
            } catch {
                problems += namingProblems(error, file: file)
            }
            do {
                try engine.apply(CalendarChanges(create: [shift]))
            } catch CalendarFileError.duplicateID {
                return problems
            } catch {
                problems += namingProblems(error, file: file)
                if try Array(Data(contentsOf: file)) != bytes { problems.append("a refused write changed the file") }
                return problems
            }
            let written = try Data(contentsOf: file)
            guard let before else {
                // Only a broken event that the quick scan placed in the
                // range lets a load fail and a write go through; then
                // every block of the old file is in the new one, byte
                // for byte (the structure must have been sound).
                guard let layout = try ICSScanner.scan(bytes) else { return problems + ["the file has no layout"] }
                for part in layout.parts where written.range(of: Data(bytes[part.range])) == nil {
                    problems.append("a block was not kept")
                }
                return problems
            }
            let reread = CalendarFileEngine(path: file.path, calendar: calendar,
                                            clock: FixedClock(calendar: calendar, instant: stampInstant), backups: 0)
            let after = Set(try reread.shifts(in: everything).map(\.id))
            let expected = Set(before.map(\.id)).union(["fuzz-new"])
            if after != expected { problems.append("after the write the file holds \(after), not \(expected)") }
            _ = try? ICSImport.parse(bytes, path: file.path, calendar: calendar, range: everything)
            return problems
        }
    }

    /// What is wrong with the message `error` gives the user: it must name
    /// the file and say what was left (or that nothing was saved).
    @Sendable static func namingProblems(_ error: any Error, file: URL) -> [String] {
        let message = UserFacingError(error).message
        var problems: [String] = []
        if !message.contains(file.path) { problems.append("the message does not name the file: \(message)") }
        if !(message.contains("left") || message.contains("Nothing was saved")) {
            problems.append("the message does not say what was left: \(message)")
        }
        return problems
    }

    /// Records `namingProblems` as issues of the current test.
    static func expectNamed(_ error: any Error, file: URL, sourceLocation: SourceLocation = #_sourceLocation) {
        for problem in namingProblems(error, file: file) {
            Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
        }
    }

    @Test(.replayableSeed) func mutatedCalendarsAreReadOrRefusedCleanly() async throws {
        try await withTemporaryDirectory { directory in
            // Each case is bounded in `exercise` (a hang fails it, with its
            // bytes); no wall-clock bound on the whole, which measured the
            // machine's load rather than the code.
            await propertyCheck(count: 250, input: Gen.int(in: 0...(Self.corpus.count - 1)),
                                Gen.int(in: 0...Int(Int32.max)).array(of: 1...10)) { base, codes in
                let bytes = Self.mutate(Array(Self.corpus[base].utf8), codes: codes)
                await #expect(throws: Never.self) { try await Self.exercise(bytes, in: directory) }
            }
        }
    }

    @Test(.replayableSeed) func randomTokenSoupIsReadOrRefusedCleanly() async throws {
        try await withTemporaryDirectory { directory in
            await propertyCheck(count: 250, input: Gen.int(in: 0...(Self.tokens.count - 1)).array(of: 0...120)) { picks in
                var bytes = Array("BEGIN:VCALENDAR\r\n".utf8)
                for pick in picks { bytes += Self.tokens[pick] }
                if picks.count % 2 == 0 { bytes += Array("\r\nEND:VCALENDAR\r\n".utf8) }
                await #expect(throws: Never.self) { try await Self.exercise(bytes, in: directory) }
            }
        }
    }

    // MARK: The hostile files the issue names

    static func event(_ lines: String...) -> [UInt8] {
        Array(Self.lines(["BEGIN:VCALENDAR", "VERSION:2.0", "BEGIN:VEVENT", "UID:h", "DTSTART:20260305T050000Z"]
            + lines + ["END:VEVENT", "END:VCALENDAR"]).utf8)
    }

    static func lines(_ lines: [String]) -> String { lines.map { $0 + "\r\n" }.joined() }

    static func load(_ bytes: [UInt8], in directory: URL) async throws -> [ScheduledShift] {
        let file = DataDirectory.calendarFile(in: directory)
        try Data(bytes).write(to: file)
        let calendar = try calendar()
        return try await makeService(in: directory, calendar: calendar)
            .shifts(in: DateInterval(start: try utc(2026, 1, 1), end: try utc(2027, 1, 1)))
    }

    @Test func invalidUTF8IsReadWithReplacementCharactersAndKeptByteForByte() async throws {
        try await withTemporaryDirectory { directory in
            var bytes = Self.event("SUMMARY:bad X here", "LOCATION:Y")
            let x = try #require(bytes.firstIndex(of: UInt8(ascii: "X")))
            bytes.replaceSubrange(x...x, with: [0xFF, 0xC0, 0xAF, 0xED, 0xA0, 0x80])
            let shifts = try await Self.load(bytes, in: directory)
            #expect(shifts.count == 1)
            #expect(shifts.first.map { !$0.title.unicodeScalars.contains { $0.value == 0xFF } } == true)
            #expect(shifts.first?.title.hasPrefix("bad ") == true)
            // A write elsewhere keeps the undecodable event exactly.
            let calendar = try calendar()
            try await makeService(in: directory, calendar: calendar).create([ScheduledShift(
                id: "n", day: CalendarDay(year: 2026, month: 3, day: 6), start: try utc(2026, 3, 6, 5),
                end: try utc(2026, 3, 6, 13), title: "New")])
            let written = try Data(contentsOf: DataDirectory.calendarFile(in: directory))
            let block = try #require(try ICSScanner.scan(bytes)?.parts.first { $0.kind == .event })
            #expect(written.range(of: Data(bytes[block.range])) != nil)
        }
    }

    @Test func aTenMegabyteLineGetsAClearMessageWithoutReachingLibical() async throws {
        try await withTemporaryDirectory { directory in
            let file = DataDirectory.calendarFile(in: directory)
            let long = String(repeating: "abcdefghij", count: 1_000_000)
            // In an event: left out by size before libical (whose time grows
            // with the square of a line's length) sees it, naming its line
            // and its exact size.
            let huge = Self.event("DESCRIPTION:" + long, "SUMMARY:long")
            try Data(huge).write(to: file)
            let service = makeService(in: directory, calendar: try calendar())
            #expect(try await service.shifts(in: DateInterval(start: try utc(2026, 1, 1), end: try utc(2027, 1, 1))) == [])
            let size = huge.count - Self.lines(["BEGIN:VCALENDAR", "VERSION:2.0", "END:VCALENDAR"]).utf8.count
            #expect(size == 10_000_087)
            #expect(await service.unreadableEvents() == [UnreadableEvent(path: file.path, line: 3, problem:
                "the event is 10,000,087 bytes long; shifts reads events of up to 1,000,000 bytes (1 MB)")])
            // A 900 KB description is still read.
            let shorter = String(repeating: "abcdefghij", count: 90_000)
            let shifts = try await Self.load(Self.event("DESCRIPTION:" + shorter), in: directory)
            #expect(shifts.map(\.notes.utf8.count) == [900_000])
            // Ten megabytes that are no content line at all: refused with the line.
            await #expect(throws: CalendarFileError.unreadable(path: file.path, line: 6, problem:
                "\"\(String(repeating: "abcdefghij", count: 4))...\" is not a NAME:VALUE content line")) {
                _ = try await Self.load(Self.event(long), in: directory)
            }
        }
    }

    @Test func thousandsOfNestedComponentsAreReadOrRefusedWithoutCrashing() async throws {
        try await withTemporaryDirectory { directory in
            let depth = 5_000
            let nested = (0..<depth).map { _ in "BEGIN:X-NEST" } + ["X-A:1"] + (0..<depth).map { _ in "END:X-NEST" }
            let inEvent = Self.event(nested.joined(separator: "\r\n"))
            let shifts = try await Self.load(inEvent, in: directory)
            #expect(shifts.map(\.id) == ["h"])

            // Unclosed: refused, naming the line of the outermost open one.
            let file = DataDirectory.calendarFile(in: directory)
            let open = Array(Self.lines(["BEGIN:VCALENDAR"] + (0..<depth).map { _ in "BEGIN:VEVENT" }).utf8)
            await #expect(throws: CalendarFileError.unreadable(path: file.path, line: 2, problem:
                "BEGIN:VEVENT is never closed (the file looks truncated)")) {
                _ = try await Self.load(open, in: directory)
            }
        }
    }

    @Test func escapeSequencesInTextAreReadAsTextAndNeverWrittenBack() async throws {
        try await withTemporaryDirectory { directory in
            let hostile = "Night\u{1B}[2J\u{1B}]0;owned\u{07}\u{9B}31m"
            let shifts = try await Self.load(Self.event("SUMMARY:" + hostile), in: directory)
            // Read as the text it is (the screen sanitizes it: TerminalTests,
            // and the CLI tests check the bytes a command prints).
            #expect(shifts.map(\.title) == [hostile])
            // Written by us, control characters are dropped.
            var changed = try #require(shifts.first)
            changed.notes = "x"
            try await makeService(in: directory, calendar: try calendar()).update([changed])
            let text = try readText(DataDirectory.calendarFile(in: directory))
            #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
        }
    }
}
