import Foundation
import ShiftModel

/// What the quick scan found in a VEVENT's RECURRENCE-ID property: its
/// value is part of the id of a recurrence exception.
enum RecurrenceIDScan: Hashable, Sendable {
    case absent
    /// The value as written (`20261123T060000Z`, `20261123`): no escapes or
    /// control characters.
    case value(String)
    /// Present, but its value is none of those: the event's id is a hash.
    case unusual
}
