import ShiftModel

/// `s` on the Team screen: the user's first shift of work on the cursor's
/// day (of a type that is work: an appointment is not swapped), from their
/// own row as loaded; nil with none there.
package enum TeamIntent {
    package static func findSwaps(in state: AppState) -> AppAction? {
        guard let cursor = state.team.cursor, case .loaded(let mine)? = state.team.rows[.own] else { return nil }
        let catalog = state.catalog.catalog
        guard let shift = mine.filter({ $0.day == cursor && TeamMath.isAtWork($0) && catalog.counting(of: $0) == .work })
            .sorted(by: ScheduledShift.startOrder).first else { return nil }
        return .team(.findSwaps(shift))
    }
}
