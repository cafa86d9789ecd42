import ShiftModel

/// What a load of the Statistics screen found, computed by
/// `HoursCalculator.statistics` from the period's shifts and holidays.
package struct StatisticsFigures: Hashable, Sendable {
    package var period: StatisticsPeriod
    package var statistics: HoursStatistics
    /// The same figures from the hours account's start (or the first of
    /// January) to the period's end (`StatisticsPeriod.balanceDays`): its
    /// weeks give the running balance.
    package var yearToDate: HoursStatistics
    /// The working-time rules broken on the period's days (runs and
    /// averages that reach into it from before count too).
    package var violations: [RuleViolation]

    package init(period: StatisticsPeriod, statistics: HoursStatistics, yearToDate: HoursStatistics,
                violations: [RuleViolation] = []) {
        self.period = period
        self.statistics = statistics
        self.yearToDate = yearToDate
        self.violations = violations
    }
}
