import ArgumentParser
import Foundation
import Redux
import ShiftModel
import ShiftPresentation

/// `shifts stats`: the hours of a period against the contract, as the
/// statistics screen shows them.
struct StatsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Print the paid and real hours of a period against the target, by type, at night, at weekends, on holidays.",
        discussion: """
            Paid hours (each shift's real hours, 7 or 9 on the nights the clocks
            change, less its type's unpaid break; an all-day entry counts what its
            type says) and real hours, against the target from the contract hours,
            and the balance; hours and shifts per type; paid hours inside the night
            window, on Saturdays and Sundays and on public holidays (`shifts
            holidays import`), the break spread evenly over the shift; sick days
            and hours. A shift counts in the period its start falls in. Only shifts
            of a known type that is work count: the others are said as left out.
            With an hours account start in Settings the balance runs from it, the
            opening balance included. --by splits the figures by week, month or type.
            --format csv prints a row per type and a total row for the pay office
            (columns in Docs/CommandLine.md).

            Examples:
              shifts stats
              shifts stats --month 2026-12 --format csv
              shifts stats --from 2026-01-01 --to 2026-12-31 --by month
              shifts stats --month 2026-12 --format json
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, csv, json
    }

    enum Split: String, ExpressibleByArgument, CaseIterable {
        case week, month, type
    }

    @OptionGroup var data: DataOptions

    @Option(help: ArgumentHelp("First day (default: the first of this month): \(DayArgument.accepted).", valueName: "D"),
            completion: Completions.day)
    var from: String?

    @Option(help: ArgumentHelp("Last day, included (default: the last of --from's month).", valueName: "D"),
            completion: Completions.day)
    var to: String?

    @Option(help: ArgumentHelp("A whole month instead of --from and --to: \(MonthExport.accepted).", valueName: "M"))
    var month: String?

    @Option(help: ArgumentHelp("Split the figures by week, month or type.", valueName: "week|month|type"))
    var by: Split?

    @Option(help: ArgumentHelp("text (default), csv (a row per type and a total row) or json (see Docs/CommandLine.md).",
                               valueName: "text|csv|json"))
    var format: Format?

    @Flag(help: "Print JSON: the same as --format json.")
    var json = false

    /// The format asked for: --json is --format json.
    var chosenFormat: Format { json ? .json : format ?? .text }

    func validate() throws {
        if json, let format, format != .json {
            throw ValidationError("--json and --format \(format.rawValue) disagree: give one of them.")
        }
        if let month {
            if from != nil || to != nil {
                throw ValidationError("--month \(month) is a whole month: give --month, or --from and --to, not both.")
            }
            if MonthExport.month(month) == nil {
                throw ValidationError("--month '\(month)' is not a month: use \(MonthExport.accepted) "
                    + "(from \(YearMonth(CalendarDay.supported.lowerBound)) to \(YearMonth(CalendarDay.supported.upperBound))).")
            }
        }
        if chosenFormat == .csv, by != nil {
            throw ValidationError("--format csv has a row per type already: leave out --by, or use --format text or json.")
        }
    }

    func run() async throws { try await perform() }

    @UIActor
    private func perform() async throws {
        try data.requireExistingDirectory()
        let run: HoursRun
        let holidays: PublicHolidays
        let shifts: [ScheduledShift]
        let period: ClosedRange<CalendarDay>
        let account: HoursStatistics
        do {
            run = try await HoursRun.start(data)
            if let month = month.flatMap(MonthExport.month) {
                period = month.firstDay...month.lastDay
            } else {
                period = try run.period(from: from, to: to)
            }
            holidays = try await run.holidays()
            // The balance runs from the account's start (or the first of
            // January): its days are read once, the period's among them.
            let balanceDays = HoursCalculator.balanceDays(first: period.lowerBound, last: period.upperBound,
                                                          settings: run.catalog.settings.workingTime)
            let read = try await run.shifts(balanceDays)
            // The period's shifts, and leave that began before it and reaches into it.
            shifts = read.filter { $0.isListed(from: period.lowerBound, through: period.upperBound, in: run.calendar) }
            account = run.calculator(holidays: holidays).statistics(of: read, period: balanceDays)
        } catch let unreadable as HoursRun.Unreadable {
            throw failure(unreadable.message)
        }
        await ShiftQueryRun.warnAboutUnreadableEvents(run.services)
        let output = StatsOutput(calculator: run.calculator(holidays: holidays), shifts: shifts, period: period, split: by,
                                 accountBalanceMinutes: account.closingBalanceMinutes)
        switch chosenFormat {
        case .json: try CommandOutput.print(try output.json())
        case .csv: try CommandOutput.print(lines: output.csvLines())
        case .text: try CommandOutput.print(lines: output.lines())
        }
    }
}
