import ArgumentParser
import Foundation
import ShiftFeatures
import ShiftModel
import ShiftStorage
import Terminal

/// `shifts export`: the calendar (or a range of it) as iCalendar, or one
/// symbol per day.
struct ExportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write the shifts as iCalendar, or as one symbol per day.",
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
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case ics, symbols
    }

    @OptionGroup var data: DataOptions

    @Option(help: "ics or symbols.")
    var format: Format = .ics

    @Option(help: ArgumentHelp("First day: \(DayArgument.accepted).", valueName: "D"), completion: Completions.day)
    var from: String?

    @Option(help: ArgumentHelp("Last day, included.", valueName: "D"), completion: Completions.day)
    var to: String?

    @Option(name: .shortAndLong, help: ArgumentHelp("Write to this file instead of standard output.", valueName: "FILE"))
    var output: String?

    func validate() throws {
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
        if from != nil || to != nil || format == .symbols {
            range = try ShiftQueryRun.range(
                from: from, to: to, days: 28, today: today,
                firstWeekday: try await ShiftQueryRun.firstWeekday(for: from, services: services))
        }

        var shifts: [ScheduledShift] = []
        if let range {
            shifts = try await ShiftQueryRun.ask(.days(first: range.first, last: range.last), services: services)
        }
        let bytes: [UInt8]
        switch format {
        case .symbols:
            guard let range else { return }
            // Symbols go to prompts and status bars: always sanitized.
            bytes = Array(TerminalSafeText.lines(
                SymbolExport.line(from: range.first, through: range.last, shifts: shifts)).utf8)
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
            let count = format == .symbols ? "\(range.map { $0.last.ordinal - $0.first.ordinal + 1 } ?? 0) days"
                                           : (range == nil ? "the whole calendar" : shifts.count.counted("shift"))
            CommandOutput.writeError("Exported \(count) to \(path.sanitizedForTerminal).\n")
        } catch {
            throw failure(UserFacingError(error).message)
        }
    }
}
