import ArgumentParser
import Foundation
import Redux
import ShiftModel
import ShiftPresentation

/// `shifts check`: the working-time rules over a range, exiting like a
/// linter.
struct CheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check the working-time rules over a range of days; exit 1 when one is broken.",
        discussion: """
            Prints each rule broken in the range on a line naming the rule, the
            days, the measured value and the limit: rest between two shifts
            shorter than the minimum, more working days or nights in a row than
            allowed, a week over the weekly maximum, and the average over the
            averaging weeks above its limit (the limits are settings,
            catalog.json's settings.workingTime). Shifts before and after the
            range are read too, so a run across its edges is seen.

            Exit status: 0 no rule is broken, 1 a rule is broken, 2 the data
            cannot be read, 64 a usage mistake.

            Examples:
              shifts check
              shifts check --from 2026-01-01 --to 2026-12-31 --json
            """)

    @OptionGroup var data: DataOptions

    @Option(help: ArgumentHelp("First day (default: the first of this month): \(DayArgument.accepted).", valueName: "D"),
            completion: Completions.day)
    var from: String?

    @Option(help: ArgumentHelp("Last day, included (default: the last of --from's month).", valueName: "D"),
            completion: Completions.day)
    var to: String?

    @Flag(help: "Print JSON (see Docs/CommandLine.md).")
    var json = false

    /// The data cannot be read.
    static let unreadable = ExitCode(2)

    func run() async throws { try await perform() }

    @UIActor
    private func perform() async throws {
        do {
            try data.requireExistingDirectory()
        } catch {
            throw Self.unreadable
        }
        let run: HoursRun
        let range: ClosedRange<CalendarDay>
        let violations: [RuleViolation]
        do {
            run = try await HoursRun.start(data)
            range = try run.period(from: from, to: to)
            let calculator = run.calculator(holidays: PublicHolidays())
            let shifts = try await run.shifts(calculator.checkContext(for: range))
            violations = calculator.violations(in: shifts, range: range)
        } catch let unreadable as HoursRun.Unreadable {
            printError(unreadable.message)
            throw Self.unreadable
        }
        await ShiftQueryRun.warnAboutUnreadableEvents(run.services)
        if json {
            try CommandOutput.print(try ShiftJSON.encode(CheckJSON(range: range, violations: violations)))
        } else {
            try CommandOutput.print(lines: violations.map { RuleWords.sentence($0).sanitizedForTerminal }
                + [RuleWords.summary(count: violations.count)])
        }
        if !violations.isEmpty { throw ExitCode.failure }
    }
}
