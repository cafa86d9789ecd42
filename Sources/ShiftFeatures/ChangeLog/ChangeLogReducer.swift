import Redux
import ShiftModel

/// Pure transitions of the Change log screen.
package enum ChangeLogReducer {
    /// What the change log reads and does not own.
    package struct Input: Sendable {
        /// Named when a purge finds nothing to remove.
        package var retention: RetentionPolicy
        /// A file change is read at once only while the log is shown.
        package var screen: AppScreen

        package init(retention: RetentionPolicy, screen: AppScreen) {
            self.retention = retention
            self.screen = screen
        }

        package init(_ app: AppState) {
            self.init(retention: app.catalog.catalog.settings.retention, screen: app.screen)
        }
    }

    package static let reducer = EffectReducer<ChangeLogState, Input, ChangeLogAction, ChangeLogEffect>(reduce)

    /// Reading, planning a purge and removing are asked of
    /// `ChangeLogMiddleware` only when the screen takes the action.
    @discardableResult
    package static func reduce(_ state: inout ChangeLogState, _ action: ChangeLogAction,
                              input: Input) -> ChangeLogEffect? {
        switch action {
        case .recorded(let entries):
            append(entries, to: &state)

        case .opened:
            guard input.screen == .changeLog, state.status == .notLoaded else { return nil }
            state.status = .loading
            state.notice = nil
            return .load

        case .fileChanged:
            guard state.status == .loaded else { return nil }
            // Read again at once while shown (quietly); otherwise when the
            // screen is next shown, not on every change.
            if input.screen == .changeLog { return .load }
            state.status = .notLoaded

        case .load:
            // Read again while loaded (the file changed on disk, maybe by
            // this screen's own purge): quietly, the list and what the last
            // action said stay meanwhile.
            if state.status != .loaded {
                state.status = .loading
                state.notice = nil
            }
            return .load

        case .loaded(.success(let entries)):
            state.entries = entries
            state.status = .loaded
            state.selection = ListSelection.index(state.selection, count: entries.count) ?? 0

        case .loaded(.failure(let error)):
            state.status = .failed(error.message)

        case .moveSelection(let offset):
            state.selection = ListSelection.moved(state.selection, by: offset, count: state.visible.count)

        case .search(let search):
            state.search.reduce(search)
            state.selection = 0

        case .purge:
            state.notice = refusal(state)
            return state.notice == nil ? .planPurge : nil

        case .purgeOnLaunch:
            return .purgeOnLaunch

        case .purgePlanned(let plan):
            guard let plan else {
                state.notice = .retentionKeepsAll(input.retention)
                return nil
            }
            guard plan.count > 0 else {
                state.notice = .nothingOlderThan(plan.policy)
                return nil
            }
            state.notice = nil
            state.question = .purge(plan)

        case .clearAll:
            if let refusal = refusal(state) {
                state.notice = refusal
            } else if state.entries.isEmpty {
                state.notice = .changeLogEmpty
            } else {
                state.notice = nil
                state.question = .clearAll(count: state.entries.count)
            }

        case .removeConfirmed(let plan):
            guard state.question != nil, !state.isRemoving else { return nil }
            state.question = nil
            state.removing = plan
            return .remove(plan)

        case .declined:
            state.question = nil

        case .purged(.success(let plan), let onLaunch):
            state.removing = nil
            if state.status == .loaded {
                if let cutoff = plan.cutoff {
                    state.entries.removeAll { $0.time < cutoff }
                } else {
                    state.entries = []
                }
                state.selection = ListSelection.index(state.selection, count: state.visible.count) ?? 0
            }
            guard !onLaunch || plan.count > 0 else { return nil }
            state.notice = .removed(plan, onLaunch: onLaunch)

        case .purged(.failure(let error), _):
            state.removing = nil
            state.notice = .failed(error.message)
        }
        return nil
    }

    /// New entries recorded with a change: added when the log is loaded
    /// (otherwise the next load reads them from the file).
    package static func append(_ entries: [ChangeLogEntry], to state: inout ChangeLogState) {
        guard state.status == .loaded, !entries.isEmpty else { return }
        state.entries += entries
        // The rows are newest first: keep the same entry selected.
        if state.selection > 0 {
            state.selection += entries.filter { state.search.matches($0.searchableFields) }.count
        }
    }

    /// Why purge or clear cannot start: the log is not (yet) read.
    private static func refusal(_ state: ChangeLogState) -> Notice? {
        switch state.status {
        case .loaded: return state.isRemoving ? .changeLogBusy(.removing) : nil
        case .notLoaded, .loading: return .changeLogBusy(.loading)
        case .failed: return .changeLogBusy(.unreadable)
        }
    }
}
