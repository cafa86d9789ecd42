import Redux
import ReduxTesting
import Testing

@Suite("Store: effect ids cancel the run in flight", .timeLimit(.minutes(BoundedWait.timeLimitMinutes)))
@StoreActor
struct StoreEffectTests {
    private func recorded(_ store: PagerStore) -> TestInterceptor<PagerState, PagerAction> {
        let interceptor = TestInterceptor<PagerState, PagerAction>()
        store.register(interceptor: interceptor)
        return interceptor
    }

    @Test("three loads with one id: the first two are cancelled, only the last one's follow-up is reduced")
    func newerRunCancelsOlder() async {
        let services = PagerServices()
        let store = makePagerStore(services)
        let interceptor = recorded(store)
        var dispatches: [Task<Void, Never>] = []
        for page in 1...3 {
            dispatches.append(Task { await store.dispatch(.show(page)) })
            await services.gate.waitForArrivals(page)
        }
        let older = Array(dispatches.prefix(2))
        await waitFor("the cancelled loads' dispatches to return") {
            for dispatch in older { await dispatch.value }
        }
        // Both cancelled runs left the gate and tried to dispatch: dropped.
        #expect(Set(services.log) == ["load 1", "load 2", "load 3", "dispatch loaded 1", "dispatch loaded 2"])
        #expect(store.state == PagerState(page: 3, loading: 3))
        #expect(store.effectsInFlight == [.page])

        services.gate.open()
        await waitFor("the last load's dispatch to return") { await dispatches[2].value }
        #expect(store.state == PagerState(page: 3, loading: nil, loaded: [3]))
        #expect(interceptor.actions == [.show(1), .show(2), .show(3), .loaded(3)])
        #expect(interceptor.effectEvents == [.started(.page), .cancelled(.page), .started(.page),
                                             .cancelled(.page), .started(.page)])
        #expect(store.effectsInFlight.isEmpty)
    }

    @Test("a run superseded before its turn (during the yield) never starts")
    func supersededBeforeItsTurnNeverStarts() async {
        let services = PagerServices()
        let store = makePagerStore(services)
        let interceptor = recorded(store)
        // Each is reduced at once and then yields: all three are reduced
        // before any of their middlewares' turn comes, as keys pressed quickly.
        let dispatches = (1...3).map { page in Task.immediate { await store.dispatch(.show(page)) } }
        await services.gate.waitForArrivals(1)
        services.gate.open()
        await waitFor("the three dispatches to return") {
            for dispatch in dispatches { await dispatch.value }
        }
        #expect(services.log == ["load 3", "dispatch loaded 3"])
        #expect(services.gate.arrivals == 1)
        #expect(store.state == PagerState(page: 3, loading: nil, loaded: [3]))
        #expect(interceptor.effectEvents == [.started(.page), .cancelled(.page), .started(.page),
                                             .cancelled(.page), .started(.page)])
    }

    @Test("a cancelled run whose I/O ignores cancellation dispatches nothing when the I/O returns")
    func cancelledRunDispatchesNothing() async throws {
        let services = PagerServices(ignoresCancellation: true)
        let store = makePagerStore(services)
        let interceptor = recorded(store)
        let first = Task {
            await store.dispatch(.show(1))
            services.note("first dispatch returned")
        }
        await services.gate.waitForArrivals(1)
        let second = Task { await store.dispatch(.show(2)) }
        await services.gate.waitForArrivals(2)
        // The first run is still held: its I/O does not stop when cancelled.
        #expect(services.log == ["load 1", "load 2"])

        services.gate.open()
        await waitFor("both dispatches to return") {
            await first.value
            await second.value
        }
        let log = services.log
        #expect(Set(log) == ["load 1", "load 2", "dispatch loaded 1", "dispatch loaded 2",
                             "first dispatch returned"])
        // The older dispatch returned only once its run had ended.
        let dispatched = try #require(log.firstIndex(of: "dispatch loaded 1"))
        let returned = try #require(log.firstIndex(of: "first dispatch returned"))
        #expect(dispatched < returned)
        #expect(interceptor.actions == [.show(1), .show(2), .loaded(2)])
        #expect(store.state == PagerState(page: 2, loading: nil, loaded: [2]))
    }

    @Test("runs with different ids do not cancel each other")
    func differentIDsRunSideBySide() async {
        let services = PagerServices()
        let store = makePagerStore(services)
        let interceptor = recorded(store)
        let page = Task { await store.dispatch(.show(1)) }
        await services.gate.waitForArrivals(1)
        let preview = Task { await store.dispatch(.preview(7)) }
        await services.gate.waitForArrivals(2)
        #expect(store.effectsInFlight == [.page, .preview])

        services.gate.open()
        await waitFor("both dispatches to return") {
            await page.value
            await preview.value
        }
        #expect(store.state == PagerState(page: 1, loading: nil, loaded: [1], previewed: [7]))
        #expect(interceptor.effectEvents == [.started(.page), .started(.preview)])
    }

    @Test("runs without an id are never cancelled, however many are in flight")
    func noIDNoCancellation() async {
        let services = PagerServices()
        let store = makePagerStore(services)
        let interceptor = recorded(store)
        let first = Task { await store.dispatch(.print(1)) }
        await services.gate.waitForArrivals(1)
        let second = Task { await store.dispatch(.print(2)) }
        await services.gate.waitForArrivals(2)
        #expect(store.effectsInFlight.isEmpty)

        services.gate.open()
        await waitFor("both dispatches to return") {
            await first.value
            await second.value
        }
        #expect(store.state.loaded.sorted() == [1, 2])
        #expect(interceptor.effectEvents == [])
    }

    @Test("an action with an effect and a plain middleware: only the effect's run is cancelled",
          arguments: [MiddlewareExecution.concurrent, .sequential])
    func plainMiddlewareBesideAnEffect(execution: MiddlewareExecution) async {
        let services = PagerServices()
        // Accepts what `load` accepts, with no id: answers each page with a preview.
        let plain = PagerMiddleware(
            "plain", handling: { if case .show(let page) = $0 { page } else { nil } }
        ) { page, context in
            await context.dispatch(.previewLoaded(await context.services.load(page)))
        }
        let store = PagerStore(state: PagerState(), reducer: pagerReducer, services: services,
                               middlewares: [plain, PagerMiddlewares.load], middlewareExecution: execution)
        let interceptor = recorded(store)
        // Concurrent: the plain middleware and the load both wait at the
        // gate. Sequential: the plain one waits, the load has not started.
        let perDispatch = execution == .concurrent ? 2 : 1
        let first = Task { await store.dispatch(.show(1)) }
        await services.gate.waitForArrivals(perDispatch)
        let second = Task { await store.dispatch(.show(2)) }
        await services.gate.waitForArrivals(2 * perDispatch)
        services.gate.open()
        await waitFor("both dispatches to return") {
            await first.value
            await second.value
        }
        // Concurrent: the first load was cancelled at the gate. Sequential:
        // it was cancelled while the plain middleware before it still ran,
        // so it never started.
        #expect(services.log.filter { $0 == "load 1" }.count == (execution == .concurrent ? 2 : 1))
        #expect(store.state.loaded == [2])
        #expect(store.state.previewed.sorted() == [1, 2])
        #expect(interceptor.effectEvents == [.started(.page), .cancelled(.page), .started(.page)])
    }

    @Test("cancelEffect cancels the run in flight: its dispatch returns with nothing reduced")
    func cancelEffectByID() async {
        let services = PagerServices()
        let store = makePagerStore(services)
        let interceptor = recorded(store)
        let load = Task { await store.dispatch(.show(1)) }
        await services.gate.waitForArrivals(1)
        #expect(store.cancelEffect(.preview) == false)
        #expect(store.cancelEffect(.page))
        #expect(store.effectsInFlight.isEmpty)
        await waitFor("the cancelled dispatch to return") { await load.value }
        #expect(!services.gate.isOpen)
        #expect(services.log == ["load 1", "dispatch loaded 1"])
        #expect(store.state == PagerState(page: 1, loading: 1))
        #expect(store.cancelEffect(.page) == false)
        #expect(interceptor.effectEvents == [.started(.page), .cancelled(.page)])
    }

    @Test("cancelling the dispatching task cancels its effect run and drops its dispatches, told as no effect cancellation")
    func cancellingTheDispatchCancelsItsRuns() async {
        let services = PagerServices(ignoresCancellation: true)
        let store = makePagerStore(services)
        let interceptor = recorded(store)
        let load = Task { await store.dispatch(.show(1)) }
        await services.gate.waitForArrivals(1)
        load.cancel()
        services.gate.open()
        await waitFor("the cancelled dispatch to return") { await load.value }
        #expect(services.log == ["load 1", "dispatch loaded 1"])
        #expect(interceptor.actions == [.show(1)])
        #expect(interceptor.effectEvents == [.started(.page)])
        #expect(store.effectsInFlight.isEmpty)
    }
}

@Suite("Store: effect ids with only named middlewares", .timeLimit(.minutes(BoundedWait.timeLimitMinutes)))
@StoreActor
struct StoreOnlyNamedEffectsTests {
    @Test("a store whose every middleware names its effect still cancels the run in flight")
    func onlyNamedMiddlewares() async {
        let services = PagerServices()
        let store = PagerStore(state: PagerState(), reducer: pagerReducer, services: services,
                               middlewares: [PagerMiddlewares.load])
        let first = Task { await store.dispatch(.show(1)) }
        await services.gate.waitForArrivals(1)
        let second = Task { await store.dispatch(.show(2)) }
        await services.gate.waitForArrivals(2)
        await waitFor("the superseded load's dispatch to return") { await first.value }
        #expect(store.effectsInFlight == [.page])
        services.gate.open()
        await waitFor("the newer load's dispatch to return") { await second.value }
        #expect(store.state == PagerState(page: 2, loading: nil, loaded: [2]))
    }
}
