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
    /// The shift the quick actions work on, by identity (survives reloads);
    /// nil selects the first listed.
    public var selectedShift: ShiftID?

    public init(
        isLoading: Bool = false, selectedDay: CalendarDay? = nil, today: CalendarDay? = nil,
        shifts: [ScheduledShift] = [], nextDayShifts: [ScheduledShift] = [],
        errorMessage: String? = nil, selectedShift: ShiftID? = nil
    ) {
        self.isLoading = isLoading
        self.selectedDay = selectedDay
        self.today = today
        self.shifts = shifts
        self.nextDayShifts = nextDayShifts
        self.errorMessage = errorMessage
        self.selectedShift = selectedShift
    }

    /// The shifts the screen lists, in order: the day's, then the next day's.
    public var listed: [ScheduledShift] { shifts + nextDayShifts }

    /// The shift the quick actions work on.
    public var selected: ScheduledShift? {
        listed.first { $0.id == selectedShift } ?? listed.first
    }
}
