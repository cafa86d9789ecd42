import Redux
import ReduxTesting
import Testing

/// A pager whose reducer requests the page's load: showing the page
/// already shown is refused and requests nothing.
private struct RequestingPager: Hashable, Sendable {
    var page = 0
    var loaded: [Int] = []
    var requested = EffectRequests<PageRequest>()
}

private enum PageRequest: Hashable, Sendable {
    case load(Int)
}

private let pageReducer = EffectReducer<Int, Void, PagerAction, PageRequest> { page, action, _ in
    guard case .show(let shown) = action, shown != page else { return nil }
    page = shown
    return .load(shown)
}

private let requestingReducer = Reducer<RequestingPager, PagerAction>.combine(
    Reducer { state, _ in state.requested = EffectRequests() },
    Reducer.scope(pageReducer, state: \.page, action: { $0 }, requests: \.requested, effect: { $0 }),
    Reducer { state, action in
        if case .loaded(let page) = action { state.loaded.append(page) }
    }
)

/// Runs for a requested load only, under the effect id `page`.
private let requestedLoad = Middleware<RequestingPager, PagerAction, PagerServices>(
    "load", requested: { state in state.requested.first { if case .load(let page) = $0 { page } else { nil } } },
    effect: { _ in .page }
) { page, context in
    let loaded = await context.services.load(page)
    await context.dispatch(.loaded(loaded))
}

@Suite("Middleware(requested:): runs for the reducer's request, under its effect id",
       .timeLimit(.minutes(BoundedWait.timeLimitMinutes)))
@StoreActor
struct RequestedEffectTests {
    private func makeStore(_ services: PagerServices) -> (Store<RequestingPager, PagerAction, PagerServices>,
                                                         TestInterceptor<RequestingPager, PagerAction>) {
        let store = Store(state: RequestingPager(), reducer: requestingReducer, services: services,
                          middlewares: [requestedLoad])
        let interceptor = TestInterceptor<RequestingPager, PagerAction>()
        store.register(interceptor: interceptor)
        return (store, interceptor)
    }

    @Test("three requests in a row: the first two runs are cancelled, only the last one's answer lands")
    func newerRequestCancelsOlder() async {
        let services = PagerServices()
        let (store, interceptor) = makeStore(services)
        var dispatches: [Task<Void, Never>] = []
        for page in 1...3 {
            dispatches.append(Task { await store.dispatch(.show(page)) })
            await services.gate.waitForArrivals(page)
        }
        services.gate.open()
        await waitFor("the three dispatches to return") {
            for dispatch in dispatches { await dispatch.value }
        }
        #expect(store.state == RequestingPager(page: 3, loaded: [3]))
        #expect(interceptor.actions == [.show(1), .show(2), .show(3), .loaded(3)])
        #expect(interceptor.effectEvents == [.started(.page), .cancelled(.page), .started(.page),
                                             .cancelled(.page), .started(.page)])
    }

    @Test("a refused action requests nothing: no run starts, and the one in flight is not cancelled")
    func refusedActionRunsNothing() async {
        let services = PagerServices()
        let (store, interceptor) = makeStore(services)
        let first = Task { await store.dispatch(.show(1)) }
        await services.gate.waitForArrivals(1)
        // The page shown again: refused by the reducer.
        await store.dispatch(.show(1))
        services.gate.open()
        await waitFor("the first dispatch to return") { await first.value }
        #expect(services.log == ["load 1"])
        #expect(store.state == RequestingPager(page: 1, loaded: [1]))
        #expect(interceptor.effectEvents == [.started(.page)])
    }
}
