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

/// The fields of the range form.
public enum StatisticsRangeField: Hashable, Sendable {
    case from, through
}

public enum StatisticsAction: Hashable, Sendable {
    /// The screen was shown: its period (the month of today the first
    /// time) is loaded.
    case opened
    /// `[` and `]`: the period before or after, by its own length.
    case movePeriod(by: Int)
    /// `w`, `m`, `y`: the week, month or year of the period's start (or of
    /// today, when the period holds it).
    case showKind(StatisticsPeriod.Kind)
    /// `t`: the period of this kind that holds today.
    case goToToday
    /// `r`, and files changed on disk while shown.
    case reload
    /// The figures of a period, or why they could not be read.
    case loaded(StatisticsPeriod, Result<StatisticsFigures, UserFacingError>)
    /// `g`: the form that types a range.
    case openRangeForm
    case form(FormAction)
    /// Enter on a valid range form.
    case rangeSubmitted(ClosedRange<CalendarDay>)
}

extension StatisticsAction {
    /// The statistics' part of an app action: its own, the screen shown,
    /// and the data files changing on disk.
    public init?(app action: AppAction) {
        switch action {
        case .statistics(let own): self = own
        case .showScreen(.statistics): self = .opened
        case .refresh(.filesChanged(let files))
            where files.contains(.calendar) || files.contains(.catalog) || files.contains(.holidays):
            self = .reload
        default: return nil
        }
    }
}
