import Redux
import ShiftModel

/// What a shift type edit and a location edit share: both are a change
/// through the history, planned on the catalog as it is on disk then, which
/// must still hold the entry as the form opened it.
enum CatalogEditChange {
    /// The catalog on disk and its version of `seen` (found by `lookup`),
    /// while that is still `seen`; else a stale failure, nothing written.
    /// `describe` names an entry as the message shows it now.
    static func onDisk<Entry: Equatable>(
        holding seen: Entry, name: String, services: ServiceContainer,
        lookup: (Catalog) -> Entry?, describe: (Entry) -> String
    ) async throws -> Catalog {
        guard let catalog = try await services.catalog.load(), let current = lookup(catalog) else {
            throw ShiftEditFailure(message: "\(name) is no longer in the catalog (deleted elsewhere?). Nothing was saved.",
                                   isStale: true)
        }
        guard current == seen else {
            throw ShiftEditFailure(message: "\(name) was changed elsewhere since this form opened (now "
                + "\(describe(current))). Nothing was saved; open the form again.", isStale: true)
        }
        return catalog
    }

    /// Writes the change `prepare` makes. Made: `.shiftEdit(.applied)` (the
    /// history, log, grid and catalog follow it), then `saved(shiftCount,
    /// unfinished)`, the screen's own answer; the catalog is read again (the
    /// state then is what the file holds, whatever else changed in it) and
    /// Today loads again. Refused: `failed`, and the catalog is read again
    /// when it was changed elsewhere.
    static func write(
        _ prepare: @escaping @Sendable (UndoHistoryRead) async throws -> HistoryCommit,
        _ context: MiddlewareContext<AppState, AppAction, ServiceContainer>,
        saved: (Int, String?) -> AppAction, failed: (any Error) async -> Void
    ) async {
        let outcome: Result<HistoryRecord, any Error>
        do {
            outcome = .success(try await context.services.history.change(prepare))
        } catch {
            outcome = .failure(error)
        }
        guard !Task.isCancelled else { return }
        switch outcome {
        case .success(let record):
            await context.dispatch(.shiftEdit(.applied(record, source: .edit)))
            await context.dispatch(saved(record.commit.operation.edits.count, record.unfinished))
            await context.dispatch(.catalog(.load))
            if context.state.today.selectedDay != nil { await context.dispatch(.today(.load)) }
        case .failure(let error):
            await failed(error)
            if ShiftEditFailure(error).isStale { await context.dispatch(.catalog(.load)) }
        }
    }
}
