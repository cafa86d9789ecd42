import Foundation
import Redux
import ShiftModel

/// Saves and deletes shift types: new ids from the injected generator, the
/// cascade of an edit to the type's shifts in the calendar (see
/// `TypeEditCascade` for which fields of which shifts), and the check that
/// a type about to be deleted has no shifts left.
public enum ShiftTypesMiddleware {
    public static func make() -> Middleware<AppState, AppAction, ServiceContainer> {
        Middleware("shiftTypes", accepts: { action in
            switch action {
            case .shiftTypes(.form(.submit)), .shiftTypes(.confirmDelete(true)): true
            default: false
            }
        }, run: { context in
            if case .shiftTypes(.form(.submit)) = context.action {
                await save(context)
            } else {
                await delete(context)
            }
        })
    }

    private static func save(_ context: MiddlewareContext<AppState, AppAction, ServiceContainer>) async {
        let state = context.state.shiftTypes
        guard state.form?.isSaving == true, var type = state.pending else { return }
        let services = context.services
        let isNew = state.editing == nil
        if isNew { type.id = ShiftTypeID(services.ids.makeID()) }
        var catalog = context.state.catalog.catalog
        catalog.addOrReplace(type)

        let result: Result<ShiftTypeSaved, UserFacingError>
        var updated = 0
        do {
            if !isNew {
                let calendar = services.clock.calendar
                let changes = TypeEditCascade.updates(
                    for: type, location: catalog.location(type.locationID),
                    in: try await services.calendar.shifts(ofType: type.id),
                    today: CalendarDay(services.clock.now(), in: calendar), calendar: calendar)
                if !changes.isEmpty { try await services.calendar.update(changes) }
                updated = changes.count
            }
            do {
                try await services.catalog.save(catalog)
            } catch where updated > 0 {
                throw UserFacingError(message: "Updated \(ShiftTypesReducer.shifts(updated)) in the calendar, but the type itself "
                    + "was not saved: \(UserFacingError(error).message)")
            }
            result = .success(ShiftTypeSaved(catalog: catalog, type: type, isNew: isNew, updatedShifts: updated))
        } catch {
            result = .failure(UserFacingError(error))
        }
        guard !Task.isCancelled else { return }
        await context.dispatch(.shiftTypes(.saved(result)))
        // The Today screen shows the new labels and times.
        if updated > 0, context.state.today.selectedDay != nil {
            await context.dispatch(.today(.load))
        }
    }

    private static func delete(_ context: MiddlewareContext<AppState, AppAction, ServiceContainer>) async {
        let catalog = context.state.catalog.catalog
        guard let id = context.state.shiftTypes.deleting, let type = catalog.shiftType(id) else { return }
        let result: Result<ShiftTypeDeletion, UserFacingError>
        do {
            let count = try await context.services.calendar.shifts(ofType: id).count
            if count > 0 {
                result = .success(.refused(type, shiftCount: count))
            } else {
                var smaller = catalog
                smaller.removeShiftType(id)
                try await context.services.catalog.save(smaller)
                result = .success(.deleted(type, catalog: smaller))
            }
        } catch {
            result = .failure(UserFacingError(error))
        }
        guard !Task.isCancelled else { return }
        await context.dispatch(.shiftTypes(.deleted(result)))
    }
}
