import ArgumentParser
import Foundation
import ShiftFeatures
import ShiftStorage

/// `--data-dir`, shared by every command, and the real services built on it.
struct DataOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "Folder holding calendar.ics and catalog.json (default: $SHIFTS_DATA_DIR, else $XDG_DATA_HOME/shifts, else ~/.local/share/shifts).",
        valueName: "DIR"))
    var dataDir: String?

    var directory: URL {
        DataDirectory.resolve(explicit: dataDir, environment: ProcessInfo.processInfo.environment)
    }

    /// The only place real services are built: the file calendar, the
    /// catalog file, the change log and undo history, the export writer and
    /// the system clock.
    func services() -> ServiceContainer {
        let clock = SystemWallClock.current()
        let environment = ProcessInfo.processInfo.environment
        let calendar = FileCalendarService(
            fileURL: DataDirectory.calendarFile(in: directory), calendar: clock.calendar, clock: clock)
        return ServiceContainer(
            calendar: calendar,
            clock: clock,
            catalog: FileCatalogService(fileURL: DataDirectory.catalogFile(in: directory)),
            exporter: FileExportWriter(home: environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory(),
                                       workingDirectory: FileManager.default.currentDirectoryPath),
            history: FileHistoryService(directory: directory, calendar: calendar, timeZoneCalendar: clock.calendar))
    }
}

/// Prints `shifts: message` on standard error, for a non-zero exit.
func printError(_ message: String) {
    FileHandle.standardError.write(Data("shifts: \(message)\n".utf8))
}
