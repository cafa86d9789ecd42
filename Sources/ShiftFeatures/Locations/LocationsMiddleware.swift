import Foundation
import Redux
import ShiftModel

/// Saves and deletes locations. Types refer to a location by id, so an edit
/// reaches them by itself; on a rename the calendar shifts of those types
/// get the new name as their location text (`LocationEditCascade`).
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
        let isNew = state.editing == nil
        if isNew { location.id = LocationID(services.ids.makeID()) }
        var catalog = context.state.catalog.catalog
        let isRenamed = !isNew && catalog.location(location.id)?.name != location.name
        catalog.addOrReplace(location)

        let result: Result<LocationSaved, UserFacingError>
        var updated = 0
        do {
            if isRenamed, !catalog.types(at: location.id).isEmpty {
                let changes = LocationEditCascade.updates(
                    renaming: location, in: catalog, shifts: try await services.calendar.allShifts())
                if !changes.isEmpty { try await services.calendar.update(changes) }
                updated = changes.count
            }
            try await services.catalog.save(catalog)
            result = .success(LocationSaved(catalog: catalog, location: location, isNew: isNew, updatedShifts: updated))
        } catch {
            result = .failure(UserFacingError(error))
        }
        guard !Task.isCancelled else { return }
        await context.dispatch(.locations(.saved(result)))
        if updated > 0, context.state.today.selectedDay != nil {
            await context.dispatch(.today(.load))
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
