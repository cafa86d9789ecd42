import Foundation
import Redux
import ShiftModel

/// Reads the user's shifts and every member's over the days the finder
/// needs (four weeks on, and what the rules look at around them), then asks
/// `SwapFinder`. A newer search cancels the one in flight.
package enum SwapSearchMiddleware {
    package static let effect = EffectID("team.swaps")

    package static func make() -> Middleware<AppState, AppAction, ServiceContainer> {
        Middleware("team.swaps", handling: { (action: AppAction) -> ScheduledShift? in
            guard case .team(.findSwaps(let shift)) = action else { return nil }
            return shift
        }, effect: { _ in effect }, run: { shift, context in
            let services = context.services
            let calendar = services.clock.calendar
            let finder = SwapFinder(calculator: HoursCalculator(catalog: context.state.catalog.catalog, calendar: calendar,
                                                               holidays: context.state.holidays.holidays))
            let days = finder.neededDays(for: shift.day)
            let interval = DateInterval(start: days.lowerBound.start(in: calendar),
                                        end: days.upperBound.adding(days: 1).start(in: calendar))
            let members = context.state.team.team.members
            let result: Result<SwapOptions, UserFacingError>
            do {
                let yours = try await services.calendar.shifts(in: interval)
                let rotas = await withTaskGroup(of: (Int, MemberRota).self) { group in
                    for (index, member) in members.enumerated() {
                        group.addTask { (index, await services.team.rota(of: member, in: interval)) }
                    }
                    var rotas: [(Int, MemberRota)] = []
                    for await rota in group { rotas.append(rota) }
                    return rotas.sorted { $0.0 < $1.0 }.map(\.1)
                }
                result = .success(finder.options(for: shift, yours: yours, rotas: rotas))
            } catch {
                result = .failure(UserFacingError(error))
            }
            guard !Task.isCancelled else { return }
            await context.dispatch(.team(.swapsFound(shift, result)))
        })
    }
}
