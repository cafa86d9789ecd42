import Redux

/// How a TestStore tells the sent action's reduction from the ones it
/// caused, records the effects the store cancelled, and how `receive`,
/// `receiveCancellation` and `start` wait for records without sleeping.
extension TestStore {
    /// The next reduction is the sent action's own. Called right before
    /// `dispatch`, with no suspension in between (same actor), so no other
    /// action can be reduced first.
    func capture(_ id: Int) {
        capturing = id
    }

    /// Called by the interceptor for every reduction.
    func recorded(_ change: Change) {
        if let id = capturing {
            capturing = nil
            captured[id] = change
        } else {
            received.append(change)
        }
        resumeWaiters()
    }

    /// Called by the interceptor for every effect the store cancelled.
    func recordedCancellation(_ id: EffectID) {
        cancellations.append(id)
        resumeWaiters()
    }

    /// An action sent with `start` has finished its cascade.
    func sendEnded(_ id: Int) {
        running[id] = nil
        resumeWaiters()
    }

    /// Suspends until the next record, the end of a started send, the
    /// deadline, or the cancellation of the test (a time limit), so a missing
    /// action fails the test instead of hanging it.
    func waitForChange(
        until deadline: ContinuousClock.Instant, for what: String, at site: CallSite
    ) async -> WaitEnd {
        let left = ContinuousClock.now.duration(to: deadline)
        guard left > .zero else { return .timedOut }
        return await waitBounded(left, for: what, at: site) { shot in waiters.append(shot) }
    }

    private func resumeWaiters() {
        let parked = waiters
        waiters = []
        for waiter in parked { waiter.resume(.event) }
    }
}
