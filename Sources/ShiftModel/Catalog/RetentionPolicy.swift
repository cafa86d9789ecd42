/// How long change-log entries are kept.
package enum RetentionPolicy: String, Hashable, Sendable, CaseIterable {
    case days30 = "30d"
    case days90 = "90d"
    case months6 = "6m"
    case year1 = "1y"
    case years2 = "2y"
    case forever

    /// `30 days`, `6 months`, `forever`.
    package var label: String {
        switch self {
        case .days30: "30 days"
        case .days90: "90 days"
        case .months6: "6 months"
        case .year1: "1 year"
        case .years2: "2 years"
        case .forever: "forever"
        }
    }
}
