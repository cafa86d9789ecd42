import Redux
import Testing

/// Each observation has a token of its own: removing one leaves the others.
@Suite("ObserverList: tokens tell observations apart")
@StoreActor
struct ObserverListTests {
    @Test func removingOneObserverLeavesTheOthersTold() {
        var list = ObserverList<Int>()
        var seen: [String] = []
        let first = list.add { seen.append("first \($0)") }
        let second = list.add { seen.append("second \($0)") }
        _ = list.add { seen.append("third \($0)") }
        #expect(first != second)
        list.notify(1)
        list.remove(second)
        list.notify(2)
        list.remove(first)
        list.notify(3)
        #expect(seen == ["first 1", "second 1", "third 1", "first 2", "third 2", "third 3"])
        #expect(list.count == 1)
    }
}
