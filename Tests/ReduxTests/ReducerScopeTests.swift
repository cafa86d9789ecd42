import Redux
import Synchronization
import Testing

/// State with a reference-counted buffer in the scoped slice: a copy of the
/// slice made while its reducer runs shows up as a second reference.
private final class Buffer: @unchecked Sendable {
    var values = [Int](repeating: 0, count: 1_000)
}

private struct Settings: Equatable, Sendable {
    var step = 5
}

private struct CounterSlice: Sendable {
    var value = 0
    /// The inputs the reducer was given, in order.
    var inputs: [ScopeInput] = []
    /// Was the slice's buffer referenced only by the state, each time?
    var uniqueness: [Bool] = []
    var buffer = Buffer()
}

private struct ScopeInput: Equatable, Sendable {
    var step: Int
    var valueBefore: Int
}

private struct ScopedApp: Sendable {
    var settings = Settings()
    var counter = CounterSlice()
    var untouched = "as it was"
}

private enum CounterLocalAction: Equatable, Sendable {
    case add
}

private enum ScopedAppAction: Equatable, Sendable {
    case counter(CounterLocalAction)
    case settings(step: Int)
}

private let counterReading = ReadingReducer<CounterSlice, ScopeInput, CounterLocalAction> { slice, action, input in
    switch action {
    case .add:
        slice.uniqueness.append(isKnownUniquelyReferenced(&slice.buffer))
        slice.inputs.append(input)
        slice.value += input.step
    }
}

private let scopedAppReducer = Reducer<ScopedApp, ScopedAppAction>.combine(
    .scope(counterReading, state: \ScopedApp.counter,
           reading: { ScopeInput(step: $0.settings.step, valueBefore: $0.counter.value) },
           action: { if case .counter(let local) = $0 { local } else { nil } }),
    Reducer { state, action in
        if case .settings(let step) = action { state.settings.step = step }
    }
)

@Suite("Reducer.scope: a feature reducer that reads another slice")
struct ReducerScopeTests {
    @Test("the input is read from the state before the slice changes, and only the slice changes")
    func readsBeforeChangingOnlyItsSlice() {
        var state = ScopedApp()
        scopedAppReducer.reduce(&state, .counter(.add))
        scopedAppReducer.reduce(&state, .settings(step: 2))
        scopedAppReducer.reduce(&state, .counter(.add))
        #expect(state.counter.inputs == [ScopeInput(step: 5, valueBefore: 0), ScopeInput(step: 2, valueBefore: 5)])
        #expect(state.counter.value == 7)
        #expect(state.settings == Settings(step: 2))
        #expect(state.untouched == "as it was")
    }

    @Test("an action the scope does not extract never reaches the feature, nor its read")
    func otherActionsPassBy() {
        var state = ScopedApp()
        let reads = ReadCounter()
        let reducer = Reducer<ScopedApp, ScopedAppAction>.scope(
            counterReading, state: \ScopedApp.counter,
            reading: { state in
                reads.count()
                return ScopeInput(step: state.settings.step, valueBefore: state.counter.value)
            },
            action: { if case .counter(let local) = $0 { local } else { nil } })
        reducer.reduce(&state, .settings(step: 9))
        #expect(reads.total == 0)
        #expect(state.counter.inputs.isEmpty)
        #expect(state.settings == Settings(step: 5))
        reducer.reduce(&state, .counter(.add))
        #expect(reads.total == 1)
    }

    @Test("the slice is changed in place: no copy of it is held while its reducer runs")
    func sliceChangedInPlace() {
        var state = ScopedApp()
        for _ in 0..<3 { scopedAppReducer.reduce(&state, .counter(.add)) }
        #expect(state.counter.uniqueness == [true, true, true])
    }
}

private final class ReadCounter: Sendable {
    private let reads = Mutex(0)
    var total: Int { reads.withLock { $0 } }
    func count() { reads.withLock { $0 += 1 } }
}
