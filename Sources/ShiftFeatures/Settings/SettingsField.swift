import ShiftModel

/// The fields of the settings form.
package enum SettingsField: Hashable, Sendable {
    /// The display name the change log records.
    case name
    case retention
    /// Remove entries older than the retention at start.
    case purgeOnLaunch
    /// ISO week numbers beside the Schedule's weeks.
    case weekNumbers
    /// Minutes before each shift its event rings; empty: no reminders.
    case reminderMinutes
    /// The day weeks start on.
    case firstWeekday
    /// Contract hours a week (`38:30`); empty: no target.
    case contractHours
    /// The night window, by the wall clock.
    case nightStart, nightEnd
    /// Whether sick hours count toward the target.
    case sickCounts
    /// The working-time rules' limits.
    case minimumRest, maxConsecutiveDays, maxConsecutiveNights, weeklyMaximum, averageWeeklyMaximum, averagingWeeks
    /// The hours account's first day (`YYYY-MM-DD`); empty: each year from January.
    case accountStart
    /// The balance carried in on that day (`-12:30`); empty: none.
    case openingBalance
    /// Days of annual leave a year; empty: no allowance.
    case annualLeave
    /// What a day of absence counts (`7:42`); empty: a fifth of the contract.
    case absenceDay
}
