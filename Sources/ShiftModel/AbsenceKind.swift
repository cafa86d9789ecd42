import Foundation

/// A kind of absence the contract counts: leave written into the calendar
/// as all-day entries, one entry for a run of days.
package enum AbsenceKind: String, CaseIterable, Hashable, Sendable, Codable {
    case annual, sick, training, lieu

    /// The CATEGORIES value other calendar programs read (and write: an
    /// event of another program in one of these categories is an absence).
    package var category: String {
        switch self {
        case .annual: "ANNUAL-LEAVE"
        case .sick: "SICK-LEAVE"
        case .training: "TRAINING"
        case .lieu: "TIME-OFF-IN-LIEU"
        }
    }

    package init?(category: String) {
        let wanted = category.trimmingCharacters(in: .whitespaces).uppercased()
        guard let kind = Self.allCases.first(where: { $0.category == wanted }) else { return nil }
        self = kind
    }

    /// What a new entry of this kind is called in the calendar file.
    package var defaultTitle: String {
        switch self {
        case .annual: "Annual leave"
        case .sick: "Sick leave"
        case .training: "Training"
        case .lieu: "Time off in lieu"
        }
    }

    /// Its mark on the grid and in `export --format symbols`: two letters,
    /// apart from the one-letter marks of the default shift types.
    package var defaultSymbol: String {
        switch self {
        case .annual: "AL"
        case .sick: "SL"
        case .training: "TR"
        case .lieu: "TL"
        }
    }
}
