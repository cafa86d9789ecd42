import Redux
import ReduxTesting
import Synchronization
import Testing

/// Collects what a middleware dispatched when run by hand.
private final class Dispatched: Sendable {
    private let actions = Mutex<[PagerAction]>([])
    var all: [PagerAction] { actions.withLock { $0 } }
    var dispatcher: Dispatcher<PagerAction> {
        Dispatcher { [self] action in actions.withLock { $0.append(action) } }
    }
}

private let shownPage: @Sendable (PagerAction) -> Int? = { if case .show(let page) = $0 { page } else { nil } }

@Suite("Middleware(_:handling:): one function is the filter and what run is given")
@StoreActor
struct MiddlewareHandlingTests {
    @Test("accepts exactly the actions extract recognises; run is given the extracted value")
    func acceptsAndRunFollowExtract() async {
        let middleware = PagerMiddleware("tenfold", handling: shownPage) { page, context in
            await context.dispatch(.loaded(page * 10))
        }
        #expect(middleware.accepts(.show(4), PagerState()))
        #expect(!middleware.accepts(.loaded(4), PagerState()))
        #expect(!middleware.accepts(.preview(4), PagerState()))
        await middleware.run(with: .show(4), state: PagerState(), services: PagerServices(),
                             expecting: [.loaded(40)])
    }

    @Test("run for an action extract does not recognise does nothing")
    func runIgnoresOtherActions() async {
        let ran = Mutex(false)
        let middleware = PagerMiddleware("marks", handling: shownPage) { _, context in
            ran.withLock { $0 = true }
            await context.dispatch(.loaded(0))
        }
        let dispatched = Dispatched()
        await middleware.run(MiddlewareContext(state: PagerState(), action: .preview(1),
                                               services: PagerServices(), dispatch: dispatched.dispatcher))
        #expect(ran.withLock { $0 } == false)
        #expect(dispatched.all == [])
    }

    @Test("the effect is named from the extracted value, and only for actions extract recognises")
    func effectFromExtractedValue() {
        let middleware = PagerMiddleware(
            "per page", handling: shownPage, effect: { page in EffectID("page \(page % 2)") }
        ) { _, _ in }
        #expect(middleware.effect(.show(3), PagerState()) == EffectID("page 1"))
        #expect(middleware.effect(.show(4), PagerState()) == EffectID("page 0"))
        #expect(middleware.effect(.preview(3), PagerState()) == nil)
    }

    @Test("without effect:, a middleware names no effect and its runs are never cancelled")
    func noEffectNamed() async {
        let handling = PagerMiddleware("handling", handling: shownPage) { _, _ in }
        let plain = PagerMiddleware("plain", accepts: { _ in true }) { _ in }
        let named = PagerMiddleware("named", accepts: { _ in true }, effect: { _ in .page }) { _ in }
        #expect(handling.effect(.show(1), PagerState()) == nil)
        #expect(plain.effect(.show(1), PagerState()) == nil)
        #expect(named.effect(.show(1), PagerState()) == .page)

        let services = PagerServices()
        let store = PagerStore(state: PagerState(), reducer: pagerReducer, services: services,
                               middlewares: [PagerMiddlewares.unnamed])
        let interceptor = TestInterceptor<PagerState, PagerAction>()
        store.register(interceptor: interceptor)
        let first = Task { await store.dispatch(.print(1)) }
        await services.gate.waitForArrivals(1)
        let second = Task { await store.dispatch(.print(2)) }
        await services.gate.waitForArrivals(2)
        services.gate.open()
        await waitFor("both dispatches to return") {
            await first.value
            await second.value
        }
        #expect(store.state.loaded.sorted() == [1, 2])
        #expect(interceptor.effectEvents == [])
    }
}
