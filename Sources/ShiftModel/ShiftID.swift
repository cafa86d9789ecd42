/// A shift's identity: the iCalendar event UID, stable across loads and restarts.
package struct ShiftID: StringIdentifier {
    package let rawValue: String
    package init(_ rawValue: String) { self.rawValue = rawValue }
}
