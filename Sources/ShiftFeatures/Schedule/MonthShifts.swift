import ShiftModel

/// The shifts of one month as loaded: kept while the month is loaded again,
/// so a reload never blanks the grid.
package struct MonthShifts: Hashable, Sendable {
    /// Shifts listed in the month: those that start in it, and all-day
    /// entries of several days reaching into it (`DayListing`); nil until
    /// the first load answered.
    package var shifts: [ScheduledShift]?
    /// Set by the reducer when the month is to be read (the cursor came near,
    /// `r`, the file changed), cleared by the answer: the spinner turns, and
    /// the reducer requests the load of the wanted months that have it.
    package var isLoading: Bool
    package var errorMessage: String?

    package init(shifts: [ScheduledShift]? = nil, isLoading: Bool = false, errorMessage: String? = nil) {
        self.shifts = shifts
        self.isLoading = isLoading
        self.errorMessage = errorMessage
    }
}
