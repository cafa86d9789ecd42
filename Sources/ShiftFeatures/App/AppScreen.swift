/// The screens, with the number key that shows each (1-9).
package enum AppScreen: Int, Hashable, Sendable, CaseIterable {
    case today = 1
    case schedule = 2
    case shiftTypes = 3
    case locations = 4
    case changeLog = 5
    case settings = 6
    case rotations = 7
    case statistics = 8
    case team = 9

    package var number: Int { rawValue }

    package var title: String {
        switch self {
        case .today: "Today"
        case .schedule: "Schedule"
        case .shiftTypes: "Shift types"
        case .locations: "Locations"
        case .changeLog: "Change log"
        case .settings: "Settings"
        case .rotations: "Rotations"
        case .statistics: "Statistics"
        case .team: "Team"
        }
    }

    /// The screen `offset` places along in key order, wrapping around (Tab).
    package func cycled(by offset: Int) -> AppScreen {
        let all = Self.allCases
        let index = all.firstIndex(of: self) ?? 0
        return all[((index + offset) % all.count + all.count) % all.count]
    }
}
