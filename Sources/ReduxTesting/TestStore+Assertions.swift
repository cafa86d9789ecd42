import Redux

extension TestStore {
    /// Checks one reduction against the test's expectation.
    ///
    /// Exhaustive: the closure, applied to the state before the action, must
    /// give exactly the state after it; no closure means no change.
    ///
    /// Not exhaustive: only what the closure sets is checked. Applied to the
    /// actual new state it must change nothing (every field it sets already
    /// has that value), or, for relative updates like `$0.count += 1`,
    /// applied to the old state it must give the new one.
    func assertChange(
        _ change: Change, _ update: ((inout State) throws -> Void)?, _ site: CallSite
    ) {
        let action = oneLine(change.action)
        do {
            switch exhaustivity {
            case .on:
                var expected = change.oldState
                try update?(&expected)
                guard expected != change.newState else { return }
                let headline = update == nil && change.oldState != change.newState
                    ? "\(action) changed the state, but no change was asserted:"
                    : "The state after \(action) does not match the expectation:"
                site.report(diffMessage(headline, expected: expected, actual: change.newState))

            case .off:
                guard let update else { return }
                var fromActual = change.newState
                try update(&fromActual)
                if fromActual == change.newState { return }
                var fromOld = change.oldState
                try update(&fromOld)
                if fromOld == change.newState { return }
                site.report(diffMessage(
                    "The state after \(action) does not match the expectation:",
                    expected: fromActual, actual: change.newState))
            }
        } catch {
            site.report("The assertion closure for \(action) threw: \(error)")
        }
    }
}
