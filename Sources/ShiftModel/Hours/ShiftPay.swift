/// How a shift of a type counts toward hours: a timed shift counts its real
/// length less an unpaid break; an all-day entry counts what it is set to (a
/// training day 8 hours, an Off day nothing).
package struct ShiftPay: Hashable, Sendable {
    /// Minutes of a timed shift that are not paid (a meal break).
    package var unpaidBreakMinutes: Int
    /// Minutes an all-day entry of the type counts; a timed type ignores it.
    package var allDayMinutes: Int
    /// False for a type that is not work (a dentist, a meeting): shown and
    /// kept, never counted as hours, checked by the rules or offered to swap.
    package var isWork: Bool

    package init(unpaidBreakMinutes: Int = 0, allDayMinutes: Int = 0, isWork: Bool = true) {
        self.unpaidBreakMinutes = unpaidBreakMinutes
        self.allDayMinutes = allDayMinutes
        self.isWork = isWork
    }

    /// A break may take up to 12 hours; an all-day entry may count up to 24.
    package static let breakRange = 0...720
    package static let allDayRange = 0...1440
}
