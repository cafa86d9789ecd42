import ShiftModel

/// What a list reads besides its own slice: the catalog (listed, searched,
/// validated against) and today, for a rotation's anchor typed as `today`
/// or a weekday.
package struct CatalogListInput: Hashable, Sendable {
    package var catalog: CatalogState
    package var today: CalendarDay

    /// Without a day (a test of a list that reads none), words like
    /// `today` are read against the first day supported.
    package init(catalog: CatalogState, today: CalendarDay = CalendarDay.supported.lowerBound) {
        self.catalog = catalog
        self.today = today
    }

    package init(_ state: AppState) {
        // The app says the day before any key comes.
        self.init(catalog: state.catalog,
                  today: state.clockToday ?? CalendarDay.supported.lowerBound)
    }
}
