/// The values the working-time settings may hold: what `catalog.json`
/// accepts and a settings form offers.
extension WorkingTimeSettings {
    /// Up to every minute of a week.
    public static let contractMinutesRange = 0...(7 * 24 * 60)
}

extension WorkingTimeLimits {
    public static let minimumRestRange = 0...(24 * 60)
    public static let consecutiveDaysRange = 1...366
    public static let consecutiveNightsRange = 1...366
    public static let weeklyMaximumRange = 0...(7 * 24 * 60)
    public static let averageWeeklyMaximumRange = 0...(7 * 24 * 60)
    /// Up to a year of weeks.
    public static let averagingWeeksRange = 1...53
}
