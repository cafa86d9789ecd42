import Redux
import ReduxTesting
import Synchronization

/// A pager app to test effect ids: showing a page loads it, and a newer
/// page's load cancels the one in flight.
struct PagerState: Hashable, Sendable {
    /// The page shown, and the one whose load is awaited.
    var page = 0
    var loading: Int?
    /// Pages whose load landed, in order.
    var loaded: [Int] = []
    var previewed: [Int] = []
}

enum PagerAction: Hashable, Sendable {
    /// Loads through `PagerMiddlewares.load` (effect `page`).
    case show(Int)
    /// Loads through `PagerMiddlewares.preview` (effect `preview`).
    case preview(Int)
    /// Loads through `PagerMiddlewares.unnamed` (no effect id).
    case print(Int)
    case loaded(Int)
    case previewLoaded(Int)
}

let pagerReducer = Reducer<PagerState, PagerAction> { state, action in
    switch action {
    case .show(let page):
        state.page = page
        state.loading = page
    case .loaded(let page):
        state.loaded.append(page)
        if state.loading == page { state.loading = nil }
    case .previewLoaded(let page):
        state.previewed.append(page)
    case .preview, .print:
        break
    }
}

extension EffectID {
    static let page = EffectID("page")
    static let preview = EffectID("preview")
}

/// The pager's I/O: each load waits at the gate. A load that ignores
/// cancellation waits for the gate in a task of its own, as a call into a
/// library that cannot be interrupted would.
final class PagerServices: Sendable {
    let gate: AsyncGate
    let ignoresCancellation: Bool
    private let events = Mutex<[String]>([])

    init(gate: AsyncGate = AsyncGate(), ignoresCancellation: Bool = false) {
        self.gate = gate
        self.ignoresCancellation = ignoresCancellation
    }

    /// What the middlewares did, in order.
    var log: [String] { events.withLock { $0 } }

    func note(_ event: String) {
        events.withLock { $0.append(event) }
    }

    func load(_ page: Int) async -> Int {
        note("load \(page)")
        if ignoresCancellation {
            let gate = self.gate
            await Task { await gate.pass() }.value
        } else {
            await gate.pass()
        }
        return page
    }
}

typealias PagerStore = Store<PagerState, PagerAction, PagerServices>
typealias PagerMiddleware = Middleware<PagerState, PagerAction, PagerServices>

/// None of them checks `Task.isCancelled`: dropping a cancelled run's
/// dispatches is the store's job.
enum PagerMiddlewares {
    static let load = PagerMiddleware(
        "load", handling: { if case .show(let page) = $0 { page } else { nil } },
        effect: { _ in .page }
    ) { page, context in
        let loaded = await context.services.load(page)
        context.services.note("dispatch loaded \(loaded)")
        await context.dispatch(.loaded(loaded))
    }

    static let preview = PagerMiddleware(
        "preview", handling: { if case .preview(let page) = $0 { page } else { nil } },
        effect: { _ in .preview }
    ) { page, context in
        await context.dispatch(.previewLoaded(await context.services.load(page)))
    }

    /// Like `load`, with no effect id.
    static let unnamed = PagerMiddleware(
        "unnamed", handling: { if case .print(let page) = $0 { page } else { nil } }
    ) { page, context in
        await context.dispatch(.loaded(await context.services.load(page)))
    }

    static let all = [load, preview, unnamed]
}

@StoreActor
func makePagerStore(_ services: PagerServices = PagerServices(),
                    execution: MiddlewareExecution = .concurrent) -> PagerStore {
    PagerStore(state: PagerState(), reducer: pagerReducer, services: services,
               middlewares: PagerMiddlewares.all, middlewareExecution: execution)
}
