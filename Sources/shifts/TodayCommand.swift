import ArgumentParser
import Foundation
import ShiftFeatures
import ShiftModel
import ShiftPresentation
import ShiftStorage
import Terminal

/// `shifts today`: one day's shifts for scripts and status bars, loaded
/// (`TodayLoad`) and reduced as the Today screen does.
struct TodayCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "today",
        abstract: "Print the shifts of today, or of another day.",
        discussion: """
            One line per shift: symbol, title, time, location. Prints nothing
            and exits 0 on a day without shifts.

            Examples:
              shifts today
              shifts today --date tomorrow
              shifts today --date 2026-12-24 --json
            """)

    @OptionGroup var data: DataOptions

    @Option(help: ArgumentHelp("The day to show: \(DayArgument.accepted).", valueName: "D"), completion: Completions.day)
    var date: String?

    @Flag(help: "Print JSON: {\"date\": \"YYYY-MM-DD\", \"shifts\": [...]} (see Docs/FileFormat.md).")
    var json = false

    func run() async throws {
        try await Self.run(dataDir: data.dataDir, backups: data.backups, date: date, json: json)
    }

    /// The command with plain values: QuickStart calls this without building
    /// the ArgumentParser struct, on the main thread with nothing else
    /// running (`onCallingThread`: see FileCalendarService).
    static func run(dataDir: String?, backups: Int?, date: String?, json: Bool,
                    onCallingThread: Bool = false) async throws {
        try DataOptions.requireExistingDirectory(dataDir: dataDir)
        let clock = SystemWallClock.current()
        let file = DataOptions.calendarService(dataDir: dataDir, backups: backups, clock: clock,
                                               onCallingThread: onCallingThread)
        // A calendar without events has no shift on any day: the plain form
        // prints nothing without working out which day it is, which loads
        // the time zone's rules (ICU's zone and locale data). A file
        // that cannot be read goes on, to be reported as below.
        if date == nil, !json, (try? await file.holdsNoEvents()) == true {
            return
        }
        let calendar = clock.calendar
        let today = CalendarDay(clock.now(), in: calendar)
        let day = try date.map { try ShiftQueryRun.day($0, option: nil, today: today) } ?? today

        let state = await Self.load(day, from: file, clock: clock)
        if let error = state.errorMessage {
            throw failure(error)
        }
        ShiftQueryRun.warnAboutUnreadable(await file.unreadableEvents())
        if json {
            try CommandOutput.print(try ShiftJSON.day(day, shifts: state.shifts, calendar: calendar))
        } else {
            try CommandOutput.print(lines: state.shifts.map { ShiftQueryRun.line(ShiftRow($0, shownOn: day, calendar: calendar)) })
        }
        KeptToExit.keep(file)
    }

    /// The Today screen's state for `day`: the screen's load and its
    /// reducer, without a store of the whole app (making the app's state
    /// and store was a quarter of this command on an empty data dir).
    static func load(_ day: CalendarDay, from source: any CalendarService, clock: any WallClock) async -> TodayState {
        var state = TodayState()
        TodayReducer.reduce(&state, .select(day))
        let now = clock.now()
        let today = CalendarDay(now, in: clock.calendar)
        TodayReducer.reduce(&state, .loaded(await TodayLoad.schedule(of: day, today: today, now: now,
                                                                      calendar: clock.calendar, from: source)))
        return state
    }
}
