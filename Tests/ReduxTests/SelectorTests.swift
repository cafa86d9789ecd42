import Redux
import Synchronization
import Testing

/// Counts how often a projector ran: the proof of memoization.
final class RunCounter: Sendable {
    private let count = Mutex(0)
    func tick() { count.withLock { $0 += 1 } }
    var value: Int { count.withLock { $0 } }
}

@Suite("Selector: values you can compose, memoized on their inputs")
struct SelectorTests {
    struct Item: Hashable, Sendable {
        var name: String
        var done: Bool
    }

    struct TodoState: Hashable, Sendable {
        var items: [Item] = []
        var filter = ""
        var showDone = true
        var cursor = 0
    }

    let items = Selector<TodoState, [Item]>(\.items)
    let filter = Selector<TodoState, String>(\.filter)
    let showDone = Selector<TodoState, Bool>(\.showDone)

    let sample = TodoState(items: [Item(name: "alpha", done: false), Item(name: "beta", done: true),
                                   Item(name: "alps", done: true)],
                           filter: "al")

    @Test("from a key path and from a function")
    func keyPathAndFunction() {
        let count = Selector<TodoState, Int> { $0.items.count }
        #expect(filter(sample) == "al")
        #expect(count(sample) == 3)
    }

    @Test("two selectors combined: the projector runs only when an input changed")
    func combineTwoIsMemoized() {
        let runs = RunCounter()
        let visible = Selector<TodoState, [String]>.combine(items, filter) { items, filter in
            runs.tick()
            return items.filter { $0.name.hasPrefix(filter) }.map(\.name)
        }
        var state = sample
        #expect(visible(state) == ["alpha", "alps"])
        state.cursor = 2
        #expect(visible(state) == ["alpha", "alps"])
        #expect(runs.value == 1)

        state.filter = "b"
        #expect(visible(state) == ["beta"])
        #expect(runs.value == 2)
        state.filter = "b"
        #expect(visible(state) == ["beta"])
        #expect(runs.value == 2)
    }

    @Test("three selectors combined, and a selector built on a combined one")
    func combineThreeAndMap() {
        let runs = RunCounter()
        let visible = Selector<TodoState, [String]>.combine(items, filter, showDone) { items, filter, showDone in
            runs.tick()
            return items.filter { $0.name.hasPrefix(filter) && (showDone || !$0.done) }.map(\.name)
        }
        let mapRuns = RunCounter()
        let title = visible.map { names in
            mapRuns.tick()
            return "\(names.count) shown"
        }
        var state = sample
        #expect(title(state) == "2 shown")
        state.showDone = false
        #expect(title(state) == "1 shown")
        #expect(visible(state) == ["alpha"])
        state.cursor = 1
        #expect(title(state) == "1 shown")
        #expect(runs.value == 2)
        #expect(mapRuns.value == 2)

        // Another input change giving the same names does not re-run the map.
        state.items.append(Item(name: "gamma", done: false))
        #expect(title(state) == "1 shown")
        #expect(runs.value == 3)
        #expect(mapRuns.value == 2)
    }

    @Test("an input-memoized selector ignores changes outside its input")
    func inputMemoized() {
        let runs = RunCounter()
        let doneCount = Selector<TodoState, Int>(input: { $0.items }, projector: { items in
            runs.tick()
            return items.filter(\.done).count
        })
        var state = sample
        for cursor in 0..<50 {
            state.cursor = cursor
            #expect(doneCount(state) == 2)
        }
        #expect(runs.value == 1)
    }

    @Test("one selector used from many tasks at once gives the same value everywhere")
    func sendableAcrossTasks() async {
        let visible = Selector<TodoState, [String]>.combine(items, filter) { items, filter in
            items.filter { $0.name.hasPrefix(filter) }.map(\.name)
        }
        let state = sample
        let results = await withTaskGroup(of: [String].self) { group in
            for _ in 0..<100 { group.addTask { visible(state) } }
            return await group.reduce(into: [[String]]()) { $0.append($1) }
        }
        #expect(results == Array(repeating: ["alpha", "alps"], count: 100))
    }

    @Test("a real store selects through the same selector")
    @StoreActor
    func storeSelects() async {
        let store = Store<TodoState, String, Void>(
            state: sample, reducer: Reducer { state, filter in state.filter = filter }, services: ())
        let visible = Selector<TodoState, [String]>.combine(items, filter) { items, filter in
            items.filter { $0.name.hasPrefix(filter) }.map(\.name)
        }
        #expect(store.select(visible) == ["alpha", "alps"])
        await store.dispatch("be")
        #expect(store.select(visible) == ["beta"])
    }
}
