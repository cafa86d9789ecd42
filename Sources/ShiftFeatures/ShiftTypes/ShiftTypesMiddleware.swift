import Foundation
import Redux
import ShiftModel

/// Saves and deletes shift types. A new type gets its id from the injected
/// generator and is saved into the catalog. An edit is a change like any
/// edit of shifts: the type and the rewrite of its shifts in the
/// calendar (see `TypeEditCascade` for which fields of which shifts) are
/// one operation, written, logged and undone together through the history;
/// one that would make shifts overlap asks first (M4). A type about to be
/// deleted must have no shifts left.
public enum ShiftTypesMiddleware {
    enum Work: Sendable {
        case save(ShiftTypeValues, editing: ShiftType?, allowingOverlaps: Bool)
        case delete(ShiftTypeID)

        init?(_ action: AppAction) {
            switch action {
            case .shiftTypes(.submitted(let values, let editing, let allowingOverlaps)):
                self = .save(values, editing: editing, allowingOverlaps: allowingOverlaps)
            case .shiftTypes(.deleteConfirmed(let id)): self = .delete(id)
            default: return nil
            }
        }
    }

    public static func make() -> Middleware<AppState, AppAction, ServiceContainer> {
        Middleware("shiftTypes", handling: Work.init) { work, context in
            // Only what the reducer took: a form saving, a delete confirmed.
            let state = context.state.shiftTypes
            switch work {
            case .save where state.form?.isSaving != true: return
            case .delete(let id) where state.deleting != id: return
            default: break
            }
            switch work {
            case .save(let values, let editing, let allowingOverlaps):
                await save(values, editing: editing, allowingOverlaps: allowingOverlaps, context)
            case .delete(let id):
                await delete(id, context)
            }
        }
    }

    private static func save(_ values: ShiftTypeValues, editing seen: ShiftType?, allowingOverlaps: Bool,
                             _ context: MiddlewareContext<AppState, AppAction, ServiceContainer>) async {
        let services = context.services
        var catalog = context.state.catalog.catalog
        if let seen {
            let type = ShiftType(id: seen.id, values)
            guard seen != type else {
                await context.dispatch(.shiftTypes(.saved(.success(
                    ShiftTypeSaved(catalog: catalog, type: type, isNew: false, updatedShifts: 0)))))
                return
            }
            await saveEdit(of: seen, into: type, allowingOverlaps: allowingOverlaps, context)
            return
        }
        let type = ShiftType(id: ShiftTypeID(services.ids.makeID()), values)
        catalog.addOrReplace(type)
        let result: Result<ShiftTypeSaved, UserFacingError>
        do {
            try await services.catalog.save(catalog)
            result = .success(ShiftTypeSaved(catalog: catalog, type: type, isNew: true, updatedShifts: 0))
        } catch {
            result = .failure(UserFacingError(error))
        }
        guard !Task.isCancelled else { return }
        await context.dispatch(.shiftTypes(.saved(result)))
    }

    /// The edit of `seen` (as the form opened it) into `type`, with its
    /// shifts, as one change through the history.
    private static func saveEdit(of seen: ShiftType, into type: ShiftType, allowingOverlaps: Bool,
                                 _ context: MiddlewareContext<AppState, AppAction, ServiceContainer>) async {
        let services = context.services
        var catalog = context.state.catalog.catalog
        catalog.addOrReplace(type)
        await CatalogEditChange.write({ _ in
            try await cascade(editing: seen, into: type, allowingOverlaps: allowingOverlaps, services: services)
        }, context, saved: { count, unfinished in
            .shiftTypes(.saved(.success(ShiftTypeSaved(catalog: catalog, type: type, isNew: false, updatedShifts: count,
                                                       unfinished: unfinished))))
        }, failed: { error in
            if let clashes = error as? CascadeClashes {
                await context.dispatch(.shiftTypes(.clashesFound(clashes.clashes)))
            } else {
                await context.dispatch(.shiftTypes(.saved(.failure(ShiftEditFailure(error).userFacing))))
            }
        })
    }

    /// The commit of a type edit, made holding the history: the type as the
    /// catalog holds it now must be the one the form opened (else it was
    /// changed elsewhere meanwhile), and every shift of the type follows it.
    private static func cascade(editing seen: ShiftType, into type: ShiftType, allowingOverlaps: Bool,
                                services: ServiceContainer) async throws -> HistoryCommit {
        let onDisk = try await CatalogEditChange.onDisk(holding: seen, name: seen.name, services: services,
                                                        lookup: { $0.shiftType(seen.id) },
                                                        describe: { "\($0.name) \($0.duration.label)" })
        let calendar = services.clock.calendar
        let shifts = try await services.calendar.allShifts()
        let operation = TypeEditCascade.operation(
            editing: seen, into: type, location: onDisk.location(type.locationID), in: shifts,
            today: CalendarDay(services.clock.now(), in: calendar), calendar: calendar)
        if !allowingOverlaps {
            let clashes = ShiftOverlap.newConflicts(operation.edits, in: shifts, calendar: calendar)
            if !clashes.isEmpty { throw CascadeClashes(clashes: clashes) }
        }
        return ShiftEditMiddleware.commit(operation, source: .edit, stepID: nil, catalog: onDisk, services: services)
    }

    private static func delete(_ id: ShiftTypeID,
                               _ context: MiddlewareContext<AppState, AppAction, ServiceContainer>) async {
        let catalog = context.state.catalog.catalog
        guard let type = catalog.shiftType(id) else { return }
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

/// A type edit that would make shifts overlap: nothing was written; the
/// user is asked.
struct CascadeClashes: Error {
    var clashes: [ShiftClash]
}
