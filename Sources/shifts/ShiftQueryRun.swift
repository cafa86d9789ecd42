import ArgumentParser
import Foundation
import Redux
import ShiftFeatures
import ShiftModel
import ShiftPresentation
import Terminal

/// Asks the calendar a read-only question through the query store, the way
/// every command line reader does; a failure is printed and exits 1.
enum ShiftQueryRun {
    @UIActor
    static func ask(_ question: ShiftQueryState.Question, services: ServiceContainer) async throws -> [ScheduledShift] {
        let store = ShiftQueryMiddleware.makeStore(services: services)
        await store.dispatch(.ask(question))
        if let error = store.state.errorMessage {
            throw failure(error)
        }
        return store.state.shifts
    }

    /// After a read: one line on standard error naming what the calendar
    /// file holds but cannot read (left out of the answer; the command still
    /// succeeds), or nothing.
    static func warnAboutUnreadableEvents(_ services: ServiceContainer) async {
        warnAboutUnreadable(await services.calendar.unreadableEvents())
    }

    /// The warning for `events`, if there are any, on standard error.
    static func warnAboutUnreadable(_ events: [UnreadableEvent]) {
        guard let warning = unreadableWarning(events) else { return }
        printError(warning)
    }

    /// The most events a warning names; the rest are counted.
    static let namedUnreadable = 3

    /// `warning: ... /x/calendar.ics ...: line 3: <problem>; line 9: <problem>. ...`
    static func unreadableWarning(_ events: [UnreadableEvent]) -> String? {
        guard let path = events.first?.path else { return nil }
        var list = events.prefix(namedUnreadable).map { event in
            (event.line.map { "line \($0): " } ?? "") + event.problem
        }.joined(separator: "; ")
        if events.count > namedUnreadable { list += "; and \(events.count - namedUnreadable) more" }
        return "warning: left out what cannot be read in \(path): \(list). "
            + "shifts keeps it in the file unchanged; fix it there to see it."
    }

    /// Parses a day argument against the clock's today, or says what is
    /// accepted (`option` nil: the message names none).
    static func day(_ text: String, option: String?, today: CalendarDay) throws -> CalendarDay {
        try day(DayArgument.resolve(text, today: today), text: text, option: option)
    }

    /// The day `text` resolved to, or the usage error saying why not.
    private static func day(_ resolved: Result<CalendarDay, DayArgument.Refusal>, text: String,
                            option: String?) throws -> CalendarDay {
        let named = option.map { "\($0) " } ?? ""
        switch resolved {
        case .success(let day): return day
        case .failure(.unsupported(let day)): throw usageError("\(named)\(day.unsupportedProblem).")
        case .failure(.notADate): throw usageError("\(named)'\(text)' is not a date: use \(DayArgument.accepted).")
        }
    }

    /// The day a week starts on for a weekday `--from` (1 = Sunday ... 7 =
    /// Saturday) without a catalog that says otherwise: Monday.
    static let firstWeekday = Weekday.monday.number

    /// The settings of the data dir's catalog (the defaults before `shifts
    /// init`); a catalog that cannot be read is a failure, exit 1.
    static func settings(_ services: ServiceContainer) async throws -> Settings {
        do {
            return try await services.catalog.load()?.settings ?? Settings()
        } catch {
            throw failure(UserFacingError(error).message)
        }
    }

    /// The first weekday from the settings when `from` names a weekday (the
    /// only time it matters), so other ranges do not read the catalog.
    static func firstWeekday(for from: String?, services: ServiceContainer) async throws -> Int {
        guard let from, DayArgument.namesWeekday(from) else { return firstWeekday }
        return try await settings(services).firstWeekday.number
    }

    /// `--from` and `--to` as days (`days` long from `--from` when `--to` is
    /// missing), refused when backwards or longer than SymbolExport.maxDays
    /// (`tooLong` says what to do then).
    /// A weekday `--from` is that day of this week (starting on
    /// `firstWeekday`), and a weekday `--to` the first such day from `--from`
    /// on, so `--from mon --to sun` is this week whatever day it is today.
    static func range(from: String?, to: String?, days: Int, today: CalendarDay, firstWeekday: Int = firstWeekday,
                      tooLong: String = "ask for a shorter range") throws -> (first: CalendarDay, last: CalendarDay) {
        let first = try from.map { text in
            try day(DayArgument.resolve(text, today: today, weekStartingOn: firstWeekday), text: text, option: "--from")
        } ?? today
        let last = try to.map { text in
            try day(text, option: "--to", today: DayArgument.namesWeekday(text) ? first : today)
        } ?? first.adding(days: days - 1)
        guard first <= last else {
            throw usageError("--to \(last) is before --from \(first): give the earlier day first.")
        }
        guard last.ordinal - first.ordinal < SymbolExport.maxDays else {
            throw usageError("\(first) to \(last) is more than \(SymbolExport.maxDays) days: \(tooLong).")
        }
        return (first, last)
    }

    /// `line(_:calendar:withDate:)` of each shift, with the date, symbol,
    /// title and time in columns as wide as their widest text on screen
    /// (a wide character takes two columns), so a list reads down.
    static func alignedLines(_ shifts: [ScheduledShift], calendar: Calendar) -> [String] {
        let rows = shifts.map { shift in
            let row = ShiftRow(shift, shownOn: shift.day, calendar: calendar)
            var rest: [String] = []
            if !row.location.isEmpty { rest.append("@ \(row.location)") }
            if let detail = row.detail { rest.append("(\(detail))") }
            return ["\(shift.day.shortLabel) \(shift.day.year)", row.symbol, row.title, row.time, rest.joined(separator: "  ")]
                .map(\.sanitizedForTerminal)
        }
        let columns = rows.first?.count ?? 0
        let widths = (0..<columns).map { column in rows.map { DisplayWidth.of($0[column]) }.max() ?? 0 }
        return rows.map { cells in
            let padded = cells.enumerated().map { column, text in
                column == columns - 1 ? text : text.padded(toWidth: widths[column])
            }
            var line = padded.joined(separator: "  ")
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// `Mon 23 Nov 2026  E  Early  06:00–14:00  @ Ward 3  (Notes: …)`,
    /// sanitized so text from the file cannot drive the terminal.
    static func line(_ shift: ScheduledShift, calendar: Calendar, withDate: Bool) -> String {
        let row = line(ShiftRow(shift, shownOn: shift.day, calendar: calendar))
        return withDate ? "\(shift.day.shortLabel) \(shift.day.year)  \(row)" : row
    }

    /// `E  Early  06:00–14:00  @ Ward 3  (Sick: flu)`: one row as `shifts
    /// today` prints it.
    static func line(_ row: ShiftRow) -> String {
        var parts = [row.symbol, row.title, row.time]
        if !row.location.isEmpty { parts.append("@ \(row.location)") }
        if let detail = row.detail { parts.append("(\(detail))") }
        return parts.map(\.sanitizedForTerminal).joinedWithoutLookup(separator: "  ")
    }
}
