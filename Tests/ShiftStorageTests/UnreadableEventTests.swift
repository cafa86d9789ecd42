import Foundation
import ShiftFeatures
import ShiftModel
import Testing
@testable import ShiftStorage

/// One event libical rejects does not take the calendar down: it is left
/// out of every answer and listed, kept byte for byte by every write, and
/// never changed; every other event is read and changed as usual.
@Suite struct UnreadableEventTests {
    static let bad = crlf("BEGIN:VEVENT", "UID:bad", "DTSTART:2026bad", "X-OTHER:keep me", "END:VEVENT")
    static let badProblem = "libical rejects this event: Can't parse as DATE-TIME value in DTSTART property. "
        + "Removing entire property: 2026bad"

    static func event(_ uid: String, day: Int, title: String) -> String {
        crlf("BEGIN:VEVENT", "UID:\(uid)", "DTSTART:202611\(day)T050000Z", "DTEND:202611\(day)T130000Z",
             "SUMMARY:\(title)", "END:VEVENT")
    }

    static func file(_ body: String) -> String {
        crlf("BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//x//EN") + body + crlf("END:VCALENDAR")
    }

    /// The 1-based line where the block with `marker` starts in `text`.
    static func line(of marker: String, in text: String) throws -> Int {
        let block = try #require(eventBlock(containing: marker, in: text))
        let prefix = try #require(text.components(separatedBy: block).first)
        return prefix.components(separatedBy: "\r\n").count
    }

    @Test func aBadStartIsLeftOutListedAndKeptWhileTheOthersAreReadAndChanged() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            let file = DataDirectory.calendarFile(in: directory)
            try write(Self.file(Self.bad + Self.event("a", day: 23, title: "A") + Self.event("b", day: 24, title: "B")),
                      to: file)
            let service = makeService(in: directory, calendar: calendar)

            let shifts = try await service.shifts(in: wholeYear(calendar))
            #expect(shifts.map(\.id) == ["a", "b"])
            #expect(await service.unreadableEvents() == [UnreadableEvent(path: file.path, line: 4, problem: Self.badProblem)])
            #expect(Set(try await service.allIDs()) == ["bad", "a", "b"])

            // Every other event can be changed; the bad one stays as it was.
            var a = shifts[0]
            a.title = "A changed"
            try await service.update([a])
            try await service.delete(["b"])
            try await service.create([try UnreadableFileTests.newShift(calendar)])
            let text = try readText(file)
            #expect(eventBlock(containing: "UID:bad", in: text) == Self.bad)
            #expect(try await service.shifts(in: wholeYear(calendar)).map(\.title) == ["A changed", "Early"])

            // Changing or deleting it is refused with its line and problem; nothing is written.
            let badLine = try Self.line(of: "UID:bad", in: text)
            let refusal = CalendarFileError.unreadable(path: file.path, line: badLine, problem: Self.badProblem)
            var replacement = try UnreadableFileTests.newShift(calendar)
            replacement.id = "bad"
            await #expect(throws: refusal) { try await service.update([replacement]) }
            await #expect(throws: refusal) { try await service.delete(["new", "bad"]) }
            #expect(try readText(file) == text)

            // A new service on the written file reads the same.
            let fresh = makeService(in: directory, calendar: calendar)
            #expect(try await fresh.shifts(in: wholeYear(calendar)).map(\.id) == ["a", "new"])
            #expect(await fresh.unreadableEvents() == [UnreadableEvent(path: file.path, line: badLine, problem: Self.badProblem)])
        }
    }

    @Test func anEventWithoutStartAndOneWithAnImpossibleDateAreLeftOutToo() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            let file = DataDirectory.calendarFile(in: directory)
            let noStart = crlf("BEGIN:VEVENT", "UID:x", "SUMMARY:No start", "END:VEVENT")
            let february30 = crlf("BEGIN:VEVENT", "UID:y", "DTSTART:20260230T080000Z", "END:VEVENT")
            try write(Self.file(noStart + february30 + Self.event("a", day: 23, title: "A")), to: file)
            let service = makeService(in: directory, calendar: calendar)
            #expect(try await service.shifts(in: wholeYear(calendar)).map(\.id) == ["a"])
            #expect(await service.unreadableEvents() == [
                UnreadableEvent(path: file.path, line: 4, problem: "the event has no DTSTART"),
                UnreadableEvent(path: file.path, line: 8, problem: "the event's DTSTART is not a valid date"),
            ])
        }
    }

    @Test func aBrokenStructureIsStillRefusedAsAWholeAndListsNothing() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            let file = DataDirectory.calendarFile(in: directory)
            try write(crlf("BEGIN:VCALENDAR", "BEGIN:VEVENT", "UID:x", "DTSTART:20261123T050000Z"), to: file)
            let service = makeService(in: directory, calendar: calendar)
            await #expect(throws: CalendarFileError.unreadable(
                path: file.path, line: 2, problem: "BEGIN:VEVENT is never closed (the file looks truncated)")) {
                try await service.shifts(in: wholeYear(calendar))
            }
            #expect(await service.unreadableEvents() == [])
        }
    }

    /// 970 KiB of notes, folded as RFC 5545 says: the block passes 1 MB, and
    /// the message says by how much instead of calling it "1 MB long".
    @Test func anEventJustOverTheLimitSaysItsExactSize() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            let file = DataDirectory.calendarFile(in: directory)
            let notes = Array(("DESCRIPTION:" + String(repeating: "n", count: 970 * 1024)).utf8)
            let folded = stride(from: 0, to: notes.count, by: 74).map { start in
                (start == 0 ? "" : " ") + String(decoding: notes[start..<min(notes.count, start + 74)], as: UTF8.self)
            }
            let big = crlf(["BEGIN:VEVENT", "UID:big", "DTSTART:20261123T050000Z"] + folded + ["END:VEVENT"])
            #expect(big.utf8.count == 1_033_621)
            try write(Self.file(big + Self.event("a", day: 24, title: "A")), to: file)
            let service = makeService(in: directory, calendar: calendar)
            #expect(try await service.shifts(in: wholeYear(calendar)).map(\.id) == ["a"])
            #expect(await service.unreadableEvents() == [UnreadableEvent(path: file.path, line: 4, problem:
                "the event is 1,033,621 bytes long; shifts reads events of up to 1,000,000 bytes (1 MB)")])
        }
    }

    @Test func sizesAreGroupedByThousands() {
        #expect([0, 7, 999, 1_000, 970_000, 1_000_001, 10_000_087, -1_234].map(ByteCount.grouped)
            == ["0", "7", "999", "1,000", "970,000", "1,000,001", "10,000,087", "-1,234"])
    }
}

/// `crlf` over an array.
func crlf(_ lines: [String]) -> String {
    lines.map { $0 + "\r\n" }.joined()
}
