import Foundation
import ShiftModel
import Testing
@testable import ShiftStorage

/// The full-screen app has the storage queue build each document's range
/// index right after its first range (`buildRangeIndexesAhead`), so no key
/// waits for the build: after the file is read, after an edit, after
/// another program changed the file.
@Suite struct RangeIndexAheadTests {
    /// Day shifts from March 1 to 10, 2026, one a day, ids `day-1`...
    static func tenDays(_ calendar: Calendar) throws -> String {
        var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//test//EN"]
        for day in 1...10 {
            let date = String(format: "202603%02d", day)
            lines += ["BEGIN:VEVENT", "UID:day-\(day)", "SUMMARY:Day \(day)",
                      "DTSTART:\(date)T070000Z", "DTEND:\(date)T150000Z", "END:VEVENT"]
        }
        return (lines + ["END:VCALENDAR"]).map { $0 + "\r\n" }.joined()
    }

    static func day(_ day: Int, _ calendar: Calendar) -> DateInterval {
        CalendarDay(year: 2026, month: 3, day: day).interval(in: calendar)
    }

    @Test func theIndexIsBuiltAfterTheFirstRangeWithoutAnotherLookup() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            try write(try Self.tenDays(calendar), to: DataDirectory.calendarFile(in: directory))
            let service = makeService(in: directory, calendar: calendar)
            service.buildRangeIndexesAhead()

            #expect(try await service.shifts(in: Self.day(5, calendar)).map(\.id) == ["day-5"])
            await service.queueDrained()
            #expect(service.rangeIndexBuilds == (inLookups: 0, ahead: 1))

            // The next lookups use it and build nothing.
            #expect(try await service.shifts(in: Self.day(4, calendar)).map(\.id) == ["day-4"])
            #expect(try await service.shifts(in: Self.day(9, calendar)).map(\.id) == ["day-9"])
            #expect(service.rangeIndexBuilds == (inLookups: 0, ahead: 1))
        }
    }

    @Test func aLookupRightAfterTheFirstFindsTheIndexBuilt() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            try write(try Self.tenDays(calendar), to: DataDirectory.calendarFile(in: directory))
            let service = makeService(in: directory, calendar: calendar)
            service.buildRangeIndexesAhead()

            // The build was queued before the second lookup: it runs first,
            // and the lookup only waits for it.
            #expect(try await service.shifts(in: Self.day(5, calendar)).map(\.id) == ["day-5"])
            #expect(try await service.shifts(in: Self.day(6, calendar)).map(\.id) == ["day-6"])
            #expect(service.rangeIndexBuilds == (inLookups: 0, ahead: 1))
        }
    }

    @Test func everyNewDocumentGetsItsIndexAheadAndFindsWhatIsInTheFile() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            let file = DataDirectory.calendarFile(in: directory)
            try write(try Self.tenDays(calendar), to: file)
            let service = makeService(in: directory, calendar: calendar)
            service.buildRangeIndexesAhead()
            #expect(try await service.shifts(in: Self.day(5, calendar)).map(\.id) == ["day-5"])
            #expect(try await service.shifts(in: Self.day(6, calendar)).map(\.id) == ["day-6"])

            // An edit makes a new document: its index is built ahead too,
            // from the edited events.
            let added = ScheduledShift(id: "late-6", day: CalendarDay(year: 2026, month: 3, day: 6),
                                       start: try utc(2026, 3, 6, 15), end: try utc(2026, 3, 6, 22), title: "Late")
            try await service.create([added])
            #expect(try await service.shifts(in: Self.day(6, calendar)).map(\.id) == ["day-6", "late-6"])
            #expect(try await service.shifts(in: Self.day(5, calendar)).map(\.id) == ["day-5"])
            try await service.delete(["day-5"])
            #expect(try await service.shifts(in: Self.day(5, calendar)).map(\.id) == [])
            #expect(try await service.shifts(in: Self.day(6, calendar)).map(\.id) == ["day-6", "late-6"])
            #expect(service.rangeIndexBuilds == (inLookups: 0, ahead: 3))

            // Another program replaces the file: read again, indexed again.
            try write(crlf("BEGIN:VCALENDAR", "BEGIN:VEVENT", "UID:other", "DTSTART:20260305T200000Z",
                           "DTEND:20260306T040000Z", "END:VEVENT", "END:VCALENDAR"), to: file)
            #expect(try await service.shifts(in: Self.day(6, calendar)).map(\.id) == ["other"])
            #expect(try await service.shifts(in: Self.day(5, calendar)).map(\.id) == ["other"])
            #expect(try await service.shifts(in: Self.day(7, calendar)).map(\.id) == [])
            #expect(service.rangeIndexBuilds == (inLookups: 0, ahead: 4))
            #expect(service.parseCount == 2)
        }
    }

    @Test func withoutItTheSecondLookupBuildsTheIndex() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            try write(try Self.tenDays(calendar), to: DataDirectory.calendarFile(in: directory))
            let service = makeService(in: directory, calendar: calendar)

            // A command reading one range builds no index at all.
            #expect(try await service.shifts(in: Self.day(5, calendar)).map(\.id) == ["day-5"])
            await service.queueDrained()
            #expect(service.rangeIndexBuilds == (inLookups: 0, ahead: 0))
            #expect(try await service.shifts(in: Self.day(6, calendar)).map(\.id) == ["day-6"])
            #expect(service.rangeIndexBuilds == (inLookups: 1, ahead: 0))
        }
    }
}
