import ShiftModel

package enum HolidaysAction: Hashable, Sendable {
    /// Read the holidays: at start, when their file changes on disk, and
    /// when the user reloads (r).
    case load
    /// What the read found, sent only when it differs from what is held.
    case loaded(Result<PublicHolidays, UserFacingError>)
}

extension HolidaysAction {
    /// The holidays' part of an app action: their own, their file changing,
    /// and a reload the user asked for.
    package init?(app action: AppAction) {
        switch action {
        case .holidays(let own): self = own
        case .today(.retry), .schedule(.reload), .statistics(.reload): self = .load
        case .refresh(.filesChanged(let files)) where files.contains(.holidays): self = .load
        default: return nil
        }
    }
}
