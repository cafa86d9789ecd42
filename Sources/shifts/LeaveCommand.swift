import ArgumentParser
import Foundation
import Redux
import ShiftModel
import ShiftPresentation
import Terminal

/// `shifts leave`: annual leave and other absences, and the year's account.
struct LeaveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "leave",
        abstract: "Add leave or another absence, or list the year's with the days left.",
        discussion: """
            An absence is one all-day entry from its first to its last day,
            written so other calendar programs see it (CATEGORIES:ANNUAL-LEAVE,
            SICK-LEAVE, TRAINING or TIME-OFF-IN-LIEU). A day of it counts toward
            the contract's target (settings.workingTime.absenceDayMinutes, else a
            fifth of the weekly contract); days are counted Monday to Friday,
            public holidays left out.
            """,
        subcommands: [LeaveAddCommand.self, LeaveListCommand.self])
}

extension AbsenceKind: ExpressibleByArgument {}

/// `shifts leave add FROM TO [--kind annual]`.
struct LeaveAddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add an absence from a day through a day, as one change.",
        discussion: """
            A shift on one of its days is in the way: it is refused, naming it.
            It is one change in the change log and one undo step (u in the app,
            or `shifts undo`).

            Examples:
              shifts leave add 2026-12-21 2026-12-24
              shifts leave add monday friday --kind training --notes "ICU course"
            """)

    @OptionGroup var data: DataOptions
    @Argument(help: ArgumentHelp("The first day: \(DayArgument.accepted).", valueName: "FROM"), completion: Completions.day)
    var from: String
    @Argument(help: ArgumentHelp("The last day, included.", valueName: "TO"), completion: Completions.day)
    var to: String
    @Option(help: ArgumentHelp("annual, sick, training or lieu (time off in lieu).", valueName: "KIND"))
    var kind: AbsenceKind = .annual
    @Option(help: "Notes for the entry.") var notes: String = ""

    func run() async throws { try await perform() }

    @UIActor
    private func perform() async throws {
        let run = try await StoreRun.start(data, needing: nil)
        let first = try ShiftQueryRun.day(from, option: "FROM", today: run.today)
        let last = try ShiftQueryRun.day(to, option: "TO", today: DayArgument.namesWeekday(to) ? first : run.today)
        guard first <= last else { throw usageError("TO \(last) is before FROM \(first): give the earlier day first.") }
        guard last.ordinal - first.ordinal < SymbolExport.maxDays else {
            throw usageError("\(first) to \(last) is more than \(SymbolExport.maxDays) days: give a shorter absence.")
        }
        try await run.apply(.addAbsence(kind, from: first, through: last, notes: notes))
    }
}

/// `shifts leave list [--year YYYY]`.
struct LeaveListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List a year's absences, the days of each kind and the annual leave left.",
        discussion: """
            The allowance is settings.workingTime.annualLeaveDays in catalog.json.

            Example:
              shifts leave list --year 2027
            """)

    @OptionGroup var data: DataOptions
    @Option(help: ArgumentHelp("The year (default: this year).", valueName: "YYYY")) var year: Int?

    func validate() throws {
        if let year, !(1...9999).contains(year) { throw ValidationError("--year: give a year from 1 to 9999.") }
    }

    func run() async throws {
        let hours: HoursRun
        let holidays: PublicHolidays
        do {
            hours = try await HoursRun.start(data)
            holidays = try await hours.holidays()
        } catch {
            throw failure(error.message)
        }
        let year = year ?? hours.today.year
        let days = CalendarDay(year: year, month: 1, day: 1)...CalendarDay(year: year, month: 12, day: 31)
        let shifts: [ScheduledShift]
        do {
            shifts = try await hours.shifts(days)
        } catch {
            throw failure(error.message)
        }
        let absences = shifts.filter { $0.absence != nil }
        let account = LeaveAccount(year: year, shifts: absences, holidays: holidays,
                                   allowance: hours.catalog.settings.workingTime.annualLeaveDays,
                                   calendar: hours.calendar)
        // Titles and notes come from the file: never a control sequence.
        try CommandOutput.print(lines: LeaveWords.listing(absences, account: account, holidays: holidays,
                                                          calendar: hours.calendar).map(\.sanitizedForTerminal))
    }
}
