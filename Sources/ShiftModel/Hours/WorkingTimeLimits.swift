/// The limits of the working-time rules, as settings because countries
/// differ: the defaults are the European Working Time Directive's, with a
/// weekly maximum of 60 hours for a single week.
package struct WorkingTimeLimits: Hashable, Sendable {
    /// The least rest between the end of one shift and the start of the next.
    package var minimumRestMinutes: Int
    /// The most working days in a row.
    package var maximumConsecutiveDays: Int
    /// The most nights in a row.
    package var maximumConsecutiveNights: Int
    /// The most minutes worked in one week.
    package var weeklyMaximumMinutes: Int
    /// The most minutes a week on average over `averagingWeeks` weeks in a row.
    package var averageWeeklyMaximumMinutes: Int
    package var averagingWeeks: Int

    package init(minimumRestMinutes: Int = 11 * 60, maximumConsecutiveDays: Int = 6, maximumConsecutiveNights: Int = 4,
                weeklyMaximumMinutes: Int = 60 * 60, averageWeeklyMaximumMinutes: Int = 48 * 60,
                averagingWeeks: Int = 17) {
        self.minimumRestMinutes = minimumRestMinutes
        self.maximumConsecutiveDays = maximumConsecutiveDays
        self.maximumConsecutiveNights = maximumConsecutiveNights
        self.weeklyMaximumMinutes = weeklyMaximumMinutes
        self.averageWeeklyMaximumMinutes = averageWeeklyMaximumMinutes
        self.averagingWeeks = averagingWeeks
    }
}
