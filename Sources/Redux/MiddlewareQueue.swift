/// What the workers of one dispatch share: the middlewares not started yet,
/// and whether the worker started last has returned.
///
/// Not generic, and exclusivity not checked at run time: a generic class
/// holding the middlewares and the context, with checked properties, cost
/// about 770 instructions a dispatch more (a generic class's metadata is
/// looked up at each allocation). Unchecked is safe here: both properties
/// are read and written only on the store's actor, in accesses that never
/// span a suspension, so no two can overlap.
@StoreActor
@usableFromInline
final class MiddlewareQueue {
    @exclusivity(unchecked) @usableFromInline var waiting: AcceptedMiddlewares
    @exclusivity(unchecked) @usableFromInline var workerReturned = false

    @inlinable
    init(_ waiting: AcceptedMiddlewares) {
        self.waiting = waiting
    }
}
