import Foundation
import Redux
import ShiftFeatures
import ShiftInMemoryServices
import ShiftModel
import ShiftTesting
import Testing
@testable import ShiftStorage

/// What other calendar programs see of a shift, on the real file through
/// libical: the alarm before it, and the sick mark.
@Suite("Reminders and the sick mark in the calendar file")
struct ReminderAndSickFileTests {
    static func early(_ calendar: Calendar, id: ShiftID = "early-1", sick: SickMark? = nil) throws -> ScheduledShift {
        ScheduledShift(id: id, day: CalendarDay(year: 2026, month: 3, day: 5),
                       start: try instant(calendar, 2026, 3, 5, 6), end: try instant(calendar, 2026, 3, 5, 14),
                       title: "Early", symbol: "E", shiftTypeID: "early", sick: sick)
    }

    static func alarm(_ trigger: String, _ description: String) -> String {
        crlf("BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:\(trigger)", "DESCRIPTION:\(description)",
             "X-SHIFTS-ALARM:TRUE", "END:VALARM")
    }

    @Test func aCreatedShiftCarriesOneDisplayAlarmTheMinutesBeforeItsStart() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            let service = makeService(in: directory, calendar: calendar)
            let shift = try Self.early(calendar)
            try await service.apply(CalendarChanges(create: [shift], reminder: ShiftReminder(minutesBefore: 30)))

