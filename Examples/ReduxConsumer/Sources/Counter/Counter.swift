import Redux

/// A counter whose count can be saved: the smallest feature with a side
/// effect that takes time.
public struct CounterState: Equatable, Sendable {
    public var count: Int
    public var isSaving = false
    public var savedCount: Int?
    public var saveError: String?

    public init(count: Int = 0) {
        self.count = count
    }
}

public enum CounterAction: Equatable, Sendable {
    case increment
    case decrement
    case saveTapped
    case saved(Int)
    case saveFailed(String)

    // Each case with a payload as a property, so a test receives it by key
    // path: `store.receive(\.saved)`.
    public var saved: Int? { if case .saved(let count) = self { count } else { nil } }
    public var saveFailed: String? { if case .saveFailed(let reason) = self { reason } else { nil } }
}

/// What the middleware may touch outside the state.
public struct CounterServices: Sendable {
    public var save: @Sendable (Int) async throws -> Void

    public init(save: @escaping @Sendable (Int) async throws -> Void) {
        self.save = save
    }
}

public let counterReducer = Reducer<CounterState, CounterAction> { state, action in
    switch action {
    case .increment:
        state.count += 1
    case .decrement:
        state.count -= 1
    case .saveTapped:
        state.isSaving = true
        state.saveError = nil
    case .saved(let count):
        state.isSaving = false
        state.savedCount = count
    case .saveFailed(let reason):
        state.isSaving = false
        state.saveError = reason
    }
}

/// Saves the count the reducer left; a failure becomes an action.
public let saveMiddleware = Middleware<CounterState, CounterAction, CounterServices>(
    "save", accepts: { $0 == .saveTapped }
) { context in
    let count = context.state.count
    do {
        try await context.services.save(count)
        await context.dispatch(.saved(count))
    } catch {
        await context.dispatch(.saveFailed("\(error)"))
    }
}

/// What a SwiftUI view would hold. It reads the store's state synchronously
/// on the main actor, which compiles only because the package trait
/// `MainActorStore` puts the store there.
@MainActor
public final class CounterModel {
    public let store: Store<CounterState, CounterAction, CounterServices>

    public init(services: CounterServices) {
        store = Store(state: CounterState(), reducer: counterReducer, services: services,
                      middlewares: [saveMiddleware])
    }

    public var title: String {
        let state = store.state
        if state.isSaving { return "\(state.count) (saving)" }
        if state.savedCount == state.count { return "\(state.count) (saved)" }
        return "\(state.count)"
    }

    public func tapped(_ action: CounterAction) async {
        await store.dispatch(action)
    }
}
