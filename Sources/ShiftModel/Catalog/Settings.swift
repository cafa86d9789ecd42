/// App settings kept with the catalog.
package struct Settings: Hashable, Sendable {
    package var retention: RetentionPolicy
    /// Purge change-log entries older than `retention` when the app starts.
    package var purgeOnLaunch: Bool
    /// The Schedule's grid shows ISO week numbers beside its weeks (off by
    /// default: the grid keeps its width for the days).
    package var showsWeekNumbers: Bool

    // Seen outside shifts: the alarm written into each shift's event, and
    // the day weeks start on.
    /// Minutes before a shift's start that its event rings; nil: no alarm.
    package var reminderMinutes: Int?
    /// The day a week starts on (weekday ranges of the command line, the
    /// grid, the statistics' weeks).
    package var firstWeekday: Weekday
    /// Contract hours, the night window and the working-time rules' limits.
    package var workingTime: WorkingTimeSettings

    package init(retention: RetentionPolicy = .year1, purgeOnLaunch: Bool = false, showsWeekNumbers: Bool = false,
                reminderMinutes: Int? = nil, firstWeekday: Weekday = .monday,
                workingTime: WorkingTimeSettings = WorkingTimeSettings()) {
        self.retention = retention
        self.purgeOnLaunch = purgeOnLaunch
        self.showsWeekNumbers = showsWeekNumbers
        self.reminderMinutes = reminderMinutes
        self.firstWeekday = firstWeekday
        self.workingTime = workingTime
    }

    /// The reminder leads a setting may hold: at the start, up to a day before.
    package static let reminderMinutesRange = 0...1440
}
