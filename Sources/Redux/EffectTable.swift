/// The runs in flight, at most one per effect id. A list, not a
/// dictionary: a handful of effects are ever in flight, and a dictionary
/// keyed by `EffectID` made inside this generic store needs a runtime
/// lookup of `EffectID: Hashable`, which scans every conformance record of
/// a statically linked binary (about 390,000 instructions at the first
/// named run, measured at an app's start-up).
@StoreActor
@usableFromInline
final class EffectTable {
    private var runs: [EffectRun] = []

    init() {}

    var ids: Set<EffectID> { Set(runs.map(\.id)) }

    subscript(id: EffectID) -> EffectRun? {
        runs.first { $0.id == id }
    }

    /// `run` takes its id's place; the run it replaces is returned.
    func replace(with run: EffectRun) -> EffectRun? {
        let older = remove(run.id)
        runs.append(run)
        return older
    }

    @discardableResult
    func remove(_ id: EffectID) -> EffectRun? {
        guard let index = runs.firstIndex(where: { $0.id == id }) else { return nil }
        return runs.remove(at: index)
    }
}
