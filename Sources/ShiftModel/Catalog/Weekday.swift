/// A day of the week, numbered as `Calendar.weekday` (1 = Sunday ... 7 =
/// Saturday); the raw value is what `catalog.json` holds.
package enum Weekday: String, Hashable, Sendable, CaseIterable {
    case sunday, monday, tuesday, wednesday, thursday, friday, saturday

    /// 1 = Sunday ... 7 = Saturday, as `Calendar.firstWeekday`.
    package var number: Int {
        switch self {
        case .sunday: 1
        case .monday: 2
        case .tuesday: 3
        case .wednesday: 4
        case .thursday: 5
        case .friday: 6
        case .saturday: 7
        }
    }

    /// `Monday`
    package var name: String { DayNames.weekdays[number - 1] }
}
