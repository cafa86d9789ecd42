import Foundation
import Redux
import ShiftModel

/// Reads team.json, then each row's shifts over the span shown, each row
/// under an effect of its own: a slow or failing member holds no other row
/// back, and a newer span's load of a row cancels that row's load in flight.
public enum TeamMiddleware {
    public static let teamEffect = EffectID("team.load")

    public static func rowEffect(_ row: TeamRowID) -> EffectID {
        switch row {
        case .own: EffectID("team.row.own")
        case .member(let id): EffectID("team.row.member.\(id)")
        }
    }

    public static func make() -> [Middleware<AppState, AppAction, ServiceContainer>] {
        [loadTeam(), startRows(), loadRow(), OnWithYouMiddleware.make(), SwapSearchMiddleware.make()]
    }

    /// team.json, when the reducer marked it loading.
    static func loadTeam() -> Middleware<AppState, AppAction, ServiceContainer> {
        Middleware("team.load", handling: { (action: AppAction) -> TeamAction? in
            guard let own = TeamAction(app: action) else { return nil }
            switch own {
            case .opened, .reload: return own
            default: return nil
            }
        }, effect: { _ in teamEffect }, run: { _, context in
            guard context.state.screen == .team, context.state.team.status == .loading else { return }
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

    /// After an action that may have marked rows loading: one `.loadRow`
    /// per such row, all started at once (each reduced in row order before
    /// any answer comes), then waited for.
    static func startRows() -> Middleware<AppState, AppAction, ServiceContainer> {
        Middleware("team.rows", handling: { (action: AppAction) -> TeamAction? in
            guard case .team(let own) = action else { return nil }
            switch own {
            case .teamLoaded(.success), .moveCursor, .goToToday, .commitGoTo: return own
            default: return nil
            }
        }, run: { _, context in
            let team = context.state.team
            guard let span = team.span else { return }
            let loading = team.rowIDs.filter { team.rows[$0] == .loading }
            guard !loading.isEmpty else { return }
            let dispatch = context.dispatch
            var started: [Task<Void, Never>] = []
            for row in loading {
                started.append(Task.immediate { @UIActor in await dispatch(.team(.loadRow(row, span))) })
            }
            for task in started { await task.value }
        })
    }

    /// One row's shifts: the user's own from their calendar (as the
    /// Schedule reads it), a member's through the team service.
    static func loadRow() -> Middleware<AppState, AppAction, ServiceContainer> {
        Middleware("team.row", handling: { (action: AppAction) -> (TeamRowID, TeamSpan)? in
            guard case .team(.loadRow(let row, let span)) = action else { return nil }
            return (row, span)
        }, effect: { rowEffect($0.0) }, run: { request, context in
            let (row, span) = request
            let services = context.services
            let interval = span.interval(in: services.clock.calendar)
            let load: TeamRowLoad
            switch row {
            case .own:
                do {
                    load = .loaded(try await services.calendar.shifts(in: interval))
                } catch {
                    load = .failed(.own(UserFacingError(error)))
                }
            case .member(let id):
                guard let member = context.state.team.team.member(id) else { return }
                switch await services.team.rota(of: member, in: interval).shifts {
                case .success(let shifts): load = .loaded(shifts)
                case .failure(let problem): load = .failed(.member(problem))
                }
            }
            guard !Task.isCancelled else { return }
            await context.dispatch(.team(.rowLoaded(row, span, load)))
        })
    }
}
