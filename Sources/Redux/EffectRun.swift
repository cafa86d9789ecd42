/// One run of a middleware under an effect id: registered when its action is
/// reduced, started after the yield, cancelled by a newer run with the same
/// id or by `Store.cancelEffect(_:)`.
@StoreActor
@usableFromInline
final class EffectRun {
    let id: EffectID
    /// Which of the store's middlewares it runs (its position in the list).
    let position: Int
    /// Set when the store cancels it, which may be before its task exists.
    var cancelledByStore = false
    var task: Task<Void, Never>?

    init(id: EffectID, position: Int) {
        self.id = id
        self.position = position
    }

    /// Cancelled by the store, or through its task (the dispatching task
    /// was cancelled): either way it dispatches nothing more.
    var isCancelled: Bool {
        cancelledByStore || task?.isCancelled == true
    }
}
