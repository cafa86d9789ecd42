import ArgumentParser
import Foundation
import Redux
import ShiftModel

/// `shifts switch D TYPE`: another type for the day's shift, keeping notes
/// and the sick mark.
struct SwitchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "switch",
        abstract: "Switch the shift on a day to another type.",
        discussion: """
            The day must have one shift, or name the one to switch with --from.
            Notes and a sick mark stay. The reason goes into the change log. A
            switch that breaks a working-time rule is made and the rule named on
            standard error; --strict refuses it.

            Examples:
              shifts switch friday L --reason "covering for Kim"
              shifts switch 2026-12-24 N --from E
            """)

    @OptionGroup var data: DataOptions
    @Argument(help: ArgumentHelp("The day: \(DayArgument.accepted).", valueName: "D"), completion: Completions.day)
    var date: String
    @Argument(help: "The new shift type's symbol or title.", completion: Completions.shiftType) var type: String
    @Option(help: ArgumentHelp("The type of the shift to switch, when the day has several.", valueName: "TYPE"),
            completion: Completions.shiftType)
    var from: String?
    @Option(help: "Why, for the change log.") var reason: String = ""
    @Flag(help: "Refuse a change that breaks a working-time rule (nothing written, exit 1) instead of warning.")
    var strict = false

    func run() async throws { try await perform() }

    @UIActor
    private func perform() async throws {
        let run = try await StoreRun.start(data)
        let day = try run.day(date)
        let target = try run.type(type)
        let source = try from.map { try run.type($0) }
        let shift = try await run.shift(on: day, type: source, verb: "switch", naming: "--from TYPE")
        let request = ShiftEditRequest.switchType(shift, to: target.id, reason: reason)
        try await run.applyChecking([request], strict: strict) { try await run.apply(request) }
    }
}