            let text = try readText(DataDirectory.calendarFile(in: directory))
            #expect(eventBlock(containing: "UID:early-1", in: text) == crlf(
                "BEGIN:VEVENT", "UID:early-1", "DTSTAMP:20260301T120000Z",
                "DTSTART;TZID=Europe/Berlin:20260305T060000", "DTEND;TZID=Europe/Berlin:20260305T140000",
                "SUMMARY:Early", "X-SHIFTS-SYMBOL:E", "X-SHIFTS-TYPE-ID:early")
                + Self.alarm("-PT30M", "E Early") + crlf("END:VEVENT"))
            // The alarm is not part of the shift: it reads back the same.
            #expect(try await makeService(in: directory, calendar: calendar).shifts(in: wholeYear(calendar)) == [shift])
        }
    }

    @Test("the alarms read back: the minutes each shift was saved with, none for one saved with reminders off")
    func ownAlarmsReadBack() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            let service = makeService(in: directory, calendar: calendar)
            try await service.apply(CalendarChanges(create: [try Self.early(calendar)], reminder: ShiftReminder(minutesBefore: 45)))
            try await service.apply(CalendarChanges(create: [try Self.early(calendar, id: "plain-1")]))
            let alarms = try await makeService(in: directory, calendar: calendar)
                .ownAlarmMinutes(of: ["early-1", "plain-1", "missing"])
            #expect(alarms == ["early-1": [45], "plain-1": [], "missing": []])
        }
    }

    @Test func anAllDayShiftASickShiftAndRemindersOffGetNoAlarm() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            let service = makeService(in: directory, calendar: calendar)
            let sick = try Self.early(calendar, id: "sick-1", sick: SickMark(reason: "flu"))
            let off = ScheduledShift(id: "off-1", day: CalendarDay(year: 2026, month: 3, day: 6),
                                     start: try instant(calendar, 2026, 3, 6), end: try instant(calendar, 2026, 3, 7),
                                     isAllDay: true, title: "Off", symbol: "O")
            try await service.apply(CalendarChanges(create: [sick, off], reminder: ShiftReminder(minutesBefore: 60)))
            try await service.apply(CalendarChanges(create: [try Self.early(calendar, id: "plain-1")]))

            let text = try readText(DataDirectory.calendarFile(in: directory))
            #expect(!text.contains("VALARM"))
        }
    }

    @Test func aRewriteReplacesOurAlarmKeepsAnotherProgramsAndOffTakesOursOut() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            let file = DataDirectory.calendarFile(in: directory)
            let foreignAlarm = crlf("BEGIN:VALARM", "ACTION:AUDIO", "TRIGGER:-PT5M", "X-PHONE:ring", "END:VALARM")
            try write(crlf("BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Phone//EN",
                           "BEGIN:VEVENT", "UID:early-1", "DTSTART:20260305T050000Z", "DTEND:20260305T130000Z",
                           "SUMMARY:Early", "X-SHIFTS-SYMBOL:E", "X-SHIFTS-TYPE-ID:early")
                      + Self.alarm("-PT30M", "E Early") + foreignAlarm
                      + crlf("END:VEVENT", "END:VCALENDAR"), to: file)
            let service = makeService(in: directory, calendar: calendar)
            var shift = try #require(try await service.shifts(in: wholeYear(calendar)).first)
            shift.notes = "keys"

            try await service.apply(CalendarChanges(update: [shift], reminder: ShiftReminder(minutesBefore: 90)))
            var block = try #require(eventBlock(containing: "UID:early-1", in: try readText(file)))
            #expect(block.contains(foreignAlarm))
            #expect(block.contains(Self.alarm("-PT1H30M", "E Early")))
            #expect(block.components(separatedBy: "BEGIN:VALARM").count == 3)

            shift.notes = "keys and badge"
            try await service.apply(CalendarChanges(update: [shift]))
            block = try #require(eventBlock(containing: "UID:early-1", in: try readText(file)))
            #expect(block.contains(foreignAlarm))
            #expect(block.components(separatedBy: "BEGIN:VALARM").count == 2)
            #expect(!block.contains("X-SHIFTS-ALARM"))
        }
    }

    @Test func eventsNotWrittenKeepTheirBytesWhenRemindersAreTurnedOn() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            let file = DataDirectory.calendarFile(in: directory)
            let service = makeService(in: directory, calendar: calendar)
            try await service.apply(CalendarChanges(create: [try Self.early(calendar)]))
            let before = try #require(eventBlock(containing: "UID:early-1", in: try readText(file)))

            var late = try Self.early(calendar, id: "late-1")
            late.day = CalendarDay(year: 2026, month: 3, day: 9)
            late.start = try instant(calendar, 2026, 3, 9, 14)
            late.end = try instant(calendar, 2026, 3, 9, 22)
            try await service.apply(CalendarChanges(create: [late], reminder: ShiftReminder(minutesBefore: 15)))

            let text = try readText(file)
            #expect(eventBlock(containing: "UID:early-1", in: text) == before)
            #expect(eventBlock(containing: "UID:late-1", in: text)?.contains(Self.alarm("-PT15M", "E Early")) == true)
        }
    }

    @Test func aSickShiftIsMarkedForOtherProgramsAndReadsBackSickWithItsReason() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            let service = makeService(in: directory, calendar: calendar)
            let sick = try Self.early(calendar, sick: SickMark(reason: "flu, fever"))
            try await service.create([sick])

            let text = try readText(DataDirectory.calendarFile(in: directory))
            #expect(eventBlock(containing: "UID:early-1", in: text) == crlf(
                "BEGIN:VEVENT", "UID:early-1", "DTSTAMP:20260301T120000Z",
                "DTSTART;TZID=Europe/Berlin:20260305T060000", "DTEND;TZID=Europe/Berlin:20260305T140000",
                "SUMMARY:Early (sick)", "X-SHIFTS-SYMBOL:E", "X-SHIFTS-TYPE-ID:early", "CATEGORIES:SICK",
                "X-SHIFTS-SICK:TRUE", "X-SHIFTS-SICK-REASON:flu, fever", "END:VEVENT"))
            #expect(try await makeService(in: directory, calendar: calendar).shifts(in: wholeYear(calendar)) == [sick])

            // Well again: the mark and the marked title go.
            var well = sick
            well.sick = nil
            try await service.update([well])
            let block = try #require(eventBlock(containing: "UID:early-1", in: try readText(DataDirectory.calendarFile(in: directory))))
            #expect(block.contains("SUMMARY:Early\r\n"))
            #expect(!block.contains("SICK"))
            #expect(try await makeService(in: directory, calendar: calendar).shifts(in: wholeYear(calendar)) == [well])
        }
    }

    @Test func aFileThatMarksSickTheOldWayStillReadsSick() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            try write(crlf("BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//shifts//shifts//EN",
                           "BEGIN:VEVENT", "UID:early-1", "DTSTART:20260305T050000Z", "DTEND:20260305T130000Z",
                           "SUMMARY:Early", "X-SHIFTS-SYMBOL:E", "X-SHIFTS-TYPE-ID:early",
                           "X-SHIFTS-SICK:TRUE", "X-SHIFTS-SICK-REASON:flu", "END:VEVENT", "END:VCALENDAR"),
                      to: DataDirectory.calendarFile(in: directory))
            let shifts = try await makeService(in: directory, calendar: calendar).shifts(in: wholeYear(calendar))
            #expect(shifts == [try Self.early(calendar, sick: SickMark(reason: "flu"))])
        }
    }

    @Test func anotherProgramsSickCategoryReadsSickAndUnmarkingKeepsItsOtherCategories() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            let file = DataDirectory.calendarFile(in: directory)
            try write(crlf("BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Phone//EN",
                           "BEGIN:VEVENT", "UID:shift-9", "DTSTART:20260305T050000Z", "DTEND:20260305T130000Z",
                           "SUMMARY:Early (sick)", "CATEGORIES:WORK,sick", "END:VEVENT", "END:VCALENDAR"), to: file)
            let service = makeService(in: directory, calendar: calendar)
            var shift = try #require(try await service.shifts(in: wholeYear(calendar)).first)
            #expect(shift.title == "Early")
            #expect(shift.sick == SickMark(reason: ""))

            shift.sick = nil
            try await service.update([shift])
            let block = try #require(eventBlock(containing: "UID:shift-9", in: try readText(file)))
            #expect(block.contains(crlf("CATEGORIES:WORK")))
            #expect(block.contains(crlf("SUMMARY:Early")))
            #expect(!block.uppercased().contains("SICK"))
            #expect(try await makeService(in: directory, calendar: calendar).shifts(in: wholeYear(calendar)) == [shift])
        }
    }
}

/// The reminder setting reaches the file through the one edit path: the
/// commit carries the catalog's reminder, and undo writes with it too.
@Suite("Reminders through the edit path on the real file")
@UIActor
struct ReminderEditPathTests {
    @Test func anAddWithRemindersOnWritesTheAlarmAndItsUndoLeavesNothing() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            let clock = FixedClock(calendar: calendar, instant: stampInstant)
            var catalog = Catalog.defaults()
            catalog.settings.reminderMinutes = 45
            var state = AppState()
            state.catalog = CatalogState(catalog: catalog, status: .loaded, isSaved: true)
            let store = AppReducer.makeStore(
                services: ServiceContainer.inMemory(calendar: makeService(in: directory, calendar: calendar), clock: clock,
                                                  ids: SequentialIDGenerator(prefix: "uid-")),
                state: state)
            let file = DataDirectory.calendarFile(in: directory)

            await store.dispatch(.shiftEdit(.request([.add("early", on: CalendarDay(year: 2026, month: 3, day: 6), notes: "")])))
            #expect(eventBlock(containing: "UID:uid-1", in: try readText(file))?
                .contains(ReminderAndSickFileTests.alarm("-PT45M", "E Early")) == true)

            await store.dispatch(.history(.undo))
            #expect(try readText(file).contains("VEVENT") == false)
        }
    }
}
