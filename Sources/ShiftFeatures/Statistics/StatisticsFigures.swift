import ShiftModel

/// What a load of the Statistics screen found, computed by
/// `HoursCalculator.statistics` from the period's shifts and holidays.
public struct StatisticsFigures: Hashable, Sendable {
    public var period: StatisticsPeriod
    public var statistics: HoursStatistics
    /// The same figures from the hours account's start (or the first of
    /// January) to the period's end (`StatisticsPeriod.balanceDays`): its
    /// weeks give the running balance.
    public var yearToDate: HoursStatistics
    /// The working-time rules broken on the period's days (runs and
    /// averages that reach into it from before count too).
    public var violations: [RuleViolation]

    public init(period: StatisticsPeriod, statistics: HoursStatistics, yearToDate: HoursStatistics,
                violations: [RuleViolation] = []) {
        self.period = period
        self.statistics = statistics
        self.yearToDate = yearToDate
        self.violations = violations
    }
}
