/// The values the working-time settings may hold: what `catalog.json`
/// accepts and a settings form offers.
extension WorkingTimeSettings {
    /// Up to every minute of a week.
    package static let contractMinutesRange = 0...(7 * 24 * 60)
}

extension WorkingTimeLimits {
    package static let minimumRestRange = 0...(24 * 60)
    package static let consecutiveDaysRange = 1...366
    package static let consecutiveNightsRange = 1...366
    package static let weeklyMaximumRange = 0...(7 * 24 * 60)
    package static let averageWeeklyMaximumRange = 0...(7 * 24 * 60)
    /// Up to a year of weeks.
    package static let averagingWeeksRange = 1...53
}
