/// The end of phase 2 (effects registered, the yield) and phase 3 of a
/// dispatch: the middlewares that accepted the action.
///
/// In concurrent mode they run interleaved on the store's actor, yet a
/// middleware that returns without suspending costs no task of its own:
/// one worker task starts them in order, one after another, for as long
/// as each returns without suspending; when one suspends, the next worker
/// takes over from the middleware after it. The last one always runs in
/// the dispatching task itself. So with three no-op middlewares a dispatch
/// makes one task, where one task per middleware but the first used to
/// be made (two), and it does not install a cancellation handler unless a
/// worker is still running when the last middleware starts.
///
/// Measured with callgrind, 3 accepting no-op middlewares (scripts/bench):
/// about 17,400 instructions per dispatch with a task for each middleware
/// but the first, an array of the accepted ones and a cancellation handler
/// every time; about 9,400 now (ReSwift: 12,638). Of what is left, the
/// yield is about 3,300 and the worker task about 3,000.
extension Store {
    @inlinable
    func runMiddlewares(_ accepted: AcceptedMiddlewares, for action: Action) async {
        if namesEffects, let effects = registerEffects(of: accepted, for: action) {
            await run(accepted, effects: effects, for: action)
            return
        }
        // Not a hop off the actor and back (an empty `@concurrent`
        // function): about 3,000 instructions cheaper, but the optimizer
        // removes a hop with nothing behind it, and then no other UI work
        // ran before the middlewares in 5,000 of 5,000 dispatches.
        // The state this action left, taken before the yield: what the
        // reducer requested is this action's, not that of a key reduced
        // meanwhile.
        let context = MiddlewareContext(
            state: state, action: action, services: services, dispatch: dispatcher)
        await Task.yield()
        var waiting = accepted
        if waiting.count == 1 || middlewareExecution == .sequential {
            while let position = waiting.popFirst() { await middlewares[position].run(context) }
            return
        }
        let queue = MiddlewareQueue(waiting)
        // Workers start at once on this actor (Task.immediate) and run until
        // one of their middlewares suspends; only then does this loop go on,
        // so a worker that returns leaves nothing behind to await or cancel.
        // Each is handed its first middleware here, so the loop makes at
        // most one worker per middleware even if one did not start at once.
        // Measured against a task group: addTask children start on the
        // global pool and hop back (about 2.5x the cost of an immediate
        // task); addImmediateTask children cost about a third more.
        var running: [Task<Void, Never>] = []
        while queue.waiting.count > 1, let first = queue.waiting.popFirst() {
            queue.workerReturned = false
            let worker = Task.immediate { await Self.work(from: first, queue, self.middlewares, context) }
            if !queue.workerReturned { running.append(worker) }
        }
        guard let last = queue.waiting.popFirst() else { return }
        if running.isEmpty {
            await middlewares[last].run(context)
            return
        }
        // dispatch returns when all are done; cancelling the dispatching
        // task cancels the workers still running, and the last middleware
        // through the dispatching task itself.
        let workers = running
        let middleware = middlewares[last]
        await withTaskCancellationHandler {
            await Self.run(middleware, context)
            for worker in workers { await worker.value }
        } onCancel: {
            for worker in workers { worker.cancel() }
        }
    }

    /// A worker: runs the middleware it was handed, then starts the
    /// waiting ones in order, but never the last one, which the dispatching
    /// task runs. A worker resumed after its middleware suspended finds the
    /// others already started (they were, before the dispatching task let
    /// go of the actor) and ends.
    @inlinable
    static func work(from first: Int, _ queue: MiddlewareQueue,
                     _ middlewares: [Middleware<State, Action, Services>],
                     _ context: MiddlewareContext<State, Action, Services>) async {
        await middlewares[first].run(context)
        while queue.waiting.count > 1, let position = queue.waiting.popFirst() {
            await middlewares[position].run(context)
        }
        queue.workerReturned = true
    }

    /// One middleware on this actor. A function, not a closure literal:
    /// Swift 6.3's region checker rejects a nonsending call in the latter.
    @inlinable
    static func run(_ middleware: Middleware<State, Action, Services>,
                    _ context: MiddlewareContext<State, Action, Services>) async {
        await middleware.run(context)
    }
}
