import ArgumentParser
import Foundation
import Redux
import ShiftModel

/// `shifts add D TYPE`: schedules a shift, refusing overlaps like the screens.
struct AddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add a shift of a type on a day.",
        discussion: """
            TYPE is a shift type's symbol or title, case ignored (see `shifts
            types`). A shift that would overlap another is refused, naming it.
            The change is in the change log and can be undone (u in the app, or
            `shifts undo`).

            Examples:
              shifts add tomorrow E
              shifts add 2026-12-24 night --notes "swap with Kim"
            """)

    @OptionGroup var data: DataOptions
    @Argument(help: ArgumentHelp("The day: \(DayArgument.accepted).", valueName: "D"), completion: Completions.day)
    var date: String
    @Argument(help: "Shift type symbol or title.", completion: Completions.shiftType) var type: String
    @Option(help: "Notes for the shift.") var notes: String = ""
    @Flag(help: "Refuse a change that breaks a working-time rule (nothing written, exit 1) instead of warning.")
    var strict = false

    func run() async throws { try await perform() }

    @UIActor
    private func perform() async throws {
        let run = try await StoreRun.start(data)
        let day = try run.day(date)
        let type = try run.type(type)
        let request = ShiftEditRequest.add(type.id, on: day, notes: notes)
        try await run.applyChecking([request], strict: strict) { try await run.apply(request) }
    }
}
