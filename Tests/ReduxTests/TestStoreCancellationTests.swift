import Redux
import ReduxTesting
import Testing

@StoreActor
private func makePagerTestStore(
    _ services: PagerServices, exhaustivity: Exhaustivity = .on,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> TestStore<PagerState, PagerAction, PagerServices> {
    TestStore(initialState: PagerState(), reducer: pagerReducer, services: services,
              middlewares: PagerMiddlewares.all, exhaustivity: exhaustivity,
              fileID: fileID, filePath: filePath, line: line, column: column)
}

extension TestStore where State == PagerState, Action == PagerAction, Services == PagerServices {
    /// Shows page 1 on a fresh pager: its load starts (and waits at the
    /// gate). A failure is reported at the caller's line.
    @discardableResult
    func startFirstPage(fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column) async -> TestStoreTask {
        await start(.show(1), assert: {
            $0.page = 1
            $0.loading = 1
        }, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

@Suite("TestStore: effect cancellations are asserted", .timeLimit(.minutes(BoundedWait.timeLimitMinutes)))
@StoreActor
struct TestStoreCancellationTests {
    @Test("each load superseded by a newer one is asserted with receiveCancellation; only the last lands")
    func supersededLoadsAsserted() async {
        let services = PagerServices()
        let store = makePagerTestStore(services)
        await store.startFirstPage()
        await services.gate.waitForArrivals(1)
        _ = await store.start(.show(2)) {
            $0.page = 2
            $0.loading = 2
        }
        await store.receiveCancellation(of: .page)
        await services.gate.waitForArrivals(2)
        _ = await store.start(.show(3)) {
            $0.page = 3
            $0.loading = 3
        }
        await store.receiveCancellation(of: .page)
        await services.gate.waitForArrivals(3)
        services.gate.open()
        await store.receive(.loaded(3)) {
            $0.loading = nil
            $0.loaded = [3]
        }
        await store.finish()
        #expect(store.state == PagerState(page: 3, loaded: [3]))
    }

    @Test("a cancellation by cancelEffect is asserted the same way")
    func cancelEffectAsserted() async {
        let services = PagerServices()
        let store = makePagerTestStore(services)
        let load = await store.startFirstPage()
        await services.gate.waitForArrivals(1)
        store.store.cancelEffect(.page)
        await store.receiveCancellation(of: .page)
        await load.finish()
        await store.finish()
        #expect(store.state == PagerState(page: 1, loading: 1))
    }

    @Test("receiveCancellation waits for a cancellation still to come while a started action runs")
    func waitsForCancellation() async {
        let services = PagerServices()
        let store = makePagerTestStore(services)
        await store.startFirstPage()
        // Cancelled from another task, later: the assertion must wait, not fail.
        Task { @StoreActor in
            await services.gate.waitForArrivals(1)
            store.store.cancelEffect(.page)
        }
        await store.receiveCancellation(of: .page)
        await store.finish()
    }

    @Test("cancelling the task start returned is the test's own doing: nothing to assert")
    func cancelledStartNeedsNoAssertion() async {
        let services = PagerServices()
        let store = makePagerTestStore(services)
        let load = await store.startFirstPage()
        await services.gate.waitForArrivals(1)
        await load.cancel()
        await store.finish()
        #expect(store.state == PagerState(page: 1, loading: 1))
    }

    @Test("skipCancellations drops them on purpose")
    func skipCancellations() async {
        let services = PagerServices()
        let store = makePagerTestStore(services)
        await store.startFirstPage()
        _ = await store.start(.show(2)) {
            $0.page = 2
            $0.loading = 2
        }
        store.skipCancellations()
        services.gate.open()
        await store.receive(.loaded(2)) {
            $0.loading = nil
            $0.loaded = [2]
        }
        await store.finish()
    }

    @Test("non-exhaustive: cancellations need no assertion, and one asserted skips other effects'")
    func nonExhaustive() async {
        let services = PagerServices()
        let store = makePagerTestStore(services, exhaustivity: .off)
        _ = await store.start(.preview(1))
        _ = await store.start(.preview(2))
        _ = await store.start(.show(1)) { $0.page = 1 }
        _ = await store.start(.show(2)) { $0.page = 2 }
        await store.receiveCancellation(of: .page)
        _ = await store.start(.show(3)) { $0.page = 3 }
        services.gate.open()
        await store.receive(.loaded(3)) { $0.loaded = [3] }
        await store.finish()
        #expect(store.state == PagerState(page: 3, loaded: [3], previewed: [2]))
    }
}

@Suite("TestStore: wrong cancellation expectations are reported", .timeLimit(.minutes(BoundedWait.timeLimitMinutes)))
@StoreActor
struct TestStoreCancellationFailureTests {
    @Test("a cancellation not asserted before the next send fails that send, listed")
    func unassertedBeforeSend() async {
        let services = PagerServices()
        let store = makePagerTestStore(services)
        await store.startFirstPage()
        _ = await store.start(.show(2)) {
            $0.page = 2
            $0.loading = 2
        }
        let line = #line + 2
        await withKnownIssue {
            _ = await store.start(.show(3)) {
                $0.page = 3
                $0.loading = 3
            }
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.message == """
                Must handle 1 cancelled effect before sending an action (assert each with receiveCancellation(of:)):
                  1. page
                """
        }
        // The cancellation the third send caused is still to be asserted.
        await store.receiveCancellation(of: .page)
        services.gate.open()
        await store.receive(.loaded(3)) {
            $0.loading = nil
            $0.loaded = [3]
        }
        await store.finish()
    }

    @Test("cancellations not asserted fail finish(), listed")
    func unassertedAtFinish() async {
        let services = PagerServices()
        let store = makePagerTestStore(services)
        await store.startFirstPage()
        _ = await store.start(.show(2)) {
            $0.page = 2
            $0.loading = 2
        }
        services.gate.open()
        await store.receive(.loaded(2)) {
            $0.loading = nil
            $0.loaded = [2]
        }
        let line = #line + 2
        await withKnownIssue {
            await store.finish()
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.message == """
                Must handle 1 cancelled effect before the end of the test (assert each with receiveCancellation(of:)):
                  1. page
                """
        }
    }

    @Test("a test store released with cancellations not asserted fails at the line that made it")
    func unassertedAtDeinit() async {
        let services = PagerServices()
        let line = #line + 3
        await withKnownIssue {
            do {
                let store = makePagerTestStore(services)
                let first = await store.start(.preview(1))
                let second = await store.start(.preview(2))
                services.gate.open()
                await store.receive(.previewLoaded(2)) { $0.previewed = [2] }
                await first.finish()
                await second.finish()
            }
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.message == """
                Must handle 1 cancelled effect before the test store was released \
                (assert each with receiveCancellation(of:)):
                  1. preview
                """
        }
    }

    @Test("asserting a cancellation that did not happen fails")
    func assertedButNotCancelled() async {
        let services = PagerServices()
        services.gate.open()
        let store = makePagerTestStore(services)
        await store.send(.show(1)) {
            $0.page = 1
            $0.loading = 1
        }
        await store.receive(.loaded(1)) {
            $0.loading = nil
            $0.loaded = [1]
        }
        let line = #line + 2
        await withKnownIssue {
            await store.receiveCancellation(of: .page)
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.message == "Expected effect page to be cancelled, but no effect was cancelled."
        }
        await store.finish()
    }

    @Test("asserting a cancellation while a started load is held, none coming, fails within its timeout")
    func assertedWhileHeldTimesOut() async {
        let services = PagerServices()
        let store = makePagerTestStore(services)
        let load = await store.startFirstPage()
        await services.gate.waitForArrivals(1)
        await withKnownIssue {
            await store.receiveCancellation(of: .page, timeout: .milliseconds(200))
        } matching: { issue in
            issue.message == """
                Expected effect page to be cancelled, but no effect was cancelled within 0.2 seconds while \
                this action sent with start(_:) was still running:
                  1. PagerAction.show(1)
                """
        }
        services.gate.open()
        await store.receive(.loaded(1)) {
            $0.loading = nil
            $0.loaded = [1]
        }
        await load.finish()
        await store.finish()
    }

    @Test("exhaustive: asserting one effect's cancellation when another's came first fails")
    func otherEffectCancelledFirst() async {
        let services = PagerServices()
        let store = makePagerTestStore(services)
        _ = await store.start(.preview(1))
        _ = await store.start(.preview(2))
        await withKnownIssue {
            await store.receiveCancellation(of: .page)
        } matching: { issue in
            issue.message == "Expected effect page to be cancelled, but the next effect cancelled was preview."
        }
        services.gate.open()
        await store.receive(.previewLoaded(2)) { $0.previewed = [2] }
        await store.finish()
    }

    @Test("non-exhaustive: asserting a cancellation that did not happen lists the ones that did")
    func nonExhaustiveListsOthers() async {
        let services = PagerServices()
        let store = makePagerTestStore(services, exhaustivity: .off)
        _ = await store.start(.preview(1))
        _ = await store.start(.preview(2))
        services.gate.open()
        await withKnownIssue {
            await store.receiveCancellation(of: .page)
        } matching: { issue in
            issue.message == """
                Expected effect page to be cancelled, but only these were cancelled:
                  1. preview
                """
        }
        await store.finish()
    }
}
