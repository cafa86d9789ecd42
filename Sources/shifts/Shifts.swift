import ArgumentParser
import Foundation
import Redux
import ShiftFeatures
import ShiftStorage
import ShiftTUI

@main
struct Shifts: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shifts",
        abstract: "A keyboard-driven shift scheduler for the terminal.",
        discussion: """
            Opens the Today screen: the selected day's shifts and the next day's.
            Keys: h/← previous day, l/→ next day, t today, r reload (or retry), q quit.

            Shifts live in an iCalendar file, DIR/calendar.ics, that any calendar
            program can read. DIR is --data-dir, else $SHIFTS_DATA_DIR, else
            $XDG_DATA_HOME/shifts, else ~/.local/share/shifts.

            Example:
              shifts --data-dir ~/rota
            """)

    @Option(name: .long, help: ArgumentHelp(
        "Folder holding calendar.ics (default: $SHIFTS_DATA_DIR, $XDG_DATA_HOME/shifts, ~/.local/share/shifts).",
        valueName: "DIR"))
    var dataDir: String?

    func run() async throws {
        let environment = ProcessInfo.processInfo.environment
        let directory = DataDirectory.resolve(explicit: dataDir, environment: environment)
        let clock = SystemWallClock.current()
        let services = ServiceContainer(
            calendar: FileCalendarService(
                fileURL: DataDirectory.calendarFile(in: directory), calendar: clock.calendar),
            clock: clock)
        do {
            try await Self.runTerminal(services: services, calendar: clock.calendar)
        } catch {
            throw ValidationErrorMessage(String(describing: error))
        }
    }

    @UIActor
    static func runTerminal(services: ServiceContainer, calendar: Calendar) async throws {
        let store = AppReducer.makeStore(services: services)
        try await TerminalSession.run(store: store, calendar: calendar)
    }
}

/// An error whose text is printed as is, with a non-zero exit status.
struct ValidationErrorMessage: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
