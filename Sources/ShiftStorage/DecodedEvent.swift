import CLibical
import Foundation
import ShiftModel

/// One VEVENT as read: its UID (nil when the writer left it out) and the shift.
struct DecodedEvent {
    var uid: String?
    var shiftsID: String?
    var shift: ScheduledShift
    /// The shift's times in a form any reader's zone can use again (for the
    /// scan cache); nil when they mean the reader's wall clock, or the
    /// event is cancelled (decoded anew each time, so never cached).
    var times: CachedEvent.Times? = nil
    /// For a cancelled event (`STATUS:CANCELLED`): the start of the
    /// occurrence it cancels (its RECURRENCE-ID, else its own start).
    /// Nothing shows or counts it as work.
    var cancelledOccurrence: Date? = nil
}
