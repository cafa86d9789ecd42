import Redux

/// Receiving an action by its case, for actions a test cannot or need not
/// spell out whole, and for an `Action` that is not `Equatable`.
///
/// A case is named by the key path of a property that extracts its payload,
/// nil for any other case: give the action enum one per case you receive.
///
/// ```swift
/// extension TallyAction {
///     var factLoaded: String? { if case .factLoaded(let fact) = self { fact } else { nil } }
///     var increment: Void? { if case .increment = self { () } else { nil } }
/// }
///
/// await store.receive(\.factLoaded) { $0.fact = "3 is odd" }
/// await store.receive(\.factLoaded, "3 is odd") { $0.fact = "3 is odd" }
/// ```
///
/// A key path, not any function: a key path to a property that is not
/// optional (`var isLoaded: Bool`) does not compile here, where as a
/// function it would be promoted to one that matches every action. For a
/// test of your own, `receive(where:)` takes a predicate.
extension TestStore {
    /// Asserts that the next action a middleware dispatched is of the case
    /// `actionCase` extracts, whatever its payload, and that it changed the
    /// state as `updateStateToExpectedResult` says.
    ///
    /// Waits and skips like `receive(_:assert:)`.
    public func receive<Payload>(
        _ actionCase: KeyPath<Action, Payload?>,
        assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
        timeout: Duration = BoundedWait.defaultTimeout,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let described = caseDescription(of: Payload.self)
        await receive(
            matching: { $0[keyPath: actionCase] != nil }, described: described,
            mismatch: { "Received \(oneLine($0)), which is not \(described)." },
            updateStateToExpectedResult, timeout, site)
    }

    /// Asserts that the next action a middleware dispatched is of the case
    /// `actionCase` extracts with the payload `expected`, and that it changed
    /// the state as `updateStateToExpectedResult` says. A payload that
    /// differs fails with a diff of the payloads.
    ///
    /// Waits and skips like `receive(_:assert:)`: when not exhaustive, an
    /// action of the case with another payload is skipped too.
    public func receive<Payload: Equatable>(
        _ actionCase: KeyPath<Action, Payload?>,
        _ expected: Payload,
        assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
        timeout: Duration = BoundedWait.defaultTimeout,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let described = caseDescription(of: Payload.self) + " with the payload \(oneLine(expected))"
        await receive(
            matching: { $0[keyPath: actionCase] == expected }, described: described,
            mismatch: { received in
                guard let payload = received[keyPath: actionCase] else {
                    return "Received \(oneLine(received)), which is not \(described)."
                }
                return diffMessage("Received \(oneLine(received)), whose payload is not the expected one:",
                                   expected: expected, actual: payload, actualLabel: "Received")
            },
            updateStateToExpectedResult, timeout, site)
    }
}

/// How a failure names the case a test asked for. Only the payload's type
/// is known: a key path to a computed property has no printable name.
private func caseDescription<Payload>(of payload: Payload.Type) -> String {
    payload == Void.self ? "an action of the expected case (no payload)"
        : "an action of the expected case (payload \(payload))"
}
