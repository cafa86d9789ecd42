import Foundation
import Redux
import ShiftFeatures
import ShiftInMemoryServices
import ShiftModel
import ShiftPresentation
import ShiftStorage
import Testing
@testable import shifts

/// `shifts today` prints what the Today screen loads: random calendars, each
/// read by the real binary and by the app's store on the same file.
@Suite("shifts today and the Today screen load the same shifts")
@UIActor
struct TodayParityTests {
    static let berlin: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/Berlin")!
        return calendar
    }()
    static let middle = CalendarDay(year: 2026, month: 11, day: 23)

    @Test("random calendars: the command's lines are the screen's shifts for the same day", .randomSeed)
    func sameShifts() async throws {
        var generator = try SeededGenerator.ofThisTest()
        var roundsWithShifts = 0
        for round in 0..<40 {
            let dir = try makeDataDir(calendar: Self.randomCalendar(using: &generator))
            defer { try? FileManager.default.removeItem(at: dir) }
            let day = Self.middle.adding(days: Int.random(in: -2...2, using: &generator))

            let printed = try await CLIProcess.run(["today", "--data-dir", dir.path, "--date", day.description])
            #expect(printed.status == 0, "round \(round)")

            let clock = SystemWallClock(calendar: Self.berlin)
            let file = FileCalendarService(fileURL: DataDirectory.calendarFile(in: dir), calendar: Self.berlin,
                                           clock: clock)
            let store = AppReducer.makeStore(services: ServiceContainer.inMemory(calendar: file, clock: clock))
            await store.dispatch(.today(.select(day)))
            let shown = store.state.today.shifts
                .map { ShiftQueryRun.line(ShiftRow($0, shownOn: day, calendar: Self.berlin)) + "\n" }
            #expect(printed.stdout == shown.joined(), "round \(round), day \(day)")
            if !shown.isEmpty { roundsWithShifts += 1 }
        }
        // Most days drawn have shifts: the comparison is not of empty lists.
        #expect(roundsWithShifts >= 10)
    }

    /// Up to ten events around the middle day: timed ones in UTC (some
    /// overnight), all-day ones, some repeating, some with a symbol or a
    /// location.
    static func randomCalendar(using generator: inout SeededGenerator) -> String {
        var text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//parity//EN\r\n"
        for index in 0..<Int.random(in: 0...10, using: &generator) {
            let day = middle.adding(days: Int.random(in: -4...4, using: &generator))
            let stamp = String(format: "%04d%02d%02d", day.year, day.month, day.day)
            text += "BEGIN:VEVENT\r\nUID:parity-\(index)\r\nDTSTAMP:20260101T000000Z\r\n"
            if Int.random(in: 0..<6, using: &generator) == 0 {
                let next = day.adding(days: 1)
                text += "DTSTART;VALUE=DATE:\(stamp)\r\n"
                text += String(format: "DTEND;VALUE=DATE:%04d%02d%02d\r\n", next.year, next.month, next.day)
            } else {
                let start = Int.random(in: 0..<96, using: &generator) * 15
                let end = start + Int.random(in: 4...48, using: &generator) * 15
                text += "DTSTART:\(stamp)T" + String(format: "%02d%02d00Z\r\n", start / 60, start % 60)
                let endDay = day.adding(days: end / (24 * 60))
                text += String(format: "DTEND:%04d%02d%02dT%02d%02d00Z\r\n", endDay.year, endDay.month, endDay.day,
                               end % (24 * 60) / 60, end % 60)
            }
            if Int.random(in: 0..<5, using: &generator) == 0 {
                text += "RRULE:FREQ=DAILY;COUNT=\(Int.random(in: 2...4, using: &generator))\r\n"
            }
            text += "SUMMARY:\(["Early", "Late", "Night", "早番", "Training"].randomElement(using: &generator)!)\r\n"
            if Bool.random(using: &generator) { text += "LOCATION:Ward \(Int.random(in: 1...4, using: &generator))\r\n" }
            if Bool.random(using: &generator) { text += "X-SHIFTS-SYMBOL:\(["E", "L", "N"].randomElement(using: &generator)!)\r\n" }
            text += "END:VEVENT\r\n"
        }
        return text + "END:VCALENDAR\r\n"
    }
}
