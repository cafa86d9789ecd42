import ShiftModel

/// What the Today reducer asks for: a day read (nil: the clock's today),
/// keeping the next leave already found when only the day shown moved; or
/// only the load in flight stopped, a day kept in memory being shown.
package enum TodayEffect: Hashable, Sendable {
    case load(CalendarDay?, keepsNextLeave: Bool)
    case stopLoad
}
