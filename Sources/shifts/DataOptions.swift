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

    @Option(name: .long, help: ArgumentHelp(
        "How many earlier versions of each data file to keep in DIR/backups (default: $SHIFTS_BACKUPS, else \(Backups.defaultCount); 0 keeps none).",
        valueName: "N"))
    var backups: Int?

    mutating func validate() throws {
        if let backups, backups < 0 { throw ValidationError("--backups: give 0 or more.") }
    }

    /// `--backups`, else `$SHIFTS_BACKUPS` when it is a number, else the default.
    var backupCount: Int {
        if let backups { return backups }
        if let text = ProcessInfo.processInfo.environment["SHIFTS_BACKUPS"], let count = Int(text), count >= 0 {
            return count
        }
        return Backups.defaultCount
    }

    var directory: URL {
        DataDirectory.resolve(explicit: dataDir, environment: ProcessInfo.processInfo.environment)
    }

    /// The only place real services are built: the file calendar, the
    /// catalog file, the change log and undo history, the export writer and
    /// the system clock.
    func services(calendar file: FileCalendarService? = nil) -> ServiceContainer {
        let clock = SystemWallClock.current()
        let environment = ProcessInfo.processInfo.environment
        let calendar = file ?? calendarService(clock: clock)
        return ServiceContainer(
            calendar: calendar,
            clock: clock,
            catalog: FileCatalogService(fileURL: DataDirectory.catalogFile(in: directory), backups: backupCount),
            exporter: FileExportWriter(home: environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory(),
                                       workingDirectory: FileManager.default.currentDirectoryPath),
            history: FileHistoryService(directory: directory, calendar: calendar, timeZoneCalendar: clock.calendar))
    }
}

extension DataOptions {
    /// The calendar file of the data dir, for commands that need more than
    /// the CalendarService protocol offers (export of the file's own text).
    func calendarService(clock: SystemWallClock = .current()) -> FileCalendarService {
        FileCalendarService(fileURL: DataDirectory.calendarFile(in: directory), calendar: clock.calendar, clock: clock,
                            backups: backupCount)
    }
}

/// Prints `shifts: message` on standard error, for a non-zero exit.
func printError(_ message: String) {
    FileHandle.standardError.write(Data("shifts: \(message)\n".utf8))
}

/// A problem with what was typed, found while running (a date that does
/// not parse, a range backwards): said like argument-parser's own usage
/// errors, naming the command, with exit status 64 (EX_USAGE).
func usageError(_ message: String) -> ExitCode {
    printError(message)
    return ExitCode.validationFailure
}
