import Redux

extension TestStore {
    /// Asserts that the store cancelled a run of the effect `id`: a newer run
    /// with the same id started (a second `start` of a load), or
    /// `cancelEffect(_:)` was called. Cancellations are asserted in the
    /// order they happened, apart from the received actions.
    ///
    /// A cancellation caused by a send is recorded by the time `send` or
    /// `start` returns (it happens as the newer action is reduced). While an
    /// action sent with `start` is still running, this waits for the next
    /// cancellation, or for the running work to end without it, which fails;
    /// so does waiting longer than `timeout`.
    ///
    /// Exhaustive: the next cancellation must be of `id`. Not exhaustive:
    /// cancellations of other effects before it are skipped. Cancelling the
    /// task `start` returned is the test's own doing and needs no assertion.
    public func receiveCancellation(
        of id: EffectID,
        timeout: Duration = BoundedWait.defaultTimeout,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let deadline = ContinuousClock.now.advanced(by: timeout)
        let expected = "Expected effect \(id.name) to be cancelled"
        var skipped: [EffectID] = []
        while true {
            let next: EffectID
            switch await nextCancellation(until: deadline, for: "receiveCancellation(of: \(id.name))", at: site) {
            case .cancelled(let cancelled):
                next = cancelled
            case .noneLeft:
                site.report(skipped.isEmpty
                    ? "\(expected), but no effect was cancelled."
                    : (["\(expected), but only these were cancelled:"] + numbered(skipped.map(\.name)))
                        .joined(separator: "\n"))
                return
            case .timedOut(let stillRunning):
                let also = skipped.isEmpty
                    ? "" : "\nCancelled and skipped:\n" + numbered(skipped.map(\.name)).joined(separator: "\n")
                site.report((["""
                    \(expected), but no effect was cancelled within \(describe(timeout)) while \
                    \(stillRunning.count.agreeing("this action", "these actions")) sent with start(_:) \
                    \(stillRunning.count.agreeing("was", "were")) still running:
                    """] + numbered(stillRunning)).joined(separator: "\n") + also)
                return
            case .waitCancelled:
                return
            }
            if next == id { return }
            if exhaustivity == .on {
                site.report("\(expected), but the next effect cancelled was \(next.name).")
                return
            }
            skipped.append(next)
        }
    }

    private enum NextCancellation {
        case cancelled(EffectID)
        /// Nothing recorded, and nothing running that could cancel more.
        case noneLeft
        /// Nothing came before the deadline from the sends still running.
        case timedOut(stillRunning: [String])
        /// The test itself was cancelled (a time limit): nothing to report.
        case waitCancelled
    }

    /// The oldest cancellation not asserted yet; waits while sends started
    /// with `start` are still running and none is recorded.
    private func nextCancellation(
        until deadline: ContinuousClock.Instant, for what: String, at site: CallSite
    ) async -> NextCancellation {
        while cancellations.isEmpty, !running.isEmpty {
            switch await waitForChange(until: deadline, for: what, at: site) {
            case .event: continue
            case .cancelled: return .waitCancelled
            case .timedOut:
                guard cancellations.isEmpty else { break }
                return .timedOut(stillRunning: running.sorted { $0.key < $1.key }.map(\.value.action))
            }
        }
        return cancellations.isEmpty ? .noneLeft : .cancelled(cancellations.removeFirst())
    }
}
