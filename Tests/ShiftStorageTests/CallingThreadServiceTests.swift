import Foundation
import ShiftFeatures
import ShiftModel
import Testing
@testable import ShiftStorage

/// A service that works on the caller's thread (`shifts today`) answers as
/// one on the storage queue does, on the same file, and says when a file
/// holds no event.
@Suite struct CallingThreadServiceTests {
    func onCallingThread(in directory: URL, calendar: Calendar) -> FileCalendarService {
        FileCalendarService(path: DataDirectory.calendarFile(in: directory).path, calendar: calendar,
                            clock: FixedClock(calendar: calendar, instant: stampInstant), onCallingThread: true)
    }

    @Test func itsRangesAndUnreadableListAnswerAsTheQueuedOnes() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            let file = DataDirectory.calendarFile(in: directory)
            try write(UnreadableEventTests.file(UnreadableEventTests.bad
                + UnreadableEventTests.event("a", day: 23, title: "A")
                + UnreadableEventTests.event("b", day: 24, title: "B")), to: file)
            let here = onCallingThread(in: directory, calendar: calendar)
            let queued = makeService(in: directory, calendar: calendar)
            let day23 = DateInterval(start: try utc(2026, 11, 23), duration: 86_400)

            #expect(try await here.shifts(in: try wholeYear(calendar)).map(\.id) == ["a", "b"])
            #expect(try await here.shifts(in: day23) == (try await queued.shifts(in: day23)))
            #expect(try await here.shifts(in: day23).map(\.title) == ["A"])
            let unreadable = UnreadableEvent(path: file.path, line: 4, problem: UnreadableEventTests.badProblem)
            _ = try await queued.shifts(in: try wholeYear(calendar))
            #expect(await here.unreadableEvents() == [unreadable])
            #expect(await queued.unreadableEvents() == [unreadable])
            #expect(try await here.holdsNoEvents() == false)
            #expect(try await queued.holdsNoEvents() == false)
        }
    }

    @Test func noFileAndAFileWithoutEventsHoldNoEvents() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            let service = onCallingThread(in: directory, calendar: calendar)
            #expect(try await service.holdsNoEvents() == true)
            #expect(try await service.shifts(in: try wholeYear(calendar)).isEmpty)
            #expect(await service.unreadableEvents().isEmpty)

            try write(UnreadableEventTests.file(""), to: DataDirectory.calendarFile(in: directory))
            #expect(try await makeService(in: directory, calendar: calendar).holdsNoEvents() == true)
        }
    }

    @Test func anEventLibicalRejectsIsStillAnEvent() async throws {
        try await withTemporaryDirectory { directory in
            try write(UnreadableEventTests.file(UnreadableEventTests.bad), to: DataDirectory.calendarFile(in: directory))
            #expect(try await makeService(in: directory, calendar: try calendar()).holdsNoEvents() == false)
        }
    }

    @Test func aFileThatCannotBeReadIsAnErrorNotAnEmptyCalendar() async throws {
        try await withTemporaryDirectory { directory in
            let file = DataDirectory.calendarFile(in: directory)
            try write("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\n", to: file)
            let service = onCallingThread(in: directory, calendar: try calendar())
            await #expect(throws: CalendarFileError.self) { try await service.holdsNoEvents() }
            await #expect(throws: CalendarFileError.self) { try await service.shifts(in: try wholeYear(try calendar())) }
        }
    }
}
