import Foundation
import Redux
import ShiftModel

/// Reads team.json, then each row's shifts over the span shown, each row
/// read on its own: a slow or failing member holds no other row back, and
/// a newer span's loads cancel the older span's still in flight.
package enum TeamMiddleware {
    package static let teamEffect = EffectID("team.load")

    /// The rows' loads over one span: a newer span's cancel these.
    package static let rowsEffect = EffectID("team.rows.load")

    package static func make() -> [Middleware<AppState, AppAction, ServiceContainer>] {
        [loadTeam(), loadRows(), OnWithYouMiddleware.make(), SwapSearchMiddleware.make(), sync()]
    }

    static func requested<Found>(_ extract: @escaping @Sendable (TeamEffect) -> Found?)
        -> @Sendable (AppState) -> Found? {
        AppState.requested { if case .team(let effect) = $0 { extract(effect) } else { nil } }
    }

    /// team.json, when the reducer marked it loading.
    static func loadTeam() -> Middleware<AppState, AppAction, ServiceContainer> {
        Middleware("team.load", requested: requested { if case .loadTeam = $0 { () } else { nil } },
                   effect: { _ in teamEffect }, run: { _, context in
            let result: Result<Team, UserFacingError>
            do {
                result = .success(try await context.services.team.load())
            } catch {
                result = .failure(UserFacingError(error))
            }
            guard !Task.isCancelled else { return }
            await context.dispatch(.team(.teamLoaded(result)))
        })
    }

    /// The rows the reducer marked loading over the span (the rows on
    /// screen: see `TeamState.rowsShown`), each read on its own, all started
    /// in row order before any answer comes. Answers that come in while a
    /// frame is drawn go out together (`RowAnswers`): 61 quick rows are a
    /// few frames, not 61, and a slow row still holds no other back.
    static func loadRows() -> Middleware<AppState, AppAction, ServiceContainer> {
        Middleware("team.rows.load", requested: requested { if case .loadRows = $0 { $0 } else { nil } },
                   effect: { _ in rowsEffect }, run: { effect, context in
            guard case .loadRows(let span, let rows) = effect else { return }
            await load(rows, of: context.state.team.team, over: span, services: context.services,
                       dispatch: context.dispatch)
        })
    }

    /// `r`: the sync through the team sync service; its outcome reads the
    /// screen again (the reducer requests that).
    static func sync() -> Middleware<AppState, AppAction, ServiceContainer> {
        Middleware("team.sync", requested: requested { if case .sync = $0 { () } else { nil } }) { _, context in
            let outcomes = await context.services.teamSync.syncTeam()
            await context.dispatch(.team(.synced(outcomes)))
        }
    }

    /// The store runs middlewares on its actor, the UI actor, where the
    /// answers are gathered.
    @UIActor
    static func load(_ rows: [TeamRowID], of team: Team, over span: TeamSpan, services: ServiceContainer,
                     dispatch: Dispatcher<AppAction>) async {
        let interval = span.interval(in: services.clock.calendar)
        let answers = RowAnswers(span: span, dispatch: dispatch)
        await withTaskGroup(of: Void.self) { group in
            for row in rows {
                let member: TeamMember?
                switch row {
                case .own: member = nil
                case .member(let id):
                    guard let known = team.member(id) else { continue }
                    member = known
                }
                group.addImmediateTask { @UIActor in
                    let load = await Self.load(row, member: member, in: interval, services: services)
                    guard !Task.isCancelled else { return }
                    await answers.arrived(row, load)
                }
            }
        }
    }

    /// One row's shifts: the user's own from their calendar (as the
    /// Schedule reads it), a member's through the team service.
    static func load(_ row: TeamRowID, member: TeamMember?, in interval: DateInterval,
                     services: ServiceContainer) async -> TeamRowLoad {
        guard let member else {
            do {
                return .loaded(try await services.calendar.shifts(in: interval))
            } catch {
                return .failed(.own(UserFacingError(error)))
            }
        }
        switch await services.team.rota(of: member, in: interval).shifts {
        case .success(let shifts): return .loaded(shifts)
        case .failure(let problem): return .failed(.member(problem))
        }
    }
}
