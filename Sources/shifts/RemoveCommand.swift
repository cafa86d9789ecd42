import ArgumentParser
import Foundation
import Redux
import ShiftModel

/// `shifts remove D [TYPE]`: deletes the day's shift.
struct RemoveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Delete the shift on a day.",
        discussion: """
            The day must have one shift, or TYPE names which. The change is in
            the change log and can be undone (u in the app, or `shifts undo`).

            Examples:
              shifts remove tomorrow
              shifts remove 2026-12-24 N
            """)

    @OptionGroup var data: DataOptions
    @Argument(help: ArgumentHelp("The day: \(DayArgument.accepted).", valueName: "D"), completion: Completions.day)
    var date: String
    @Argument(help: "The shift's type, when the day has several.", completion: Completions.shiftType)
    var type: String?

    func run() async throws { try await perform() }

    @UIActor
    private func perform() async throws {
        let run = try await StoreRun.start(data)
        let day = try run.day(date)
        let type = try type.map { try run.type($0) }
        let shift = try await run.shift(on: day, type: type, verb: "remove", naming: "its TYPE (shifts remove D TYPE)")
        try await run.apply(.delete(shift))
    }
}
