import Foundation
import Redux
import ShiftModel

/// Saves the settings into the catalog, and writes exports: the range's
/// shifts from the calendar, one symbol per day (`SymbolExport`).
package enum SettingsMiddleware {
    package static func make() -> Middleware<AppState, AppAction, ServiceContainer> {
        Middleware("settings", requested: AppState.requested { if case .settings(let effect) = $0 { effect } else { nil } }) {
            effect, context in
            let services = context.services
            switch effect {
            case .export(let request):
                let result: Result<ExportDone, UserFacingError>
                do {
                    let calendar = services.clock.calendar
                    let shifts = try await services.calendar.shifts(in: DateInterval(
                        start: request.from.start(in: calendar),
                        end: request.through.adding(days: 1).start(in: calendar)))
                    let text = SymbolExport.line(from: request.from, through: request.through, shifts: shifts,
                                                 in: calendar)
                    let path = try await services.exporter.write(text, to: request.path)
                    result = .success(ExportDone(days: request.dayCount, path: path))
                } catch {
                    result = .failure(UserFacingError(error))
                }
                guard !Task.isCancelled else { return }
                await context.dispatch(.settings(.exported(result)))
            case .save(let catalog):
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
        }
    }
}
