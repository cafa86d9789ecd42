import ArgumentParser
import Foundation
import ShiftFeatures
import ShiftModel
import ShiftStorage

struct HolidaysImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Keep the all-day events of an .ics file as the public holidays, replacing earlier ones.",
        discussion: """
            Each all-day event (one or more days) is a holiday, named by its
            SUMMARY; events with a time of day are left out. Recurring events (a
            yearly rule) are expanded for the occurrences between --from and
            --until. A file with no all-day event is refused, and the holidays
            kept are not changed. With --dry-run it says what the import would
            add, remove and rename, and writes nothing.

            Examples:
              shifts holidays import ~/Downloads/public-holidays.ics --dry-run
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

    @Flag(help: "Say what the import would change (holidays added, removed, renamed) and write nothing.")
    var dryRun = false

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
            let days = holidays.names.keys.sorted()
            var lines: [String]
            if dryRun {
                // Kept holidays that cannot be read are replaced by any import: all of it is new.
                let kept = (try? await services.holidays.load()) ?? PublicHolidays()
                lines = HolidayChanges(from: kept, to: holidays).lines(target: target.path)
            } else {
                try await HolidayFile.write(holidays, to: target, stamp: services.clock.now())
                lines = ["Imported \(days.count.counted("public holiday")) "
                    + (days.first.map { "from \($0) to \(days.last ?? $0) " } ?? "")
                    + "into \(target.path.sanitizedForTerminal)."]
            }
            let leftOut = dryRun ? "Would leave out" : "Left out"
            if imported.timedEvents > 0 {
                lines.append("\(leftOut) \(imported.timedEvents.counted("event")) with a time of day (a holiday is a whole day).")
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
