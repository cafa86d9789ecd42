import Redux
import ShiftModel

/// Saves and deletes the items of a catalog list. A new item gets its id
/// from the injected generator and is saved into the catalog; an edit is
/// saved the way its item says (`CatalogEditWrite`); a delete is refused
/// while calendar shifts still use the item.
package enum CatalogListMiddleware {
    typealias Context = MiddlewareContext<AppState, AppAction, ServiceContainer>

    package static func make<Item: CatalogListItem>(_ item: Item.Type) -> Middleware<AppState, AppAction, ServiceContainer> {
        Middleware(Item.middlewareName, requested: AppState.requested(Item.effect(of:))) { effect, context in
            switch effect {
            case .save(let values, let editing, let allowingOverlaps):
                await save(values, editing: editing, allowingOverlaps: allowingOverlaps, context)
            case .delete(let id):
                await delete(Item.self, id, context)
            }
        }
    }

    private static func save<Item: CatalogListItem>(_ values: Item.Values, editing seen: Item?, allowingOverlaps: Bool,
                                                    _ context: Context) async {
        let services = context.services
        var catalog = context.state.catalog.catalog
        let item = Item(id: seen?.id ?? Item.newID(services.ids.makeID()), values)
        Item.put(item, into: &catalog)
        if let seen, case .throughHistory(let change) = Item.editWrite {
            guard seen != item else {
                await context.dispatch(Item.app(.saved(.success(CatalogItemSaved(catalog: catalog, item: item, isNew: false)))))
                return
            }
            await write(seen, into: item, catalog: catalog, allowingOverlaps: allowingOverlaps, change: change, context)
            return
        }
        let result: Result<CatalogItemSaved<Item>, UserFacingError>
        do {
            try await services.catalog.save(catalog)
            result = .success(CatalogItemSaved(catalog: catalog, item: item, isNew: seen == nil))
        } catch {
            result = .failure(UserFacingError(error))
        }
        guard !Task.isCancelled else { return }
        await context.dispatch(Item.app(.saved(result)))
    }

    /// The edit as one change through the history. Made: `.shiftEdit(.applied)`
    /// (the history, log, grid, Today and catalog follow it), then `.saved`
    /// with the shifts it updated, after which the catalog reads its file
    /// again (the state then is what the file holds, whatever else changed
    /// in it). Refused: the overlap question, or `.saved` failed, and
    /// `.refusedAsStale` when it was changed elsewhere (the catalog reads
    /// its file again).
    private static func write<Item: CatalogListItem>(
        _ seen: Item, into item: Item, catalog: Catalog, allowingOverlaps: Bool,
        change: @escaping @Sendable (Item, Item, Bool, ServiceContainer) async throws -> HistoryCommit, _ context: Context
    ) async {
        let services = context.services
        let outcome: Result<HistoryRecord, any Error>
        do {
            outcome = .success(try await services.history.change { _ in
                try await change(seen, item, allowingOverlaps, services)
            })
        } catch {
            outcome = .failure(error)
        }
        guard !Task.isCancelled else { return }
        switch outcome {
        case .success(let record):
            await context.dispatch(.shiftEdit(.applied(record, source: .edit)))
            await context.dispatch(Item.app(.saved(.success(CatalogItemSaved(
                catalog: catalog, item: item, isNew: false, updatedShifts: record.commit.operation.edits.count,
                unfinished: record.unfinished)))))
        case .failure(let error):
            if let clashes = error as? CascadeClashes {
                await context.dispatch(Item.app(.clashesFound(clashes.clashes)))
            } else {
                await context.dispatch(Item.app(.saved(.failure(ShiftEditFailure(error).userFacing))))
            }
            if ShiftEditFailure(error).isStale { await context.dispatch(Item.app(.refusedAsStale)) }
        }
    }

    private static func delete<Item: CatalogListItem>(_: Item.Type, _ id: Item.ID, _ context: Context) async {
        let catalog = context.state.catalog.catalog
        guard let item = Item.find(id, in: catalog) else { return }
        let result: Result<CatalogItemDeletion<Item>, UserFacingError>
        do {
            let count = try await Item.shiftsUsing(id, services: context.services)
            if count > 0 {
                result = .success(.refused(item, shiftCount: count))
            } else {
                var smaller = catalog
                Item.remove(id, from: &smaller)
                try await context.services.catalog.save(smaller)
                result = .success(.deleted(item, catalog: smaller))
            }
        } catch {
            result = .failure(UserFacingError(error))
        }
        guard !Task.isCancelled else { return }
        await context.dispatch(Item.app(.deleted(result)))
    }
}
