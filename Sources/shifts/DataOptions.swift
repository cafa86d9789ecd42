import ArgumentParser
import Foundation
import ShiftFeatures
import ShiftStorage
import Terminal

/// `--data-dir`, shared by every command, and the real services built on it.
/// The work is done by static functions of plain values, which QuickStart
/// calls without building this struct (see there).
struct DataOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "Folder holding calendar.ics and catalog.json (default: $SHIFTS_DATA_DIR, else $XDG_DATA_HOME/shifts, else ~/.local/share/shifts).",
        valueName: "DIR"))
    var dataDir: String?

    // Unconditional: `--backups -1` is the number -1, refused by validate()
    // with a reason, not a missing value followed by an unknown option.
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "How many earlier versions of each data file to keep in DIR/backups (default: $SHIFTS_BACKUPS, else \(Backups.defaultCount); 0 keeps none).",
        valueName: "N"))
    var backups: Int?

    mutating func validate() throws {
        if let backups, backups < 0 {
            throw ValidationError("--backups \(backups): give 0 or more earlier versions to keep (0 keeps none).")
        }
        if backups == nil { try Self.checkBackupsVariable(environment: Self.environment()) }
    }

    /// Refuses a `$SHIFTS_BACKUPS` that is not a count (empty counts as unset),
    /// rather than keeping the default quietly.
    static func checkBackupsVariable(environment: EnvironmentVariables) throws {
        guard let text = environment["SHIFTS_BACKUPS"], !text.isEmpty else { return }
        guard let count = Int(text), count >= 0 else {
            throw usageError("SHIFTS_BACKUPS=\"\(text)\" is not a number of backups: give a whole number, 0 or more "
                + "(0 keeps none; unset, \(Backups.defaultCount) are kept), or use --backups N.")
        }
    }

    var directory: URL { DataDirectory.resolve(explicit: dataDir, environment: Self.environment()) }

    /// The only place real services are built: the file calendar, the
    /// catalog file, the change log and undo history, the export writer, the
    /// team, its sync from CalDAV servers and the system clock. `preload`:
    /// start reading the calendar at once.
    func services(calendar file: FileCalendarService? = nil, preload: Bool = true) -> ServiceContainer {
        Self.services(dataDir: dataDir, backups: backups, calendar: file, preload: preload)
    }

    /// `--backups`, else `$SHIFTS_BACKUPS` when it is a number, else the default.
    static func backupCount(_ backups: Int?, environment: EnvironmentVariables) -> Int {
        if let backups { return backups }
        if let text = environment["SHIFTS_BACKUPS"], let count = Int(text), count >= 0 {
            return count
        }
        return Backups.defaultCount
    }

    /// The variables the data dir and the services read: the process's,
    /// each looked up when asked for (`EnvironmentVariables`).
    static func environment() -> EnvironmentVariables {
        .process
    }

    /// `services()` from plain values: `dataDir` is `--data-dir`, `backups`
    /// is `--backups`.
    static func services(dataDir: String?, backups: Int?, calendar file: FileCalendarService? = nil,
                         preload: Bool = true) -> ServiceContainer {
        let environment = environment()
        let directory = DataDirectory.resolve(explicit: dataDir, environment: environment)
        let backupCount = backupCount(backups, environment: environment)
        let clock = SystemWallClock.current()
        let calendar = file ?? calendarService(in: directory, backups: backupCount, clock: clock,
                                               scanCache: ScanCache.standard(environment: environment))
        // Commands that show shifts read the calendar at once: the read and
        // scan run meanwhile on the storage queue (start-up figures in
        // Docs/Performance.md).
        if preload { calendar.preload() }
        let catalog = FileCatalogService(fileURL: DataDirectory.catalogFile(in: directory), backups: backupCount)
        let team = FileTeamService(fileURL: DataDirectory.teamFile(in: directory), calendar: clock.calendar,
                                   cache: TeamCache.standard(environment: environment))
        return ServiceContainer(
            calendar: calendar,
            clock: clock,
            catalog: catalog,
            exporter: TerminalSafeExportWriter(writer: exportWriter(in: directory, environment: environment)),
            ids: UUIDGenerator(),
            history: FileHistoryService(directory: directory, calendar: calendar, catalog: catalog,
                                        timeZoneCalendar: clock.calendar),
            watcher: DataDirWatcher(directory: directory),
            holidays: FileHolidayService(fileURL: DataDirectory.holidaysFile(in: directory), calendar: clock.calendar),
            team: team,
            teamSync: VdirsyncerTeamSync(dataDirectory: directory, team: team, environment: environment))
    }
}

