import ShiftModel

package enum StatisticsAction: Hashable, Sendable {
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
    package init?(app action: AppAction) {
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
