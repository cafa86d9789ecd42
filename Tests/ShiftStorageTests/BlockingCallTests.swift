import Foundation
import ShiftFeatures
import ShiftModel
import Testing
@testable import ShiftStorage

/// The blocking calls `shifts today` makes on its one thread answer as the
/// async ones do, on the same file, and say when a file holds no event.
@Suite struct BlockingCallTests {
    @Test func theBlockingRangeAndUnreadableListAnswerAsTheAsyncOnes() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            let file = DataDirectory.calendarFile(in: directory)
            try write(UnreadableEventTests.file(UnreadableEventTests.bad
                + UnreadableEventTests.event("a", day: 23, title: "A")
                + UnreadableEventTests.event("b", day: 24, title: "B")), to: file)
            let blocking = makeService(in: directory, calendar: calendar)
            let async = makeService(in: directory, calendar: calendar)
            let day23 = DateInterval(start: try utc(2026, 11, 23), duration: 86_400)

            #expect(try blocking.shiftsBlocking(in: try wholeYear(calendar)).map(\.id) == ["a", "b"])
            #expect(try blocking.shiftsBlocking(in: day23) == (try await async.shifts(in: day23)))
            #expect(try blocking.shiftsBlocking(in: day23).map(\.title) == ["A"])
            let unreadable = UnreadableEvent(path: file.path, line: 4, problem: UnreadableEventTests.badProblem)
            _ = try await async.shifts(in: try wholeYear(calendar))
            #expect(blocking.unreadableEventsBlocking() == [unreadable])
            #expect(await async.unreadableEvents() == [unreadable])
            #expect(try blocking.holdsNoEventsBlocking() == false)
        }
    }

    @Test func noFileAndAFileWithoutEventsHoldNoEvents() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            let service = makeService(in: directory, calendar: calendar)
            #expect(try service.holdsNoEventsBlocking() == true)
            #expect(try service.shiftsBlocking(in: try wholeYear(calendar)).isEmpty)
            #expect(service.unreadableEventsBlocking().isEmpty)

            try write(UnreadableEventTests.file(""), to: DataDirectory.calendarFile(in: directory))
            #expect(try makeService(in: directory, calendar: calendar).holdsNoEventsBlocking() == true)
        }
    }

    @Test func anEventLibicalRejectsIsStillAnEvent() async throws {
        try await withTemporaryDirectory { directory in
            try write(UnreadableEventTests.file(UnreadableEventTests.bad), to: DataDirectory.calendarFile(in: directory))
            #expect(try makeService(in: directory, calendar: try calendar()).holdsNoEventsBlocking() == false)
        }
    }

    @Test func aFileThatCannotBeReadIsAnErrorNotAnEmptyCalendar() async throws {
        try await withTemporaryDirectory { directory in
            let file = DataDirectory.calendarFile(in: directory)
            try write("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\n", to: file)
            let service = makeService(in: directory, calendar: try calendar())
            #expect(throws: CalendarFileError.self) { try service.holdsNoEventsBlocking() }
            #expect(throws: CalendarFileError.self) { try service.shiftsBlocking(in: try wholeYear(try calendar())) }
        }
    }
}
