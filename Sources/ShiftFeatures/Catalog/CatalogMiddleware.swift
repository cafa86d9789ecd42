import Redux
import ShiftModel

/// Reads the catalog, and saves it when the first-run questions are answered.
public enum CatalogMiddleware {
    public static func make() -> Middleware<AppState, AppAction, ServiceContainer> {
        Middleware("catalog", accepts: { action in
            switch action {
            case .catalog(.load), .catalog(.firstRun(.submit)): true
            default: false
            }
        }, run: { context in
            let service = context.services.catalog
            switch context.action {
            case .catalog(.load):
                let result: Result<Catalog?, UserFacingError>
                do { result = .success(try await service.load()) } catch { result = .failure(UserFacingError(error)) }
                guard !Task.isCancelled else { return }
                await context.dispatch(.catalog(.loaded(result)))
            default:
                // Enter on the first-run form: save only if the name was valid.
                guard context.state.catalog.firstRun?.isSaving == true else { return }
                let catalog = context.state.catalog.catalog
                let result: Result<Catalog, UserFacingError>
                do {
                    try await service.save(catalog)
                    result = .success(catalog)
                } catch {
                    result = .failure(UserFacingError(error))
                }
                guard !Task.isCancelled else { return }
                await context.dispatch(.catalog(.firstRunSaved(result)))
            }
        })
    }
}
