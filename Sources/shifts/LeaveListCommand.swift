import ArgumentParser
import Foundation
import Redux
import ShiftModel
import ShiftPresentation
import Terminal

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
