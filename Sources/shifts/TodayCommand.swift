import ArgumentParser
import Foundation
import ShiftFeatures
import ShiftModel
import ShiftPresentation
import Terminal

/// `shifts today`: one day's shifts for scripts and status bars, loaded and
/// reduced as the Today screen does.
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
    /// the ArgumentParser struct.
    static func run(dataDir: String?, backups: Int?, date: String?, json: Bool) async throws {
        try DataOptions.requireExistingDirectory(dataDir: dataDir)
        let services = DataOptions.services(dataDir: dataDir, backups: backups)
        let calendar = services.clock.calendar
        let today = CalendarDay(services.clock.now(), in: calendar)
        let day = try date.map { try ShiftQueryRun.day($0, option: nil, today: today) } ?? today

        let state = await Self.load(day, services: services)
        if let error = state.errorMessage {
            throw failure(error)
        }
        await ShiftQueryRun.warnAboutUnreadableEvents(services)
        if json {
            try CommandOutput.print(try ShiftJSON.day(day, shifts: state.shifts, calendar: calendar))
        } else {
            try CommandOutput.print(lines: state.shifts.map { ShiftQueryRun.line(ShiftRow($0, shownOn: day, calendar: calendar)) })
        }
        KeptToExit.keep(services)
    }

    /// The Today screen's state for `day`: its load and its reducer, as the
    /// screen runs them, without a store of the whole app (making the app's
    /// state and store was a quarter of this command on an empty data dir:
    /// Docs/Performance.md).
    static func load(_ day: CalendarDay, services: ServiceContainer) async -> TodayState {
        var state = TodayState()
        TodayReducer.reduce(&state, .select(day))
        let now = services.clock.now()
        let today = CalendarDay(now, in: services.clock.calendar)
        TodayReducer.reduce(&state, .loaded(await TodayMiddleware.schedule(of: day, today: today, now: now,
                                                                           services: services)))
        return state
    }
}
