import ShiftModel

/// The swap finder on the Team screen: for the user's shift on the cursor's
/// day, who could take it in a straight swap and who is free that day at
/// all. Nothing is changed; it helps the user ask.
package enum TeamSwaps: Hashable, Sendable {
    case finding(ScheduledShift)
    case found(SwapOptions)
    case failed(ScheduledShift, UserFacingError)
}
