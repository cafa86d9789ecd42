import Redux
import ShiftModel

/// A side effect a feature's reducer asked for when it took an action: the
/// middleware that talks to the services runs for it, and for nothing else.
package enum AppEffect: Hashable, Sendable {
    case today(TodayEffect)
    case schedule(ScheduleEffect)
    /// The month in view checked against the working-time rules.
    case checkRules(YearMonth)
    case team(TeamEffect)
    case holidays(HolidaysEffect)
    case settings(SettingsEffect)
    case catalog(CatalogEffect)
    case shiftTypes(CatalogListEffect<ShiftType>)
    case locations(CatalogListEffect<Location>)
    case rotations(CatalogListEffect<Rotation>)
    case history(HistoryEffect)
    case statistics(StatisticsEffect)
    case changeLog(ChangeLogEffect)
    /// The shifts of the days a rotation is to be applied to, for its preview.
    case rotationApplyPreview(RotationApplyRequest)
}

extension AppState {
    /// The first effect of this reduction that `extract` recognises: what a
    /// middleware made with `requested:` runs for.
    static func requested<Found>(_ extract: @escaping @Sendable (AppEffect) -> Found?)
        -> @Sendable (AppState) -> Found? {
        { state in state.requested.first(extract) }
    }
}
