import ArgumentParser
import Foundation
import ShiftFeatures
import ShiftModel
import ShiftStorage

struct HolidaysListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Print the public holidays, one a line.",
        discussion: """
            Examples:
              shifts holidays list
              shifts holidays list --from 2026-12-01 --to 2026-12-31 --json
            """)

    @OptionGroup var data: DataOptions

    @Option(help: ArgumentHelp("First day (default: the first holiday): \(DayArgument.accepted).", valueName: "D"),
            completion: Completions.day)
    var from: String?

    @Option(help: ArgumentHelp("Last day, included (default: the last holiday).", valueName: "D"),
            completion: Completions.day)
    var to: String?

    @Flag(help: "Print JSON: {\"holidays\": [{\"date\": \"YYYY-MM-DD\", \"name\": \"...\"}]}.")
    var json = false

    struct Listing: Encodable {
        struct Holiday: Encodable {
            var date: String
            var name: String
        }

        var holidays: [Holiday]
    }

    func run() async throws {
        let services = data.services(preload: false)
        let today = CalendarDay(services.clock.now(), in: services.clock.calendar)
        let first = try from.map { try ShiftQueryRun.day($0, option: "--from", today: today) }
        let last = try to.map { try ShiftQueryRun.day($0, option: "--to", today: today) }
        if let first, let last, last < first {
            throw usageError("--to \(last) is before --from \(first): give the earlier day first.")
        }
        let holidays: PublicHolidays
        do {
            holidays = try await services.holidays.load()
        } catch {
            throw failure(UserFacingError(error).message)
        }
        let listed = holidays.names.filter { day, _ in
            first.map { day >= $0 } ?? true && last.map { day <= $0 } ?? true
        }.sorted { $0.key < $1.key }
        if json {
            try CommandOutput.print(try ShiftJSON.encode(Listing(holidays: listed.map {
                Listing.Holiday(date: $0.key.description, name: $0.value)
            })))
        } else if listed.isEmpty {
            try CommandOutput.print(holidays.isEmpty
                ? "No public holidays: import them with `shifts holidays import FILE.ics`."
                : "No public holidays in that range.")
        } else {
            try CommandOutput.print(lines: listed.map {
                "\($0.key)  \($0.key.shortLabel)  \($0.value.sanitizedForTerminal)"
            })
        }
    }
}
