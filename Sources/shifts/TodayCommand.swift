import ArgumentParser
import Foundation
import ShiftFeatures
import ShiftModel
import ShiftPresentation
import ShiftStorage
import Terminal

/// `shifts today`: one day's shifts for scripts and status bars, loaded and
/// reduced as the Today screen does.
///
/// In the forms QuickStart reads it runs on the main thread from start to
/// end: one read of the calendar needs no second thread, and starting the
/// cooperative pool and a queue thread was a large part of an empty start
/// (Docs/Performance.md, "Round 2, fifth pass"). Parsed by ArgumentParser
/// (`--backups`), it runs in a task, and the same blocking reads go to a
/// thread of their own: never onto the cooperative pool.
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
        let (dataDir, backups, date, json) = (data.dataDir, data.backups, date, json)
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            DispatchQueue(label: "shifts.today").async {
                continuation.resume(with: Result {
                    try Self.run(dataDir: dataDir, backups: backups, date: date, json: json)
                })
            }
        }
    }

    /// The command with plain values: QuickStart calls this without building
    /// the ArgumentParser struct.
    static func run(dataDir: String?, backups: Int?, date: String?, json: Bool) throws {
        try DataOptions.requireExistingDirectory(dataDir: dataDir)
        let clock = SystemWallClock.current()
        let file = DataOptions.calendarService(dataDir: dataDir, backups: backups, clock: clock)
        // A calendar without events has no shift on any day: the plain form
        // prints nothing without working out which day it is, which loads
        // the time zone's rules (ICU's zone and locale data). A file
        // that cannot be read goes on, to be reported as below.
        if date == nil, !json, (try? file.holdsNoEventsBlocking()) == true {
            return
        }
        let calendar = clock.calendar
        let today = CalendarDay(clock.now(), in: calendar)
        let day = try date.map { try ShiftQueryRun.day($0, option: nil, today: today) } ?? today

        let state = Self.load(day, from: file, clock: clock)
        if let error = state.errorMessage {
            throw failure(error)
        }
        ShiftQueryRun.warnAboutUnreadable(file.unreadableEventsBlocking())
        if json {
            try CommandOutput.print(try ShiftJSON.day(day, shifts: state.shifts, calendar: calendar))
        } else {
            try CommandOutput.print(lines: state.shifts.map { ShiftQueryRun.line(ShiftRow($0, shownOn: day, calendar: calendar)) })
        }
        KeptToExit.keep(file)
    }

    /// The Today screen's state for `day`: the screen's load (the same
    /// ranges, read here on the calling thread) and its reducer, without a
    /// store of the whole app (making the app's state and store was a
    /// quarter of this command on an empty data dir: Docs/Performance.md).
    static func load(_ day: CalendarDay, from file: FileCalendarService, clock: SystemWallClock) -> TodayState {
        var state = TodayState()
        TodayReducer.reduce(&state, .select(day))
        let now = clock.now()
        let today = CalendarDay(now, in: clock.calendar)
        TodayReducer.reduce(&state, .loaded(TodayMiddleware.schedule(of: day, today: today, now: now,
                                                                     calendar: clock.calendar,
                                                                     shifts: file.shiftsBlocking(in:))))
        return state
    }
}
