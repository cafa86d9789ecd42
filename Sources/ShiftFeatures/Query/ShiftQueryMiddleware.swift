import Foundation
import Redux
import ShiftModel

/// Asks the calendar service; never throws: a failure becomes `.answered(.failure)`.
package enum ShiftQueryMiddleware {
    package static func make() -> Middleware<ShiftQueryState, ShiftQueryAction, ServiceContainer> {
        Middleware("query", handling: { action in
            if case .ask(let question) = action { return question }
            return nil
        }, run: { question, context in
            let calendar = context.services.clock.calendar
            let result: Result<[ScheduledShift], UserFacingError>
            do {
                let loaded = try await context.services.calendar.shifts(
                    in: ShiftQueryReducer.interval(for: question, in: calendar))
                result = .success(ShiftQueryReducer.answer(question, from: loaded, in: calendar))
            } catch {
                result = .failure(UserFacingError(error))
            }
            await context.dispatch(.answered(result))
        })
    }

    @UIActor
    package static func makeStore(services: ServiceContainer) -> ShiftQueryStore {
        ShiftQueryStore(state: ShiftQueryState(), reducer: ShiftQueryReducer.reducer, services: services,
                        middlewares: [make()])
    }
}
