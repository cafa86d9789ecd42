import ShiftModel

/// The Today screen: the selected day's shifts and the next day's.
public struct TodayState: Hashable, Sendable {
    public var isLoading: Bool
    /// The day shown; nil until the first load has asked the clock for today.
    public var selectedDay: CalendarDay?
    /// The clock's today at the last load, so the screen can say "Today".
    public var today: CalendarDay?
    /// The selected day's shifts, including one still running from the day before.
    public var shifts: [ScheduledShift]
    /// The shifts of the day after the selected one.
    public var nextDayShifts: [ScheduledShift]
    public var errorMessage: String?

    public init(
        isLoading: Bool = false, selectedDay: CalendarDay? = nil, today: CalendarDay? = nil,
        shifts: [ScheduledShift] = [], nextDayShifts: [ScheduledShift] = [],
        errorMessage: String? = nil
    ) {
        self.isLoading = isLoading
        self.selectedDay = selectedDay
        self.today = today
        self.shifts = shifts
        self.nextDayShifts = nextDayShifts
        self.errorMessage = errorMessage
    }
}
