import ShiftModel

/// What the Schedule reducer asks for: today with the clock's calendar (the
/// clock asked, the cursor moving there if it is still on the today known
/// before; or a new day the app heard); these months read; or only the
/// months load in flight stopped, the window having left its months.
package enum ScheduleEffect: Hashable, Sendable {
    case askToday(moveCursor: Bool)
    case tellToday(CalendarDay)
    case loadMonths([YearMonth])
    case stopMonthsLoad

    /// A months load, or its stop: either replaces the load in flight.
    var isMonthsLoad: Bool {
        switch self {
        case .loadMonths, .stopMonthsLoad: true
        case .askToday, .tellToday: false
        }
    }
}
