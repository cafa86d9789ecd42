import Redux

/// Hands a bulk change to `ShiftEditMiddleware` as one request list, so it
/// is planned, written and recorded like every other change: all or nothing,
/// one undo step.
public enum BulkEditMiddleware {
    public static func make() -> Middleware<AppState, AppAction, ServiceContainer> {
        Middleware("bulkEdit", accepts: { action in
            switch action {
            case .bulk(.form(.submit)), .bulk(.answer(true)): true
            default: false
            }
        }, run: { context in
            guard let requests = context.state.bulk.outgoing else { return }
            await context.dispatch(.shiftEdit(.request(requests)))
        })
    }
}
