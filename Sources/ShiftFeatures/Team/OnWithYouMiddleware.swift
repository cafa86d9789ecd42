import Foundation
import Redux
import ShiftModel

/// After Today's day lands: reads the team and each member's shifts around
/// that day, and says who works beside the user (`TeamMath.onWithYou`).
/// Runs after the day's own load, never before it; dispatches only when the
/// answer differs from what is shown, so with no team nothing happens.
package enum OnWithYouMiddleware {
    package static func make() -> Middleware<AppState, AppAction, ServiceContainer> {
        Middleware("team.onWithYou", handling: { (action: AppAction) -> DaySchedule? in
            guard case .today(.loaded(.success(let schedule))) = action else { return nil }
            return schedule
        }, run: { schedule, context in
            let services = context.services
            guard let team = try? await services.team.load() else { return }
            let found: OnWithYou?
            if team.members.isEmpty {
                found = nil
            } else {
                let calendar = services.clock.calendar
                // The day and the night after it: an overnight shift of the user's reaches into it.
                let interval = DateInterval(start: schedule.day.start(in: calendar),
                                            end: schedule.day.adding(days: 2).start(in: calendar))
                let rotas = await withTaskGroup(of: (Int, MemberRota).self) { group in
                    for (index, member) in team.members.enumerated() {
                        group.addTask { (index, await services.team.rota(of: member, in: interval)) }
                    }
                    var rotas: [(Int, MemberRota)] = []
                    for await rota in group { rotas.append(rota) }
                    return rotas.sorted { $0.0 < $1.0 }.map(\.1)
                }
                found = OnWithYou(day: schedule.day, members: TeamMath.onWithYou(
                    rotas: rotas, yours: schedule.shifts, on: schedule.day))
            }
            guard !Task.isCancelled, found != context.state.team.onWithYou else { return }
            await context.dispatch(.team(.onWithYouFound(found)))
        })
    }
}
