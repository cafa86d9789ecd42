import ArgumentParser
import Foundation
import Redux
import ShiftFeatures
import ShiftStorage
import ShiftTUI

/// The full-screen app (the default when no command is given).
struct OpenCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Open the full-screen Today screen (the default).",
        discussion: """
            Keys: 1 Today, 2 Schedule, 3 Shift types, 4 Locations, 5 Change log,
            6 Settings, Tab next screen; on Today h/l day, j/k shift; on Schedule
            hjkl or arrows move, [ ] month, g go to a date, v mark days (then a,
            A, d change all of them); on both a add, s switch, d delete, n notes,
            ! sick, u undo, Ctrl-R redo, t today, r reload (or retry); ? all
            keys; q quit.
            The status bar shows the keys of the screen you are on.

            The first start on a data dir without catalog.json asks for your name
            and offers a default set of shift types (skip it with `shifts init`).

            Example:
              shifts --data-dir ~/rota
            """)

    @OptionGroup var data: DataOptions

    func run() async throws {
        try await Self.run(dataDir: data.dataDir, backups: data.backups)
    }

    /// The command with plain values: QuickStart calls this without building
    /// the ArgumentParser struct.
    static func run(dataDir: String?, backups: Int?) async throws {
        let services = DataOptions.services(dataDir: dataDir, backups: backups)
        // The app moves between days: each range index is built while it
        // waits for keys, not on the first key that needs it.
        (services.calendar as? FileCalendarService)?.buildRangeIndexesAhead()
        // And the Team screen moves by weeks: the weeks beside the one shown
        // are decoded meanwhile too.
        (services.team as? FileTeamService)?.readNeighbouringWeeksAhead()
        do {
            try await Self.runTerminal(services: services)
        } catch {
            throw failure("\(error)")
        }
    }

    @UIActor
    static func runTerminal(services: ServiceContainer) async throws {
        let store = AppReducer.makeStore(services: services)
        try await TerminalSession.run(store: store, calendar: services.clock.calendar)
    }
}
