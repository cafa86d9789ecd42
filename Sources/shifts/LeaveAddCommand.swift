import ArgumentParser
import Foundation
import Redux
import ShiftModel
import ShiftPresentation
import Terminal

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
