import Redux

/// Hands the editor's request to `ShiftEditMiddleware`, so a change from a
/// form goes the same one way as every other change.
public enum ShiftEditorMiddleware {
    public static func make() -> Middleware<AppState, AppAction, ServiceContainer> {
        Middleware("shiftEditor", accepts: { action in
            switch action {
            case .editor(.form(.submit)), .editor(.answer(true)), .editor(.sick): true
            default: false
            }
        }, run: { context in
            guard let request = context.state.editor.outgoing else { return }
            await context.dispatch(.shiftEdit(.request([request])))
        })
    }
}
