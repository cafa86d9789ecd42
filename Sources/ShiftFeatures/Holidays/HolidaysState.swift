import ShiftModel

/// The public holidays the user imported, as the screens mark them: read
/// at start and again when the data files change.
package struct HolidaysState: Hashable, Sendable {
    package var holidays: PublicHolidays
    /// Why the last read failed (the holidays read before stay), or nil.
    package var problem: String?

    package init(holidays: PublicHolidays = PublicHolidays(), problem: String? = nil) {
        self.holidays = holidays
        self.problem = problem
    }
}
