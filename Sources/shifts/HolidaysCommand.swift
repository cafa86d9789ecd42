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

/// What an import would do to the holidays kept: each day added, removed
/// or renamed, for `holidays import --dry-run`.
struct HolidayChanges {
    var added: [(CalendarDay, String)] = []
    var removed: [(CalendarDay, String)] = []
    var renamed: [(CalendarDay, old: String, new: String)] = []
    var unchanged = 0

    init(from kept: PublicHolidays, to imported: PublicHolidays) {
        for day in Set(kept.names.keys).union(imported.names.keys).sorted() {
            switch (kept.names[day], imported.names[day]) {
            case (nil, let new?): added.append((day, new))
            case (let old?, nil): removed.append((day, old))
            case (let old?, let new?) where old != new: renamed.append((day, old, new))
            case (_?, _?): unchanged += 1
            case (nil, nil): break
            }
        }
    }

    /// `Would add 2, remove 1, rename 0 and keep 9 public holidays in PATH; nothing was written.`
    /// and a line per change, by date.
    func lines(target: String) -> [String] {
        var lines = ["Would add \(added.count), remove \(removed.count), rename \(renamed.count) and keep \(unchanged) "
            + "of the public holidays in \(target.sanitizedForTerminal); nothing was written."]
        var changes: [(CalendarDay, String)] = added.map { ($0.0, "add     \($0.0)  \($0.0.shortLabel)  \($0.1)") }
        changes += removed.map { ($0.0, "remove  \($0.0)  \($0.0.shortLabel)  \($0.1.sanitizedForTerminal)") }
        changes += renamed.map { ($0.0, "rename  \($0.0)  \($0.0.shortLabel)  \($0.old.sanitizedForTerminal) → \($0.new)") }
        lines += changes.sorted { $0.0 < $1.0 }.map(\.1)
        return lines
    }
}
