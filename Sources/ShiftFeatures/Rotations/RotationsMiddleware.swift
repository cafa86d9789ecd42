import Redux
import ShiftModel

/// Saves and deletes rotations: the catalog with the change is saved whole
/// through `CatalogService`. A rotation names types and days, never shifts,
/// so no change of shifts goes with it. A new rotation gets its id from the
/// injected generator.
public enum RotationsMiddleware {
    enum Work: Sendable {
        case save(RotationValues, editing: Rotation?)
        case delete(RotationID)

        init?(_ action: AppAction) {
            switch action {
            case .rotations(.submitted(let values, let editing)): self = .save(values, editing: editing)
            case .rotations(.deleteConfirmed(let id)): self = .delete(id)
            default: return nil
            }
        }
    }

    public static func make() -> Middleware<AppState, AppAction, ServiceContainer> {
        Middleware("rotations", handling: Work.init) { work, context in
            // Only what the reducer took: a form saving, a delete confirmed.
            let state = context.state.rotations
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

    private static func save(_ values: RotationValues, editing: Rotation?,
                             _ context: MiddlewareContext<AppState, AppAction, ServiceContainer>) async {
        let services = context.services
        var catalog = context.state.catalog.catalog
        let rotation = Rotation(id: editing?.id ?? RotationID(services.ids.makeID()), values)
        catalog.addOrReplace(rotation)
        let result: Result<RotationSaved, UserFacingError>
        do {
            try await services.catalog.save(catalog)
            result = .success(RotationSaved(catalog: catalog, rotation: rotation, isNew: editing == nil))
        } catch {
            result = .failure(UserFacingError(error))
        }
        guard !Task.isCancelled else { return }
        await context.dispatch(.rotations(.saved(result)))
    }

    private static func delete(_ id: RotationID,
                               _ context: MiddlewareContext<AppState, AppAction, ServiceContainer>) async {
        let catalog = context.state.catalog.catalog
        guard let rotation = catalog.rotation(id) else { return }
        var smaller = catalog
        smaller.removeRotation(id)
        let result: Result<RotationDeleted, UserFacingError>
        do {
            try await context.services.catalog.save(smaller)
            result = .success(RotationDeleted(catalog: smaller, rotation: rotation))
        } catch {
            result = .failure(UserFacingError(error))
        }
        guard !Task.isCancelled else { return }
        await context.dispatch(.rotations(.deleted(result)))
    }
}
