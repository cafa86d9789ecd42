import Redux
import ShiftModel

/// Reads the catalog, and saves it when the first-run questions are answered.
public enum CatalogMiddleware {
    enum Work: Sendable {
        case load
        case saveFirstRun(Catalog)

        init?(_ action: AppAction) {
            switch CatalogAction(app: action) {
            case .load?: self = .load
            case .firstRunSubmitted(let catalog)?: self = .saveFirstRun(catalog)
            default: return nil
            }
        }
    }

    public static func make() -> Middleware<AppState, AppAction, ServiceContainer> {
        Middleware("catalog", handling: Work.init) { work, context in
            let service = context.services.catalog
            switch work {
            case .load:
                let result: Result<Catalog?, UserFacingError>
                do { result = .success(try await service.load()) } catch { result = .failure(UserFacingError(error)) }
                guard !Task.isCancelled else { return }
                await context.dispatch(.catalog(.loaded(result)))
            case .saveFirstRun(let catalog):
                // Only an answer the reducer took: the form is saving.
                guard context.state.catalog.firstRun?.isSaving == true else { return }
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
