import ArgumentParser
import Foundation
import ShiftModel

/// `shifts list`: the shifts of a range of days, one line each.
struct ListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Print the shifts from one day through another.",
        discussion: """
            One line per shift, in start order: date, symbol, title, time,
            location. A shift belongs to the day it starts on. Prints nothing and
            exits 0 when the range has no shifts. At most \(SymbolExport.maxDays) days.

            Examples:
              shifts list
              shifts list --from monday --to sunday
              shifts list --from 2026-12-01 --to 2026-12-31 --json
            """)

    @OptionGroup var data: DataOptions

    @Option(help: ArgumentHelp("First day (default: today): \(DayArgument.accepted).", valueName: "D"), completion: Completions.day)
    var from: String?

    @Option(help: ArgumentHelp("Last day, included (default: 6 days after --from).", valueName: "D"), completion: Completions.day)
    var to: String?

    @Flag(help: "Print JSON: {\"from\": \"YYYY-MM-DD\", \"to\": \"YYYY-MM-DD\", \"shifts\": [...]}.")
    var json = false

    func run() async throws {
        try data.requireExistingDirectory()
        let services = data.services()
        let calendar = services.clock.calendar
        let today = CalendarDay(services.clock.now(), in: calendar)
        let (first, last) = try ShiftQueryRun.range(
            from: from, to: to, days: 7, today: today,
            firstWeekday: try await ShiftQueryRun.firstWeekday(for: from, services: services))
        let shifts = try await ShiftQueryRun.ask(.days(first: first, last: last), services: services)
        await ShiftQueryRun.warnAboutUnreadableEvents(services)
        if json {
            try CommandOutput.print(try ShiftJSON.range(from: first, to: last, shifts: shifts, calendar: calendar))
        } else {
            try CommandOutput.print(lines: ShiftQueryRun.alignedLines(shifts, calendar: calendar))
        }
    }
}
