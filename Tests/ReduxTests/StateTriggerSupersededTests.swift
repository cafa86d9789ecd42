import Redux
import ReduxTesting
import Testing

/// A superseded request that ends does not take the newer one's place: the
/// trigger stays running while the newer request waits.
@Suite("StateTrigger: a superseded request's end", .timeLimit(.minutes(BoundedWait.timeLimitMinutes)))
@StoreActor
struct StateTriggerSupersededTests {
    @Test func theNewerRequestStillRunsAfterTheSupersededOneEnded() async {
        let gate = AsyncGate()
        let store = MockStore<FetchState, FetchAction>(state: FetchState())
        let service = FakeDataService(answers: ["old": "stale", "new": "fresh"], gate: gate)
        let trigger = makeFetchTrigger(store: store, service: service)
        store.setState(FetchState(phase: .request("old")))
        await gate.waitForArrivals(1)
        // The old request is cancelled and leaves the gate; the new one waits there.
        store.setState(FetchState(phase: .request("new")))
        await gate.waitForArrivals(2)
        let line = #line + 2
        await withKnownIssue {
            await waitFor("the trigger to go idle", timeout: .milliseconds(200)) { await trigger.waitUntilIdle() }
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.message == "Timed out after 0.2 seconds waiting for the trigger to go idle."
        }
        #expect(trigger.isRunning)
        store.assertDispatched([])

        gate.open()
        await waitFor("the trigger to go idle") { await trigger.waitUntilIdle() }
        #expect(!trigger.isRunning)
        store.assertDispatched([.fetched(.success("fresh"))])
    }
}