extension DataOptions {
    /// Refuses a data dir that is not there, for the commands that only
    /// read: a mistyped path is not a schedule without shifts.
    func requireExistingDirectory() throws {
        try Self.requireExistingDirectory(dataDir: dataDir)
    }

    /// True when the data dir (`--data-dir`, else the default) is there.
    static func directoryExists(dataDir: String?) -> Bool {
        let path = DataDirectory.resolvedPath(explicit: dataDir, environment: environment())
        var info = stat()
        return stat(path, &info) == 0
    }

    /// `requireExistingDirectory()` from `--data-dir` as a plain value.
    static func requireExistingDirectory(dataDir: String?) throws {
        let path = DataDirectory.resolvedPath(explicit: dataDir, environment: environment())
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw failure("there is no data dir at \(path): check the path (--data-dir, $SHIFTS_DATA_DIR), "
                + "or run `shifts init --data-dir \(path)` to start one there.")
        }
        guard (info.st_mode & S_IFMT) == S_IFDIR else {
            throw failure("the data dir \(path) is not a folder: give the folder that holds calendar.ics.")
        }
    }

    /// The calendar file of the data dir, for commands that need more than
    /// the CalendarService protocol offers (export of the file's own text).
    func calendarService(clock: SystemWallClock = .current()) -> FileCalendarService {
        let environment = Self.environment()
        return Self.calendarService(in: DataDirectory.resolve(explicit: dataDir, environment: environment),
                                    backups: Self.backupCount(backups, environment: environment), clock: clock)
    }

    /// The calendar file service alone, with the scan cache, for a command
    /// that only reads shifts (`shifts today`): no other service is made,
    /// and the paths are made without URL (`DataDirectory.resolvedPath`).
    static func calendarService(dataDir: String?, backups: Int?, clock: SystemWallClock,
                                onCallingThread: Bool = false) -> FileCalendarService {
        let environment = environment()
        return FileCalendarService(path: DataDirectory.calendarFilePath(explicit: dataDir, environment: environment),
                                   calendar: clock.calendar, clock: clock,
                                   backups: backupCount(backups, environment: environment),
                                   scanCache: ScanCache.standard(environment: environment),
                                   onCallingThread: onCallingThread)
    }

    /// Writes exports anywhere but into the data dir (`shifts export -o`).
    func exportWriter() -> FileExportWriter {
        Self.exportWriter(in: directory, environment: Self.environment())
    }

    static func exportWriter(in directory: URL, environment: EnvironmentVariables) -> FileExportWriter {
        FileExportWriter(home: environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory(),
                         workingDirectory: FileManager.default.currentDirectoryPath, dataDirectory: directory.path)
    }

    /// `scanCache`: where the calendar's scan is kept between starts (the
    /// commands that read the calendar pass `ScanCache.standard`).
    static func calendarService(in directory: URL, backups: Int, clock: SystemWallClock,
                                scanCache: ScanCache? = nil) -> FileCalendarService {
        FileCalendarService(fileURL: DataDirectory.calendarFile(in: directory),
                            calendar: clock.calendar, clock: clock, backups: backups, scanCache: scanCache)
    }
}

/// Prints `shifts: message` on standard error, for a non-zero exit. The
/// message is sanitized here, once for every caller: it may quote the
/// calendar file (libical's reason names the bad value), and no control or
/// escape character from a file may reach the terminal.
func printError(_ message: String) {
    CommandOutput.writeError("shifts: \(message.sanitizedForTerminal)\n")
}

/// A message of several lines: `shifts: ` before the first, each line
/// sanitized on its own.
func printError(lines: [String]) {
    let text = lines.enumerated().map { index, line in
        (index == 0 ? "shifts: " : "") + line.sanitizedForTerminal + "\n"
    }.joined()
    CommandOutput.writeError(text)
}

/// A refusal or a failure to read or write: said on standard error, exit
/// status 1.
func failure(_ message: String) -> ExitCode {
    printError(message)
    return ExitCode.failure
}

/// A problem with what was typed, found while running (a date that does
/// not parse, a range backwards): said like argument-parser's own usage
/// errors, naming the command, with exit status 64 (EX_USAGE).
func usageError(_ message: String) -> ExitCode {
    printError(message)
    return ExitCode.validationFailure
}

/// `usageError` with a message of several lines (a list to choose from).
func usageError(lines: [String]) -> ExitCode {
    printError(lines: lines)
    return ExitCode.validationFailure
}
