extension Store {
    /// The effect ids with a run in flight: registered, not returned yet,
    /// and not cancelled by the store.
    public var effectsInFlight: Set<EffectID> {
        effectTable?.ids ?? []
    }

    /// Cancels the run in flight for `id`, if any: its task is cancelled and
    /// its dispatches are dropped from now on; the dispatch that started it
    /// returns once the run has returned. Interceptors are told.
    /// Returns whether a run was cancelled.
    @discardableResult
    public func cancelEffect(_ id: EffectID) -> Bool {
        guard let run = effectTable?.remove(id) else { return false }
        return cancel(run)
    }

    /// Phase 2, before the yield: each accepted middleware that names an
    /// effect for `action` registers a run under its id. Nil when none does.
    @inlinable
    func registerEffects(of accepted: AcceptedMiddlewares, for action: Action) -> [EffectRun]? {
        var effects: [EffectRun] = []
        var positions = accepted
        // By position: a copy of each middleware would retain its four fields.
        while let position = positions.popFirst() {
            if let effect = middlewares[position].namedEffect, let id = effect(action, currentState) {
                effects.append(registerEffect(id, position: position))
            }
        }
        return effects.isEmpty ? nil : effects
    }

    /// The newer run takes the id from the one in flight, which is
    /// cancelled now.
    @usableFromInline
    func registerEffect(_ id: EffectID, position: Int) -> EffectRun {
        let table = effectTable ?? EffectTable()
        effectTable = table
        let run = EffectRun(id: id, position: position)
        if let older = table.replace(with: run) { cancel(older) }
        for interceptor in interceptors { interceptor.effectStarted(id) }
        return run
    }

    /// Phase 3 for an action with at least one effect: like the plain path,
    /// but each effect runs in a task of its own, so that it can be
    /// cancelled alone, and is given a dispatcher that drops its actions
    /// once it is cancelled. Cancelling the dispatching task still cancels
    /// every run it started.
    ///
    /// Not inlinable, so that the plain path of `dispatch`, which the app
    /// specializes, stays as small as it was.
    @usableFromInline
    func run(_ accepted: AcceptedMiddlewares, effects: [EffectRun], for action: Action) async {
        let context = MiddlewareContext(
            state: state, action: action, services: services, dispatch: dispatcher)
        await Task.yield()
        func effect(at position: Int) -> EffectRun? {
            effects.first { $0.position == position }
        }

        var positions = accepted
        if middlewareExecution == .sequential {
            while let position = positions.popFirst() {
                let middleware = middlewares[position]
                if let run = effect(at: position) {
                    guard let task = start(run, middleware, context) else { continue }
                    await withTaskCancellationHandler {
                        await task.value
                    } onCancel: {
                        task.cancel()
                    }
                } else {
                    await middleware.run(context)
                }
            }
            return
        }

        var inline: Middleware<State, Action, Services>?
        var started: [Task<Void, Never>] = []
        while let position = positions.popFirst() {
            let middleware = middlewares[position]
            if let run = effect(at: position) {
                if let task = start(run, middleware, context) { started.append(task) }
            } else if inline == nil {
                inline = middleware
            } else {
                started.append(Task.immediate { await Self.run(middleware, context) })
            }
        }
        let children = started
        await withTaskCancellationHandler {
            if let inline { await inline.run(context) }
            for child in children { await child.value }
        } onCancel: {
            for child in children { child.cancel() }
        }
    }

    /// The task of one effect run, started at once on this actor; nil for a
    /// run cancelled before its turn came, which never starts.
    private func start(
        _ run: EffectRun, _ middleware: Middleware<State, Action, Services>,
        _ context: MiddlewareContext<State, Action, Services>
    ) -> Task<Void, Never>? {
        if run.isCancelled {
            ended(run)
            return nil
        }
        let runContext = MiddlewareContext(
            state: context.state, action: context.action, services: context.services,
            dispatch: Dispatcher { [weak self] action in await self?.dispatch(action, from: run) })
        let task = Task.immediate { [weak self] in
            await Self.run(middleware, runContext)
            self?.ended(run)
        }
        run.task = task
        // Cancelled by what it did before its first suspension.
        if run.cancelledByStore { task.cancel() }
        return task
    }

    /// What an effect run dispatches: checked here, on the store's actor,
    /// where cancellations happen, so nothing slips through in between.
    private func dispatch(_ action: Action, from run: EffectRun) async {
        if run.isCancelled { return }
        await dispatch(action)
    }

    /// Tells interceptors only of a run that was still live: one cancelled
    /// through its dispatching task is the caller's doing, not the effect's.
    @discardableResult
    private func cancel(_ run: EffectRun) -> Bool {
        guard !run.isCancelled else { return false }
        run.cancelledByStore = true
        run.task?.cancel()
        for interceptor in interceptors { interceptor.effectCancelled(run.id) }
        return true
    }

    private func ended(_ run: EffectRun) {
        if effectTable?[run.id] === run { effectTable?.remove(run.id) }
    }
}
