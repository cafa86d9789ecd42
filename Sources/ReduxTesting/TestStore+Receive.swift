import Redux

extension TestStore where Action: Equatable {
    /// Asserts that the next action a middleware dispatched is `expected`, and
    /// that it changed the state as `updateStateToExpectedResult` says.
    ///
    /// Actions sent with `send` are all in by the time it returns. While an
    /// action sent with `start` is still running, `receive` waits for the next
    /// one to be dispatched (advance the test clock or open the gate first),
    /// or for the running work to end without it, which fails.
    ///
    /// Not exhaustive: received actions before the first one equal to
    /// `expected` are skipped.
    public func receive(
        _ expected: Action,
        assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
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
            updateStateToExpectedResult, site)
    }
}

extension TestStore {
    /// Like `receive(_:assert:)`, for actions whose payload the test cannot
    /// spell out (a generated id, an error): asserts the next received action
    /// satisfies `isMatching`.
    public func receive(
        where isMatching: @escaping (Action) -> Bool,
        assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        await receive(
            matching: isMatching, described: "an action matching the predicate",
            mismatch: { "Received \(oneLine($0)), which does not match the predicate." },
            updateStateToExpectedResult, site)
    }

    private func receive(
        matching isMatching: (Action) -> Bool,
        described: String,
        mismatch: (Action) -> String,
        _ update: ((inout State) throws -> Void)?,
        _ site: CallSite
    ) async {
        var skipped: [Action] = []
        while let next = await nextReceived() {
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
        let also = skipped.isEmpty
            ? "no action was received."
            : "only these were received:\n" + numberedLines(skipped).joined(separator: "\n")
        site.report("Expected to receive \(described), but \(also)")
    }

    /// The oldest received reduction not asserted yet; waits while sends
    /// started with `start` are still running and nothing is queued.
    private func nextReceived() async -> Change? {
        while received.isEmpty, !running.isEmpty, !Task.isCancelled { await waitForChange() }
        return received.isEmpty ? nil : received.removeFirst()
    }
}
