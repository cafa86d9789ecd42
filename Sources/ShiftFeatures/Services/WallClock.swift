import Foundation

/// What time it is and in which calendar (time zone, first weekday).
/// State logic never reads the system clock; it gets "now" from this, inside
/// an action.
package protocol WallClock: Sendable {
    func now() -> Date
    var calendar: Calendar { get }
}
