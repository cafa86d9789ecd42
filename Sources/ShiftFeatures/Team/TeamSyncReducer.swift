/// `r` on the Team screen: the members added with a URL copied from their
/// servers (as `shifts team sync`), then team.json and every row read again.
/// A second `r` while a sync runs finds it syncing and requests nothing.
enum TeamSyncReducer {
    static func sync(_ state: inout TeamState, isShown: Bool) -> TeamEffect? {
        guard isShown, state.sync != .syncing else { return nil }
        state.sync = .syncing
        return .sync
    }
}
