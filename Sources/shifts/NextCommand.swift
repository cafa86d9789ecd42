import ArgumentParser
import Foundation
import ShiftFeatures
import ShiftModel
import ShiftPresentation
import ShiftStorage

/// `shifts next`: the next shift and how long until it starts, or with
/// `--reminder` the next alarm, for a prompt or a status line.
struct NextCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "next",
        abstract: "Print the next shift and how long until it starts (or its reminder, with --reminder).",
        discussion: """
            The first shift that starts from now on, within the next \(lookAheadDays)
            days: `in 2 h 30 min  Tue 24 Nov 2026  E  Early  06:00–14:00  @ Ward 3`.
            Prints nothing and exits 0 when there is none (a shift already under
            way is not "next").

            With --reminder: the next reminder still to ring, as the calendar's
            alarms say (the setting "Remind before" on the Settings screen is
            written into each shift as it is saved), and its shift:
            `in 1 h 30 min  reminder 05:30  Tue 24 Nov 2026  E  Early  06:00–14:00`.
            All-day and sick shifts have none. The alarm is in the calendar only
            of shifts saved (added, switched, edited) since reminders were set:
            earlier shifts before it that have none are named on standard error.
            With reminders off it says so on
            standard error and exits 1 (with --json: "reminderMinutes": null).

            Examples:
              shifts next
              shifts next --json
              shifts next --reminder
              # tmux status line:  set -g status-right '#(shifts next)'
            """)

    static let lookAheadDays = 366

    @OptionGroup var data: DataOptions

    @Flag(help: "Print JSON: {\"now\": ..., \"shift\": {...} or null, \"startsInMinutes\": N or null}; with --reminder also \"reminderMinutes\", \"reminder\" and \"remindsInMinutes\".")
    var json = false

    @Flag(help: "The next reminder (alarm) before a shift instead of the next shift's start.")
    var reminder = false

    func run() async throws {
        try data.requireExistingDirectory()
        let services = data.services()
        let calendar = services.clock.calendar
        let now = services.clock.now()
        if reminder {
            try await printReminder(services: services, now: now)
            return
        }
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

    private func printReminder(services: ServiceContainer, now: Date) async throws {
        let calendar = services.clock.calendar
        guard let reminder = try await ShiftQueryRun.settings(services).reminder else {
            if json {
                try CommandOutput.print(try ShiftJSON.nextReminder(now: now, reminder: nil, shift: nil, calendar: calendar))
                return
            }
            throw failure("reminders are off: set minutes under \"Remind before\" on the Settings screen, "
                + "and shifts writes an alarm into each shift it writes from then on.")
        }
        // What rings is the alarm each shift's event holds: it was written
        // when the shift was saved, with the minutes of that time.
        let today = CalendarDay(now, in: calendar)
        let upcoming = try await ShiftQueryRun.ask(.days(first: today, last: today.adding(days: Self.lookAheadDays)),
                                                   services: services)
            .filter { reminder.time(for: $0) != nil && $0.start > now }
        await ShiftQueryRun.warnAboutUnreadableEvents(services)
        let alarms: [ShiftID: [Int]]
        if let file = services.calendar as? FileCalendarService {
            do {
                alarms = try await file.ownAlarmMinutes(of: upcoming.map(\.id))
            } catch {
                throw failure(UserFacingError(error).message)
            }
        } else {
            alarms = Dictionary(upcoming.map { ($0.id, [reminder.minutesBefore]) }, uniquingKeysWith: { first, _ in first })
        }
        let ring = RingingReminder.next(among: upcoming, alarms: alarms, after: now)
        // Shifts this program wrote (with our symbol or type): another
        // program's events never had our alarm to lose.
        let silentShifts = ring.silentBefore.filter { $0.symbol != nil || $0.shiftTypeID != nil }
        if let silent = silentShifts.first {
            printError("\(silentShifts.count.counted("shift")) before it \(silentShifts.count == 1 ? "has" : "have") "
                + "no reminder in the calendar, the first \(silent.name) on \(silent.day.shortLabel) \(silent.day.year): "
                + "saved before reminders were set to \(reminder.minutesBefore.counted("minute")). "
                + "Saving a shift again (an edit) writes its alarm.")
        }
        let rings = ring.next.map { ShiftReminder(minutesBefore: $0.minutesBefore) }
        if json {
            try CommandOutput.print(try ShiftJSON.nextReminder(now: now, reminder: rings ?? reminder, shift: ring.next?.shift,
                                                               calendar: calendar))
        } else if let next = ring.next, let time = rings?.time(for: next.shift) {
            try CommandOutput.print("\(Self.countdown(minutes: Int(time.timeIntervalSince(now) / 60)))  "
                + "reminder \(DayFormat.time(time, in: calendar))  " + ShiftQueryRun.line(next.shift, calendar: calendar, withDate: true))
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
