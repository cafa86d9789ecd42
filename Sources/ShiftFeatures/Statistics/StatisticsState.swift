import ShiftModel

/// The Statistics screen: the period shown, its figures and the running
/// balance over its year, and the form that types a range.
public struct StatisticsState: Hashable, Sendable {
    /// Nil until the screen is first shown (then the month of today).
    public var period: StatisticsPeriod?
    public var status: LoadStatus
    /// The figures of the last load; kept while the next one loads.
    public var figures: StatisticsFigures?
    /// The range form, while open.
    public var rangeForm: FormState<StatisticsRangeField>?

    public init(period: StatisticsPeriod? = nil, status: LoadStatus = .notLoaded, figures: StatisticsFigures? = nil,
                rangeForm: FormState<StatisticsRangeField>? = nil) {
        self.period = period
        self.status = status
        self.figures = figures
        self.rangeForm = rangeForm
    }

    public var isLoading: Bool { status == .loading }
}
