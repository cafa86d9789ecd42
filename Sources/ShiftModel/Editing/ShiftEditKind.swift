import Foundation

/// What kind of change one edit made to one shift (the change log names the same kinds).
package enum ShiftEditKind: String, Hashable, Sendable, Codable, CaseIterable {
    case add
    case switchType = "switch"
    case delete
    case notes
    case sick
    case unsick
    /// The shift follows an edit of its shift type (title, symbol, times, location).
    case typeEdit = "type"
    /// The shift follows a renamed location.
    case locationEdit = "location"

    /// The kind that undoes this one.
    package var inverse: ShiftEditKind {
        switch self {
        case .add: .delete
        case .delete: .add
        case .switchType, .notes, .typeEdit, .locationEdit: self
        case .sick: .unsick
        case .unsick: .sick
        }
    }
}
