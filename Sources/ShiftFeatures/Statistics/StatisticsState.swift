import ShiftModel

/// The Statistics screen: the period shown, its figures and the running
/// balance over its year, and the form that types a range.
package struct StatisticsState: Hashable, Sendable {
    /// Nil until the screen is first shown (then the month of today).
    package var period: StatisticsPeriod?
    package var status: LoadStatus
    /// The figures of the last load; kept while the next one loads.
    package var figures: StatisticsFigures?
    /// The range form, while open.
    package var rangeForm: FormState<StatisticsRangeField>?

    package init(period: StatisticsPeriod? = nil, status: LoadStatus = .notLoaded, figures: StatisticsFigures? = nil,
                rangeForm: FormState<StatisticsRangeField>? = nil) {
        self.period = period
        self.status = status
        self.figures = figures
        self.rangeForm = rangeForm
    }

    package var isLoading: Bool { status == .loading }
}
