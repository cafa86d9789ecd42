import Foundation
import Redux
import ShiftModel

/// Saves the settings into the catalog, and writes exports: the range's
/// shifts from the calendar, one symbol per day (`SymbolExport`).
public enum SettingsMiddleware {
    public static func make() -> Middleware<AppState, AppAction, ServiceContainer> {
        Middleware("settings", accepts: { action in
            if case .settings(.form(.submit)) = action { return true }
            return false
        }, run: { context in
            let state = context.state.settings
            guard let form = state.form, form.isSaving else { return }
            let services = context.services
            if state.formKind == .export {
                guard let request = state.pendingExport else { return }
                let result: Result<ExportDone, UserFacingError>
                do {
                    let calendar = services.clock.calendar
                    let shifts = try await services.calendar.shifts(in: DateInterval(
                        start: request.from.start(in: calendar),
                        end: request.through.adding(days: 1).start(in: calendar)))
                    let text = SymbolExport.line(from: request.from, through: request.through, shifts: shifts)
                    let path = try await services.exporter.write(text, to: request.path)
                    result = .success(ExportDone(days: request.dayCount, path: path))
                } catch {
                    result = .failure(UserFacingError(error))
                }
                guard !Task.isCancelled else { return }
                await context.dispatch(.settings(.exported(result)))
            } else {
                let catalog = SettingsReducer.applying(form, to: context.state.catalog.catalog)
                let result: Result<Catalog, UserFacingError>
                do {
                    try await services.catalog.save(catalog)
                    result = .success(catalog)
                } catch {
                    result = .failure(UserFacingError(error))
                }
                guard !Task.isCancelled else { return }
                await context.dispatch(.settings(.saved(result)))
            }
        })
    }
}
