import Redux
import ReduxTesting
import Synchronization

/// Seed 000's app: a slice of state that asks for data by entering `.request`.
struct FetchState: Hashable, Sendable {
    enum Phase: Hashable, Sendable {
        case idle
        case request(String)
        case success(String)
        case failure(String)
    }

    var phase: Phase = .idle
    var unrelated = 0
}

enum FetchAction: Hashable, Sendable {
    case fetch(String)
    case fetched(Result<String, FetchError>)
    case bumpUnrelated
}

struct FetchError: Error, Hashable, Sendable {
    var message: String
}

let fetchReducer = Reducer<FetchState, FetchAction> { state, action in
    switch action {
    case .fetch(let query): state.phase = .request(query)
    case .fetched(.success(let data)): state.phase = .success(data)
    case .fetched(.failure(let error)): state.phase = .failure(error.message)
    case .bumpUnrelated: state.unrelated += 1
    }
}

/// The fake data service: answers from a table, logs each query, fails on
/// cue and can hold calls at a gate.
final class FakeDataService: Sendable {
    private struct Script {
        var answers: [String: String] = [:]
        var failing: Set<String> = []
        var queries: [String] = []
        var gate: AsyncGate?
    }

    private let script: Mutex<Script>

    init(answers: [String: String], failing: Set<String> = [], gate: AsyncGate? = nil) {
        script = Mutex(Script(answers: answers, failing: failing, gate: gate))
    }

    var queries: [String] { script.withLock { $0.queries } }

    func fetch(_ query: String) async throws(FetchError) -> String {
        let (gate, answer, fails) = script.withLock { s in
            s.queries.append(query)
            return (s.gate, s.answers[query], s.failing.contains(query))
        }
        if let gate { await gate.pass() }
        if fails { throw FetchError(message: "cannot fetch \(query)") }
        return answer ?? ""
    }
}

/// The handler under test: the app would create it once, next to the store.
@StoreActor
func makeFetchTrigger(
    store: some StoreProtocol<FetchState, FetchAction>, service: FakeDataService
) -> StateTrigger<FetchState, FetchAction, String> {
    StateTrigger(store: store, request: { state in
        if case .request(let query) = state.phase { query } else { nil }
    }, perform: { query in
        do throws(FetchError) { return .fetched(.success(try await service.fetch(query))) }
        catch { return .fetched(.failure(error)) }
    })
}
