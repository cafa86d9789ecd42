import ArgumentParser
import Redux

/// `shifts undo`: takes back the newest change, as `u` in the app does.
struct UndoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "undo",
        abstract: "Take back the newest change, as u in the app does.",
        discussion: """
            Uses the undo history in the data dir (undo.json), the same one
            the app's u and Ctrl-R use, so a change made here or in the app
            can be undone from either. Prints what was undone; with nothing
            to undo, says so and exits 1. A change that no longer applies
            (the shifts were changed since) is refused, naming why.

            Examples:
              shifts undo
              shifts undo --data-dir ~/work-shifts
            """)

    @OptionGroup var data: DataOptions

    func run() async throws { try await perform() }

    @UIActor
    private func perform() async throws {
        // A mistyped path: said, not created with an empty history in it.
        try data.requireExistingDirectory()
        try await StoreRun.start(data, needing: nil).take(.undo)
    }
}
