import Foundation
import ShiftModel

/// What the quick scan found in a VEVENT's UID property.
enum UIDScan: Equatable, Sendable {
    /// No UID: the event's id is a hash of its text.
    case absent
    /// The UID exactly as libical would return it.
    case value(String)
    /// A UID only libical can read the same way (escapes, control
    /// characters, surrounding blanks, an empty one that libical drops):
    /// the event is parsed when loaded.
    case needsLibical
}
