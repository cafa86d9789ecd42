import ArgumentParser
import Foundation
import ShiftFeatures
import ShiftModel
import ShiftStorage

/// `shifts holidays`: the public holidays the statistics count and the
/// screens mark, from a published iCalendar file.
struct HolidaysCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "holidays",
        abstract: "Import, list or clear the public holidays.",
        discussion: """
            Public holidays come from an iCalendar (.ics) file, as many are
            published: each all-day event is a holiday named by its title. They
            are kept in DIR/holidays.ics; a new import replaces the earlier one.
            Hours on them are counted by `shifts stats` and the statistics screen.
            """,
        subcommands: [HolidaysImportCommand.self, HolidaysListCommand.self, HolidaysClearCommand.self])
}

struct HolidaysImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Keep the all-day events of an .ics file as the public holidays, replacing earlier ones.",
        discussion: """
            Each all-day event (one or more days) is a holiday, named by its
            SUMMARY; events with a time of day are left out. Recurring events (a
            yearly rule) are expanded for the occurrences between --from and
            --until. A file with no all-day event is refused, and the holidays
            kept are not changed.

            Examples:
              shifts holidays import ~/Downloads/public-holidays.ics
              shifts holidays import holidays.ics --from 2026-01-01 --until 2030-12-31
            """)

    @OptionGroup var data: DataOptions

    @Argument(help: ArgumentHelp("The .ics file of public holidays.", valueName: "FILE"))
    var file: String

    @Option(help: ArgumentHelp("Expand recurring holidays from this day (default: a year before today): \(DayArgument.accepted).",
                               valueName: "D"))
    var from: String?

    @Option(help: ArgumentHelp("...until this day, included (default: a year after today).", valueName: "D"))
    var until: String?

    func run() async throws {
        let services = data.services(preload: false)
        let calendar = services.clock.calendar
        let today = CalendarDay(services.clock.now(), in: calendar)
        let first = try from.map { try ShiftQueryRun.day($0, option: "--from", today: today) } ?? today.adding(days: -365)
        let last = try until.map { try ShiftQueryRun.day($0, option: "--until", today: today) } ?? today.adding(days: 365)
        guard first <= last else { throw usageError("--from \(first) is after --until \(last): give the earlier day first.") }
        let range = DateInterval(start: first.start(in: calendar), end: last.adding(days: 1).start(in: calendar))
        let path = file.hasPrefix("/") ? file
            : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(file)
        let target = DataDirectory.holidaysFile(in: data.directory)
        do {
            let imported = try await HolidayFile.read(path, calendar: calendar, range: range)
            // Made safe for a terminal whole (an escape sequence, not only its ESC).
            let holidays = PublicHolidays(names: imported.holidays.names.mapValues(\.sanitizedForTerminal))
            try await HolidayFile.write(holidays, to: target, stamp: services.clock.now())
            let days = holidays.names.keys.sorted()
            var lines = ["Imported \(days.count.counted("public holiday")) "
                + (days.first.map { "from \($0) to \(days.last ?? $0) " } ?? "")
                + "into \(target.path.sanitizedForTerminal)."]
            if imported.timedEvents > 0 {
                lines.append("Left out \(imported.timedEvents.counted("event")) with a time of day (a holiday is a whole day).")
            }
            for skip in imported.skipped {
                lines.append("Skipped the event at \(skip.description.sanitizedForTerminal).")
            }
            try CommandOutput.print(lines: lines)
        } catch let exit as ExitCode {
            throw exit
        } catch {
            throw failure(UserFacingError(error).message)
        }
    }
}

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

struct HolidaysClearCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "clear",
        abstract: "Remove the imported public holidays.")

    @OptionGroup var data: DataOptions

    func run() async throws {
        let target = DataDirectory.holidaysFile(in: data.directory)
        do {
            let removed = try await HolidayFile.remove(at: target)
            try CommandOutput.print(removed ? "Removed the public holidays (\(target.path.sanitizedForTerminal))."
                                            : "There were no public holidays to remove.")
        } catch let exit as ExitCode {
            throw exit
        } catch {
            throw failure(UserFacingError(error).message)
        }
    }
}
