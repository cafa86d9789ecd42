import Redux
import ReduxTesting
import Testing

@Suite("Running one middleware alone")
struct MiddlewareRunnerTests {
    @Test("a middleware that dispatches one action returns it")
    func dispatchesOne() async {
        let actions = await CounterMiddlewares.chain.run(
            with: .chain(0), state: CounterState(), services: EventLog(), expectedCount: 1)
        #expect(actions == [.chain(1)])
    }

    @Test("a middleware that dispatches many returns them in order, not reduced, not run further")
    func dispatchesMany() async {
        let actions = await CounterMiddlewares.twice.run(
            with: .incrementTwiceLater, state: CounterState(), services: EventLog(), expectedCount: 2)
        #expect(actions == [.increment, .increment])
    }

    @Test("a middleware that dispatches nothing returns nothing, and sees the given state and services")
    func dispatchesNone() async {
        let log = EventLog()
        let actions = await CounterMiddlewares.logger.run(
            with: .increment, state: CounterState(count: 41), services: log, expectedCount: 0)
        #expect(actions == [])
        #expect(log.all == ["increment at 41"])
    }

    @Test("expecting: compares the dispatched actions exactly")
    func expectingActions() async {
        await CounterMiddlewares.twice.run(
            with: .incrementTwiceLater, state: CounterState(), services: EventLog(),
            expecting: [.increment, .increment])
    }

    @Test("fewer actions than expected are reported, listed")
    func fewerThanExpected() async {
        await withKnownIssue {
            let actions = await CounterMiddlewares.chain.run(
                with: .chain(0), state: CounterState(), services: EventLog(), expectedCount: 2)
            #expect(actions == [.chain(1)])
        } matching: { issue in
            issue.message == """
                Middleware "chain" dispatched 1 action, expected 2 actions:
                  1. CounterAction.chain(1)
                """
        }
    }

    @Test("more actions than expected are reported, listed")
    func moreThanExpected() async {
        await withKnownIssue {
            await CounterMiddlewares.twice.run(
                with: .incrementTwiceLater, state: CounterState(), services: EventLog(), expectedCount: 1)
        } matching: { issue in
            issue.message == """
                Middleware "twice" dispatched 2 actions, expected 1 action:
                  1. CounterAction.increment
                  2. CounterAction.increment
                """
        }
    }

    @Test("none where one was expected is reported")
    func noneWhereOneExpected() async {
        let line = #line + 2
        await withKnownIssue {
            await CounterMiddlewares.logger.run(
                with: .ignored, state: CounterState(), services: EventLog(), expectedCount: 1)
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.message == "Middleware \"logger\" dispatched 0 actions, expected 1 action."
        }
    }

    @Test("an action the middleware does not accept is reported: in a store it would not run")
    func notAccepted() async {
        await withKnownIssue {
            let actions = await CounterMiddlewares.twice.run(
                with: .increment, state: CounterState(), services: EventLog())
            #expect(actions == [])
        } matching: { issue in
            issue.message == "Middleware \"twice\" does not accept CounterAction.increment; in a store it would not run."
        }
    }

    @Test("other actions than expecting: are reported with a diff")
    func wrongActions() async {
        await withKnownIssue {
            await CounterMiddlewares.chain.run(
                with: .chain(0), state: CounterState(), services: EventLog(), expecting: [.chain(2)])
        } matching: { issue in
            issue.message == """
                Middleware "chain" dispatched other actions than expected:

                      [
                    -   [0]: .chain(2)
                    +   [0]: .chain(1)
                      ]

                (Expected: -, Dispatched: +)
                """
        }
    }
}
