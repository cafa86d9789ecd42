import ArgumentParser
import Redux

/// `shifts redo`: makes the last undone change again, as Ctrl-R in the app does.
struct RedoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "redo",
        abstract: "Make the last undone change again, as Ctrl-R in the app does.",
        discussion: """
            The other half of `shifts undo`, on the same undo history. Prints
            what was redone; with nothing to redo, says so and exits 1. Any
            new change empties what there is to redo, in the app as here.

            Examples:
              shifts redo
            """)

    @OptionGroup var data: DataOptions

    func run() async throws { try await perform() }

    @UIActor
    private func perform() async throws {
        try data.requireExistingDirectory()
        try await StoreRun.start(data, needing: nil).take(.redo)
    }
}
