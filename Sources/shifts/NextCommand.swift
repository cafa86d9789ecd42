import ArgumentParser
import Foundation
import ShiftModel

/// `shifts next`: the next shift and how long until it starts, for a prompt
/// or a status line.
struct NextCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "next",
        abstract: "Print the next shift and how long until it starts.",
        discussion: """
            The first shift that starts from now on, within the next \(lookAheadDays)
            days: `in 2 h 30 min  Tue 24 Nov 2026  E  Early  06:00–14:00  @ Ward 3`.
            Prints nothing and exits 0 when there is none (a shift already under
            way is not "next").

            Examples:
              shifts next
              shifts next --json
              # tmux status line:  set -g status-right '#(shifts next)'
            """)

    static let lookAheadDays = 366

    @OptionGroup var data: DataOptions

    @Flag(help: "Print JSON: {\"now\": ..., \"shift\": {...} or null, \"startsInMinutes\": N or null}.")
    var json = false

    func run() async throws {
        try data.requireExistingDirectory()
        let services = data.services()
        let calendar = services.clock.calendar
        let now = services.clock.now()
        let next = try await ShiftQueryRun.ask(.next(after: now, withinDays: Self.lookAheadDays),
                                               services: services).first
        await ShiftQueryRun.warnAboutUnreadableEvents(services)
        if json {
            try CommandOutput.print(try ShiftJSON.next(now: now, shift: next, calendar: calendar))
        } else if let next {
            try CommandOutput.print("\(Self.countdown(minutes: Int(next.start.timeIntervalSince(now) / 60)))  "
                  + ShiftQueryRun.line(next, calendar: calendar, withDate: true))
        }
    }

    /// `now`, `in 45 min`, `in 3 h 5 min`, `in 2 d 4 h`: short enough for a status line.
    static func countdown(minutes: Int) -> String {
        if minutes < 1 { return "now" }
        let days = minutes / 1440, hours = (minutes % 1440) / 60, rest = minutes % 60
        if days > 0 { return hours > 0 ? "in \(days) d \(hours) h" : "in \(days) d" }
        if hours > 0 { return rest > 0 ? "in \(hours) h \(rest) min" : "in \(hours) h" }
        return "in \(rest) min"
    }
}
