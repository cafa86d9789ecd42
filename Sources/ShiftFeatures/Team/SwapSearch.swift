import Foundation
import Redux
import ShiftModel

/// The swap finder on the Team screen: for the user's shift on the cursor's
/// day, who could take it in a straight swap and who is free that day at
/// all. Nothing is changed; it helps the user ask.
package enum TeamSwaps: Hashable, Sendable {
    case finding(ScheduledShift)
    case found(SwapOptions)
    case failed(ScheduledShift, UserFacingError)
}

/// `s` on the Team screen: the user's first shift of work on the cursor's
/// day (of a type that is work: an appointment is not swapped), from their
/// own row as loaded; nil with none there.
package enum TeamIntent {
    package static func findSwaps(in state: AppState) -> AppAction? {
        guard let cursor = state.team.cursor, case .loaded(let mine)? = state.team.rows[.own] else { return nil }
        let catalog = state.catalog.catalog
        guard let shift = mine.filter({ $0.day == cursor && TeamMath.isAtWork($0) && catalog.counting(of: $0) == .work })
            .sorted(by: ScheduledShift.startOrder).first else { return nil }
        return .team(.findSwaps(shift))
    }
}

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
