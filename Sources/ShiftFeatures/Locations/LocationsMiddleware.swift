import Foundation
import Redux
import ShiftModel

/// Saves and deletes locations. Types refer to a location by id, so an edit
/// reaches them by itself; on a rename the calendar shifts of those types
/// get the new name as their location text (`LocationEditCascade`), and the
/// edit and that rewrite are one change through the history.
public enum LocationsMiddleware {
    enum Work: Sendable {
        case save(LocationValues, editing: Location?)
        case delete(LocationID)

        init?(_ action: AppAction) {
            switch action {
            case .locations(.submitted(let values, let editing)): self = .save(values, editing: editing)
            case .locations(.deleteConfirmed(let id)): self = .delete(id)
            default: return nil
            }
        }
    }

    public static func make() -> Middleware<AppState, AppAction, ServiceContainer> {
        Middleware("locations", handling: Work.init) { work, context in
            // Only what the reducer took: a form saving, a delete confirmed.
            let state = context.state.locations
            switch work {
            case .save where state.form?.isSaving != true: return
            case .delete(let id) where state.deleting != id: return
            default: break
            }
            switch work {
            case .save(let values, let editing): await save(values, editing: editing, context)
            case .delete(let id): await delete(id, context)
            }
        }
    }

    private static func save(_ values: LocationValues, editing: Location?,
                             _ context: MiddlewareContext<AppState, AppAction, ServiceContainer>) async {
        let services = context.services
        var catalog = context.state.catalog.catalog
        let location = Location(id: editing?.id ?? LocationID(services.ids.makeID()), values)
        if let seen = editing, seen != location {
            await saveEdit(of: seen, into: location, context)
            return
        }
        let isNew = editing == nil
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
        var catalog = context.state.catalog.catalog
        catalog.addOrReplace(location)
        await CatalogEditChange.write({ _ in
            let onDisk = try await CatalogEditChange.onDisk(holding: seen, name: seen.name, services: services,
                                                            lookup: { $0.location(seen.id) }, describe: \.name)
            var edited = onDisk
            edited.addOrReplace(location)
            let shifts = edited.types(at: location.id).isEmpty || seen.name == location.name
                ? [] : try await services.calendar.allShifts()
            let operation = LocationEditCascade.operation(editing: seen, into: location, in: edited, shifts: shifts)
            return ShiftEditMiddleware.commit(operation, source: .edit, stepID: nil, catalog: onDisk, services: services)
        }, context, saved: { count, unfinished in
            .locations(.saved(.success(LocationSaved(catalog: catalog, location: location, isNew: false,
                                                     updatedShifts: count, unfinished: unfinished))))
        }, failed: { error in
            await context.dispatch(.locations(.saved(.failure(ShiftEditFailure(error).userFacing))))
        })
    }

    private static func delete(_ id: LocationID,
                               _ context: MiddlewareContext<AppState, AppAction, ServiceContainer>) async {
        let catalog = context.state.catalog.catalog
        guard let location = catalog.location(id) else { return }
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
