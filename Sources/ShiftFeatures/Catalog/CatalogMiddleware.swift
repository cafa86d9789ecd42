import Redux
import ShiftModel

/// Reads the catalog, and saves it when the first-run questions are answered.
package enum CatalogMiddleware {
    package static func make() -> Middleware<AppState, AppAction, ServiceContainer> {
        Middleware("catalog", requested: AppState.requested { if case .catalog(let effect) = $0 { effect } else { nil } }) {
            effect, context in
            let service = context.services.catalog
            switch effect {
            case .load:
                let result: Result<Catalog?, UserFacingError>
                do { result = .success(try await service.load()) } catch { result = .failure(UserFacingError(error)) }
                guard !Task.isCancelled else { return }
                await context.dispatch(.catalog(.loaded(result)))
            case .saveFirstRun(let catalog):
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
        }
    }
}
