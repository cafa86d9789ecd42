import Redux

extension TestStore where Action: Equatable {
    /// Asserts that the next action a middleware dispatched is `expected`, and
    /// that it changed the state as `updateStateToExpectedResult` says.
    ///
    /// Actions sent with `send` are all in by the time it returns. While an
    /// action sent with `start` is still running, `receive` waits for the next
    /// one to be dispatched (advance the test clock or open the gate first),
    /// or for the running work to end without it, which fails; so does
    /// waiting longer than `timeout`.
    ///
    /// Not exhaustive: received actions before the first one equal to
    /// `expected` are skipped.
    public func receive(
        _ expected: Action,
        assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
        timeout: Duration = BoundedWait.defaultTimeout,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        await receive(
            matching: { $0 == expected }, described: oneLine(expected),
            mismatch: { received in
                diffMessage("Received an action other than the expected one:",
                            expected: expected, actual: received, actualLabel: "Received")
            },
            updateStateToExpectedResult, timeout, site)
    }
}

extension TestStore {
    /// Like `receive(_:assert:)`, for actions whose payload the test cannot
    /// spell out (a generated id, an error): asserts the next received action
    /// satisfies `isMatching`.
    public func receive(
        where isMatching: @escaping (Action) -> Bool,
        assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
        timeout: Duration = BoundedWait.defaultTimeout,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        await receive(
            matching: isMatching, described: "an action matching the predicate",
            mismatch: { "Received \(oneLine($0)), which does not match the predicate." },
            updateStateToExpectedResult, timeout, site)
    }

    /// The one receive loop behind every `receive`: waits for the next
    /// received action, skips non-matching ones when not exhaustive, and
    /// reports `mismatch` for one that does not match when exhaustive.
    func receive(
        matching isMatching: (Action) -> Bool,
        described: String,
        mismatch: (Action) -> String,
        _ update: ((inout State) throws -> Void)?,
        _ timeout: Duration,
        _ site: CallSite
    ) async {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        var skipped: [Action] = []
        while true {
            let next: Change
            switch await nextReceived(until: deadline, for: "receive(\(described))", at: site) {
            case .received(let change):
                next = change
            case .noneLeft:
                let also = skipped.isEmpty
                    ? "no action was received."
                    : "only these were received:\n" + numberedLines(skipped).joined(separator: "\n")
                site.report("Expected to receive \(described), but \(also)")
                return
            case .timedOut(let stillRunning):
                let also = skipped.isEmpty ? "" : "\nReceived and skipped:\n" + numberedLines(skipped).joined(separator: "\n")
                site.report((["""
                    Expected to receive \(described), but none came within \(describe(timeout)) \
                    while \(stillRunning.count.agreeing("this action", "these actions")) sent with start(_:) \
                    \(stillRunning.count.agreeing("was", "were")) still running (held at a gate, or asleep on \
                    a clock nobody advanced?):
                    """] + numbered(stillRunning)).joined(separator: "\n") + also)
                return
            }
            if isMatching(next.action) {
                assertChange(next, update, site)
                return
            }
            if exhaustivity == .on {
                site.report(mismatch(next.action))
                return
            }
            skipped.append(next.action)
        }
    }

    private enum NextReceived {
        case received(Change)
        /// Nothing queued, and nothing running that could dispatch more.
        case noneLeft
        /// Nothing came before the deadline from the sends still running.
        case timedOut(stillRunning: [String])
    }

    /// The oldest received reduction not asserted yet; waits while sends
    /// started with `start` are still running and nothing is queued.
    private func nextReceived(
        until deadline: ContinuousClock.Instant, for what: String, at site: CallSite
    ) async -> NextReceived {
        while received.isEmpty, !running.isEmpty {
            switch await waitForChange(until: deadline, for: what, at: site) {
            case .event: continue
            case .cancelled: return .noneLeft
            case .timedOut:
                guard received.isEmpty else { break }
                return .timedOut(stillRunning: running.sorted { $0.key < $1.key }.map(\.value.action))
            }
        }
        return received.isEmpty ? .noneLeft : .received(received.removeFirst())
    }
}
