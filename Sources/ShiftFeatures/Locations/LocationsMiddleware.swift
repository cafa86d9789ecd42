import Foundation
import Redux
import ShiftModel

/// Saves and deletes locations. Types refer to a location by id, so an edit
/// reaches them by itself; on a rename the calendar shifts of those types
/// get the new name as their location text (`LocationEditCascade`), and the
/// edit and that rewrite are one change through the history (TR1).
public enum LocationsMiddleware {
    public static func make() -> Middleware<AppState, AppAction, ServiceContainer> {
        Middleware("locations", accepts: { action in
            switch action {
            case .locations(.form(.submit)), .locations(.confirmDelete(true)): true
            default: false
            }
        }, run: { context in
            if case .locations(.form(.submit)) = context.action {
                await save(context)
            } else {
                await delete(context)
            }
        })
    }

    private static func save(_ context: MiddlewareContext<AppState, AppAction, ServiceContainer>) async {
        let state = context.state.locations
        guard state.form?.isSaving == true, var location = state.pending else { return }
        let services = context.services
        var catalog = context.state.catalog.catalog
        if let seen = state.editing.flatMap(catalog.location), seen != location {
            await saveEdit(of: seen, into: location, context)
            return
        }
        let isNew = state.editing == nil
        if isNew { location.id = LocationID(services.ids.makeID()) }
        catalog.addOrReplace(location)
        let result: Result<LocationSaved, UserFacingError>
        do {
            if isNew { try await services.catalog.save(catalog) }
            result = .success(LocationSaved(catalog: catalog, location: location, isNew: isNew, updatedShifts: 0))
        } catch {
            result = .failure(UserFacingError(error))
        }
        guard !Task.isCancelled else { return }
        await context.dispatch(.locations(.saved(result)))
    }

    /// The edit of `seen` (as the form opened it) into `location`, with the
    /// shifts it renames, as one change through the history.
    private static func saveEdit(of seen: Location, into location: Location,
                                 _ context: MiddlewareContext<AppState, AppAction, ServiceContainer>) async {
        let services = context.services
        let outcome: Result<HistoryRecord, ShiftEditFailure>
        do {
            outcome = .success(try await services.history.change { _ in
                guard let onDisk = try await services.catalog.load(), let before = onDisk.location(seen.id) else {
                    throw ShiftEditFailure(message: "\(seen.name) is no longer in the catalog (deleted elsewhere?). "
                        + "Nothing was saved.", isStale: true)
                }
                guard before == seen else {
                    throw ShiftEditFailure(message: "\(seen.name) was changed elsewhere since this form opened (now "
                        + "\(before.name)). Nothing was saved; open the form again.", isStale: true)
                }
                var edited = onDisk
                edited.addOrReplace(location)
                let shifts = edited.types(at: location.id).isEmpty || before.name == location.name
                    ? [] : try await services.calendar.allShifts()
                let operation = LocationEditCascade.operation(editing: before, into: location, in: edited, shifts: shifts)
                return ShiftEditMiddleware.commit(operation, source: .edit, stepID: nil, catalog: onDisk,
                                                  services: services)
            })
        } catch {
            outcome = .failure(ShiftEditFailure(error))
        }
        guard !Task.isCancelled else { return }
        switch outcome {
        case .success(let record):
            await context.dispatch(.shiftEdit(.applied(record, source: .edit)))
            var catalog = context.state.catalog.catalog
            catalog.addOrReplace(location)
            await context.dispatch(.locations(.saved(.success(LocationSaved(
                catalog: catalog, location: location, isNew: false,
                updatedShifts: record.commit.operation.edits.count)))))
            if context.state.today.selectedDay != nil { await context.dispatch(.today(.load)) }
        case .failure(let failure):
            await context.dispatch(.locations(.saved(.failure(UserFacingError(message: failure.message)))))
            if failure.isStale { await context.dispatch(.catalog(.load)) }
        }
    }

    private static func delete(_ context: MiddlewareContext<AppState, AppAction, ServiceContainer>) async {
        let catalog = context.state.catalog.catalog
        guard let id = context.state.locations.deleting, let location = catalog.location(id) else { return }
        var smaller = catalog
        smaller.removeLocation(id)
        let result: Result<LocationDeleted, UserFacingError>
        do {
            try await context.services.catalog.save(smaller)
            result = .success(LocationDeleted(catalog: smaller, location: location))
        } catch {
            result = .failure(UserFacingError(error))
        }
        guard !Task.isCancelled else { return }
        await context.dispatch(.locations(.deleted(result)))
    }
}
