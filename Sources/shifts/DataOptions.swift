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

    var directory: URL { Self.directory(dataDir: dataDir) }

    static func directory(dataDir: String?) -> URL {
        DataDirectory.resolve(explicit: dataDir, environment: environment())
    }

    /// The variables the data dir and the services read, looked up one by
    /// one: ProcessInfo's environment copies every variable into a
    /// dictionary, an eighth of the instructions of `shifts today` on an
    /// empty dir (Docs/Performance.md).
    static func environment() -> [String: String] {
        var values: [String: String] = [:]
        for name in ["HOME", "SHIFTS_DATA_DIR", "XDG_DATA_HOME"] {
            if let value = getenv(name) { values[name] = String(cString: value) }
        }
        return values
    }

    /// The only place real services are built: the file calendar, the
    /// catalog file, the export writer and the system clock. `dataDir` is
    /// `--data-dir`.
    static func services(dataDir: String?) -> ServiceContainer {
        let environment = environment()
        let directory = DataDirectory.resolve(explicit: dataDir, environment: environment)
        let clock = SystemWallClock.current()
        let calendar = FileCalendarService(
            fileURL: DataDirectory.calendarFile(in: directory), calendar: clock.calendar, clock: clock)
        // Every command that builds services reads the calendar at once: the
        // read and scan run meanwhile on the storage queue (start-up figures
        // in Docs/Performance.md).
        calendar.preload()
        return ServiceContainer(
            calendar: calendar,
            clock: clock,
            catalog: FileCatalogService(fileURL: DataDirectory.catalogFile(in: directory)),
            exporter: FileExportWriter(home: environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory(),
                                       workingDirectory: FileManager.default.currentDirectoryPath))
    }
}

/// Prints `shifts: message` on standard error, for a non-zero exit.
func printError(_ message: String) {
    FileHandle.standardError.write(Data("shifts: \(message)\n".utf8))
}
