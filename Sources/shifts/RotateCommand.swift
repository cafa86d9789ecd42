import ArgumentParser
import Foundation
import Redux
import ShiftModel
import ShiftPresentation
import Terminal

/// `shifts rotate NAME --from D --to D`: a rota laid over a range of days,
/// written as one change (one undo step).
struct RotateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rotate",
        abstract: "Fill a range of days from a repeating rotation, as one change.",
        discussion: """
            NAME is one of your rotations (the Rotations screen), a preset (its id
            or name, see `shifts rotations`), or a pattern in quotes in your
            shift types' symbols, ~ for a day off ("E E L L ~ ~", or with counts
            "2E 2L 2~"); case is ignored. A preset is written in roles (D a day
            shift, N a night, E an early, L a late): each role is your type of
            that symbol, or the one --map names (--map D=E works role D as your
            type E).

            The cycle starts on --anchor, and again every cycle length before
            and after it: by default on your rotation's own anchor, or on
            --from for a preset or a pattern. Days the cycle has off are left
            as they are. A day that has shifts already is kept as it is (skipped)
            unless --replace, which deletes its shifts for the rotation's. A
            shift that would overlap a neighbour (a night running into the next
            day's early) is refused, naming it; nothing is written then. A
            rotation that breaks a working-time rule (see `shifts check`) is
            written and the rules named on standard error; --strict refuses it.

            Everything is written at once or not at all, as one change in the
            change log and one undo step: `shifts undo` (or u in the app) takes
            it all back. --dry-run lists what each day would get and writes
            nothing. At most \(RotationPlan.maxDays) days (ten years) at once.

            Examples:
              shifts rotate pitman --from 2027-01-01 --to 2027-12-31 --map D=E
              shifts rotate "E E L L ~ ~" --from monday --to 2027-03-31 --dry-run
              shifts rotate "Ward A" --from 2027-01-01 --to 2027-06-30 --replace
            """)

    @OptionGroup var data: DataOptions

    @Argument(help: ArgumentHelp("A rotation's name, a preset, or a pattern in quotes (\"E E L L ~ ~\").",
                                 valueName: "NAME"), completion: Completions.rotation)
    var name: String

    @Option(help: ArgumentHelp("First day: \(DayArgument.accepted).", valueName: "D"), completion: Completions.day)
    var from: String

    @Option(help: ArgumentHelp("Last day, included.", valueName: "D"), completion: Completions.day)
    var to: String

    @Option(help: ArgumentHelp("A day the cycle's first day falls on (default: your rotation's own, else --from).",
                               valueName: "D"), completion: Completions.day)
    var anchor: String?

    @Option(name: .customLong("map"), help: ArgumentHelp(
        "Work a preset's ROLE (D, N, E, L) as your shift type TYPE (symbol or title); repeat for each role.",
        valueName: "ROLE=TYPE"))
    var maps: [String] = []

    @Flag(help: "Delete the shifts of days that have some, for the rotation's (default: keep those days).")
    var replace = false

    @Flag(help: "Only list what each day would get; write nothing.")
    var dryRun = false

    @Flag(help: "Refuse the rotation if it breaks a working-time rule (nothing written, exit 1) instead of warning.")
    var strict = false

    @Flag(help: "Print JSON: {\"name\", \"cycle\", \"anchor\", \"from\", \"to\", \"dryRun\", \"added\", \"skippedDays\", \"replacedDays\", \"alreadyDays\", \"days\": [{\"date\", \"outcome\", \"typeId\", \"symbol\", \"existing\"}]}.")
    var json = false

    func validate() throws {
        for map in maps where RotationChoice.RoleMap(map) == nil {
            throw ValidationError("--map '\(map)': write ROLE=TYPE, e.g. --map D=E.")
        }
    }

    func run() async throws { try await perform() }

    @UIActor
    private func perform() async throws {
        let run = try await StoreRun.start(data)
        // A range like list's: a weekday --from is that day of this week.
        let (first, last) = try ShiftQueryRun.range(
            from: from, to: to, days: 1, today: run.today, firstWeekday: run.catalog.settings.firstWeekday.number,
            tooLong: "a rotation is applied to ten years at most at once, so apply it in parts")
        let anchorDay = try anchor.map { try ShiftQueryRun.day($0, option: "--anchor", today: run.today) }
        let rotation = try RotationChoice.rotation(name, maps: maps.compactMap(RotationChoice.RoleMap.init),
                                                   anchor: anchorDay ?? first, run: run)
        let catalog = run.catalog
        let unknown = rotation.unknownTypes(in: catalog)
        guard unknown.isEmpty else {
            let ids = unknown.map { "\"\($0)\"" }.joined(separator: ", ")
            throw failure("the rotation \"\(rotation.name)\" works \(unknown.count.agreeing("a shift type", "shift types")) "
                + "no longer in the catalog (id \(ids)): give those days a type on the Rotations screen first. "
                + "Nothing was written.")
        }
        let existing = try await ShiftQueryRun.ask(.days(first: first, last: last), services: run.services)
        // Without --anchor: the rotation's own (a preset or a pattern was laid from --from).
        let plan = RotationPlan(rotation: rotation, days: first...last, anchor: anchorDay, existing: existing,
                                existingShifts: replace ? .replace : .keep, catalog: catalog)
        let output = RotationPlanOutput(plan: plan, catalog: catalog, calendar: run.services.clock.calendar)
        if dryRun {
            if json {
                try CommandOutput.print(try output.json(dryRun: true))
            } else {
                try CommandOutput.print(lines: [output.header] + output.dayLines
                    + [RotationWords.outcome(plan, written: false), "Dry run: nothing was written."])
            }
            return
        }
        let requests = plan.requests
        guard !requests.isEmpty else {
            throw failure(RotationWords.nothingToAdd(plan) + " Nothing was written.")
        }
        try await run.applyChecking(requests, strict: strict) {
            try await run.apply(requests) {
                json ? try output.json(dryRun: false) : RotationWords.outcome(plan, written: true)
            }
        }
    }
}
