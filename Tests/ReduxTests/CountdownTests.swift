import Clocks
import Redux
import ReduxTesting
import Testing

/// Time-driven behaviour tested by advancing a TestClock: no sleeps. Each
/// step waits until the middleware sleeps on the clock, then advances it.
@Suite("Time through the services: a countdown on a TestClock")
@StoreActor
struct CountdownTests {
    let clock = TestClock()

    func makeStore() -> TestStore<CountdownState, CountdownAction, CountdownServices> {
        TestStore(initialState: CountdownState(), reducer: countdownReducer,
                  services: CountdownServices(clock: clock), middlewares: [countdownMiddleware])
    }

    @Test("each second on the clock is one tick; the last one finishes", .timeLimit(.minutes(BoundedWait.timeLimitMinutes)))
    func ticksAsTheClockAdvances() async {
        let store = makeStore()
        let countdown = await store.start(.start(seconds: 3)) {
            $0.remaining = 3
            $0.isRunning = true
        }
        await clock.waitForSleepers()
        await clock.advance(by: .seconds(1))
        await store.receive(.tick) { $0.remaining = 2 }
        await clock.waitForSleepers()
        await clock.advance(by: .seconds(1))
        await store.receive(.tick) { $0.remaining = 1 }
        await clock.waitForSleepers()
        await clock.advance(by: .seconds(1))
        await store.receive(.tick) { $0.remaining = 0 }
        await store.receive(.finished) {
            $0.isRunning = false
            $0.completed = 1
        }
        await countdown.finish()
        await store.finish()
    }

    @Test("just short of a second nothing happens; the rest of it brings the tick",
          .timeLimit(.minutes(BoundedWait.timeLimitMinutes)))
    func nothingBeforeTheSecond() async {
        let store = makeStore()
        let countdown = await store.start(.start(seconds: 1)) {
            $0.remaining = 1
            $0.isRunning = true
        }
        await clock.waitForSleepers()
        await clock.advance(by: .milliseconds(999))
        #expect(store.state == CountdownState(remaining: 1, isRunning: true))
        await clock.advance(by: .milliseconds(1))
        await store.receive(.tick) { $0.remaining = 0 }
        await store.receive(.finished) {
            $0.isRunning = false
            $0.completed = 1
        }
        await countdown.finish()
        await store.finish()
    }

    @Test("cancelling the countdown stops the ticks", .timeLimit(.minutes(BoundedWait.timeLimitMinutes)))
    func cancelStopsTicks() async {
        let store = makeStore()
        let countdown = await store.start(.start(seconds: 5)) {
            $0.remaining = 5
            $0.isRunning = true
        }
        await clock.waitForSleepers()
        await clock.advance(by: .seconds(1))
        await store.receive(.tick) { $0.remaining = 4 }
        await countdown.cancel()
        await clock.advance(by: .seconds(10))
        await store.finish()
        #expect(store.state == CountdownState(remaining: 4, isRunning: true))
    }
}
