import ReduxTesting
import ShiftFeatures
import ShiftModel
import Synchronization

/// An in-memory `CatalogService` for tests: the stored catalog (nil: none
/// yet, a first run), a log of calls, scripted failures and an optional gate.
package final class MockCatalogService: CatalogService {
    package enum Call: Hashable, Sendable {
        case load
        case save(Catalog)
    }

    private struct State {
        var stored: Catalog?
        var calls: [Call] = []
        var loadFailures: [any Error] = []
        var saveFailures: [any Error] = []
        var gate: AsyncGate?
    }

    private let state: Mutex<State>

    package init(catalog: Catalog? = nil) {
        state = Mutex(State(stored: catalog))
    }

    package var calls: [Call] { state.withLock { $0.calls } }

    /// What was saved last (or given at the start).
    package var stored: Catalog? { state.withLock { $0.stored } }

    package func failNextLoad(with error: any Error = MockCalendarService.ScriptedFailure("scripted failure")) {
        state.withLock { $0.loadFailures.append(error) }
    }

    package func failNextSave(with error: any Error = MockCalendarService.ScriptedFailure("scripted failure")) {
        state.withLock { $0.saveFailures.append(error) }
    }

    package func hold(at gate: AsyncGate?) {
        state.withLock { $0.gate = gate }
    }

    package func load() async throws -> Catalog? {
        try await begin(.load)
        return state.withLock { $0.stored }
    }

    package func save(_ catalog: Catalog) async throws {
        try await begin(.save(catalog))
        state.withLock { $0.stored = catalog }
    }

    private func begin(_ call: Call) async throws {
        let gate = state.withLock { s -> AsyncGate? in
            s.calls.append(call)
            return s.gate
        }
        if let gate { await gate.pass() }
        try Task.checkCancellation()
        let failure = state.withLock { s -> (any Error)? in
            if case .load = call { return s.loadFailures.isEmpty ? nil : s.loadFailures.removeFirst() }
            return s.saveFailures.isEmpty ? nil : s.saveFailures.removeFirst()
        }
        if let failure { throw failure }
    }
}
