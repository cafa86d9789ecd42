import Redux

/// The whole app's state: one slice per feature.
public struct AppState: Hashable, Sendable {
    public var today: TodayState

    public init(today: TodayState = TodayState()) {
        self.today = today
    }
}

public enum AppAction: Hashable, Sendable {
    case today(TodayAction)
}

public typealias AppStore = Store<AppState, AppAction, ServiceContainer>

public enum AppReducer {
    public static let reducer = Reducer<AppState, AppAction>.scope(
        TodayReducer.reducer, state: \AppState.today,
        action: { if case .today(let action) = $0 { action } else { nil } })

    public static func middlewares() -> [Middleware<AppState, AppAction, ServiceContainer>] {
        [TodayMiddleware.make()]
    }

    @UIActor
    public static func makeStore(services: ServiceContainer, state: AppState = AppState()) -> AppStore {
        AppStore(state: state, reducer: reducer, services: services, middlewares: middlewares())
    }
}
