import ArgumentParser
import Foundation
import ShiftFeatures
import ShiftModel
import ShiftStorage
import Terminal

/// `shifts export`: the calendar (or a range of it) as iCalendar, one
/// symbol per day, or a month to print (HTML) or to mail (text).
struct ExportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write the shifts as iCalendar, as one symbol per day, or a month to print.",
        discussion: """
            --format ics (the default) writes an iCalendar file any calendar
            program imports: the whole calendar, or with --from/--to only the
            shifts that start in that range, each event copied exactly as it is
            in calendar.ics, with its time zones.

            --format symbols writes one line: a symbol per day separated by
            spaces, `~` for a day without a shift, `E+L` for two shifts on one
            day, `*` for an event without a symbol. Its range defaults to today
            and the 27 days after.

            The output goes to standard output, or with -o to a file (written
            atomically; `~/` is the home folder), a pipe or a terminal. A path
            inside the data dir is refused. On a terminal, control and escape
            characters from the file are removed; redirect or use -o for the
            exact bytes.

            Examples:
              shifts export -o ~/rota.ics
              shifts export --from 2026-12-01 --to 2026-12-31 -o december.ics
              shifts export --format symbols --from monday --to sunday
              shifts export --format html --month 2026-12 -o rota.html
              shifts export --format text --month 2026-12
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case ics, symbols, html, text

        /// The formats that print one month.
        var isMonth: Bool { self == .html || self == .text }
    }

    @OptionGroup var data: DataOptions

    @Option(help: "ics, symbols, html or text.")
    var format: Format = .ics

    @Option(help: ArgumentHelp("The month of --format html or text: \(MonthExport.accepted) (default: this month).",
                               valueName: "YYYY-MM"))
    var month: String?

    @Option(help: ArgumentHelp("First day: \(DayArgument.accepted).", valueName: "D"), completion: Completions.day)
    var from: String?

    @Option(help: ArgumentHelp("Last day, included.", valueName: "D"), completion: Completions.day)
    var to: String?

    @Option(name: .shortAndLong, help: ArgumentHelp("Write to this file instead of standard output.", valueName: "FILE"))
    var output: String?

    func validate() throws {
        if format.isMonth, from != nil || to != nil {
            throw ValidationError("--format \(format.rawValue) shows a whole month: give --month \(MonthExport.accepted), not --from or --to.")
        }
        if let month, !format.isMonth {
            throw ValidationError("--month \(month): only --format html or text show a month; give --from and --to for \(format.rawValue).")
        }
        if let month, MonthExport.month(month) == nil {
            throw ValidationError("--month '\(month)' is not a month: use \(MonthExport.accepted) "
                + "(from \(YearMonth(CalendarDay.supported.lowerBound)) to \(YearMonth(CalendarDay.supported.upperBound))).")
        }
        if format == .ics, (from == nil) != (to == nil) {
            throw ValidationError("give both --from and --to for a range, or neither for the whole calendar.")
        }
    }

    func run() async throws {
        try data.requireExistingDirectory()
        let calendarFile = data.calendarService()
        let services = data.services(calendar: calendarFile)
        let calendar = services.clock.calendar
        let today = CalendarDay(services.clock.now(), in: calendar)
        var range: (first: CalendarDay, last: CalendarDay)?
        let shownMonth = month.flatMap(MonthExport.month) ?? YearMonth(today)
        if !format.isMonth, from != nil || to != nil || format == .symbols {
            range = try ShiftQueryRun.range(
                from: from, to: to, days: 28, today: today,
                firstWeekday: try await ShiftQueryRun.firstWeekday(for: from, services: services))
        }

        var shifts: [ScheduledShift] = []
        if let range {
            shifts = try await ShiftQueryRun.ask(.days(first: range.first, last: range.last), services: services)
        }
        let bytes: [UInt8]
        var monthShifts = 0
        switch format {
        case .html, .text:
            let (text, count) = try await MonthExport.render(shownMonth, html: format == .html, services: services)
            monthShifts = count
            // Its text from files is cleaned already; a terminal gets it
            // through the one sanitizer all the same, as a symbols line does.
            bytes = Array((format == .text ? TerminalSafeText.lines(text) : text).utf8)
        case .symbols:
            guard let range else { return }
            // Symbols go to prompts and status bars: always sanitized.
            bytes = Array(TerminalSafeText.lines(
                SymbolExport.line(from: range.first, through: range.last, shifts: shifts, in: calendar)).utf8)
        case .ics:
            do {
                bytes = try await calendarFile.calendarText(keeping: range == nil ? nil : Set(shifts.map(\.id)))
            } catch {
                throw failure(UserFacingError(error).message)
            }
        }
        await ShiftQueryRun.warnAboutUnreadableEvents(services)

        guard let output else {
            // Byte for byte, except to a terminal, where text from the file
            // must not drive it: each line sanitized instead.
            try CommandOutput.write(format == .ics && CommandOutput.isTerminal ? TerminalSafeText.lines(bytes) : bytes)
            return
        }
        do {
            let path = try await data.exportWriter().write(bytes, to: output, onTerminal: TerminalSafeText.lines)
            let count = switch format {
            case .symbols: "\(range.map { $0.last.ordinal - $0.first.ordinal + 1 } ?? 0) days"
            case .html, .text: "\(DayNames.months[shownMonth.month - 1]) \(shownMonth.year) (\(monthShifts.counted("shift")))"
            case .ics: range == nil ? "the whole calendar" : shifts.count.counted("shift")
            }
            CommandOutput.writeError("Exported \(count) to \(path.sanitizedForTerminal).\n")
        } catch {
            throw failure(UserFacingError(error).message)
        }
    }
}
