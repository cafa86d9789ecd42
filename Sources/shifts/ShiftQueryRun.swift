import ArgumentParser
import Foundation
import Redux
import ShiftFeatures
import ShiftModel
import ShiftTUI
import Terminal

/// Asks the calendar a read-only question through the query store, the way
/// every command line reader does; a failure is printed and exits 1.
enum ShiftQueryRun {
    @UIActor
    static func ask(_ question: ShiftQueryState.Question, services: ServiceContainer) async throws -> [ScheduledShift] {
        let store = ShiftQueryMiddleware.makeStore(services: services)
        await store.dispatch(.ask(question))
        if let error = store.state.errorMessage {
            printError(error)
            throw ExitCode.failure
        }
        return store.state.shifts
    }

    /// Parses a day argument against the clock's today, or says what is accepted.
    static func day(_ text: String, option: String, today: CalendarDay) throws -> CalendarDay {
        guard let day = DayArgument.parse(text, today: today) else {
            throw usageError("\(option) '\(text)' is not a date: use \(DayArgument.accepted).")
        }
        return day
    }

    /// `Mon 23 Nov 2026  E  Early  06:00–14:00  @ Ward 3  (Notes: …)`,
    /// sanitized so text from the file cannot drive the terminal.
    static func line(_ shift: ScheduledShift, calendar: Calendar, withDate: Bool) -> String {
        let row = TodayProps.row(shift, shownOn: shift.day, calendar: calendar)
        var parts: [String] = []
        if withDate { parts.append("\(DayFormat.short(shift.day)) \(shift.day.year)") }
        parts += [row.symbol, row.title, row.time]
        if !row.location.isEmpty { parts.append("@ \(row.location)") }
        if let detail = row.detail { parts.append("(\(detail))") }
        return parts.map(\.sanitizedForTerminal).joined(separator: "  ")
    }
}
