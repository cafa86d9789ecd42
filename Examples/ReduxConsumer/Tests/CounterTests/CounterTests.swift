import Counter
import Redux
import ReduxTesting
import Synchronization
import Testing

struct DiskFull: Error, CustomStringConvertible {
    var description: String { "disk full" }
}

@Suite("A consumer's counter on the main actor")
@MainActor
struct CounterTests {
    func makeStore(save: @escaping @Sendable (Int) async throws -> Void = { _ in })
        -> TestStore<CounterState, CounterAction, CounterServices> {
        TestStore(initialState: CounterState(), reducer: counterReducer,
                  services: CounterServices(save: save), middlewares: [saveMiddleware])
    }

    @Test("a save answers with the count it saved")
    func saveAnswers() async {
        let store = makeStore()
        await store.send(.increment) { $0.count = 1 }
        await store.send(.saveTapped) { $0.isSaving = true }
        await store.receive(.saved(1)) {
            $0.isSaving = false
            $0.savedCount = 1
        }
        await store.finish()
    }

    @Test("a failed save is received by its case")
    func saveFails() async {
        let store = makeStore(save: { _ in throw DiskFull() })
        await store.send(.saveTapped) { $0.isSaving = true }
        await store.receive(\.saveFailed, "disk full") {
            $0.isSaving = false
            $0.saveError = "disk full"
        }
        await store.finish()
    }

    @Test("the save is held at a gate: the model shows it saving, then saved")
    func heldSave() async {
        let gate = AsyncGate()
        let model = CounterModel(services: CounterServices(save: { _ in await gate.pass() }))
        await model.tapped(.increment)
        let save = Task { await model.tapped(.saveTapped) }
        await gate.waitForArrivals(1)
        #expect(model.title == "1 (saving)")
        gate.open()
        await save.value
        #expect(model.title == "1 (saved)")
    }

    @Test("reducer, observers and middlewares all run on the main actor")
    func everythingOnTheMainActor() async {
        let observedOnMain = Mutex<[Bool]>([])
        let ranOnMain = Mutex<Bool?>(nil)
        let probe = Middleware<CounterState, CounterAction, CounterServices>(
            "probe", accepts: { $0 == .saveTapped }
        ) { _ in
            let isolation = #isolation
            ranOnMain.withLock { $0 = isolation === MainActor.shared }
        }
        let store = Store(state: CounterState(), reducer: counterReducer,
                          services: CounterServices(save: { _ in }), middlewares: [probe])
        store.observe { _ in
            let isolation = #isolation
            observedOnMain.withLock { $0.append(isolation === MainActor.shared) }
        }
        await store.dispatch(.saveTapped)
        #expect(observedOnMain.withLock { $0 } == [true])
        #expect(ranOnMain.withLock { $0 } == true)
    }
}
