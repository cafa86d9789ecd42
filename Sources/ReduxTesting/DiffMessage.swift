import CustomDump

/// A failure message with a readable diff of two values (swift-custom-dump),
/// shared by every assertion in ReduxTesting so they all read the same.
/// Plain ASCII markers (`.default`, not `.proportional`): these messages are
/// read in a terminal, and can be pasted into a test's expected string.
///
///     The state after CounterAction.increment does not match the expectation:
///
///         CounterState(
///       -   count: 2,
///       +   count: 1,
///           log: []
///         )
///
///     (Expected: -, Actual: +)
func diffMessage<T>(
    _ headline: String, expected: T, actual: T,
    expectedLabel: String = "Expected", actualLabel: String = "Actual"
) -> String {
    guard let difference = diff(expected, actual, format: .default) else {
        // Equal dumps of unequal values (a custom ==): show both whole.
        var expectedDump = "", actualDump = ""
        customDump(expected, to: &expectedDump)
        customDump(actual, to: &actualDump)
        return """
            \(headline)

            \(expectedLabel):
            \(indented(expectedDump))
            \(actualLabel):
            \(indented(actualDump))
            """
    }
    return """
        \(headline)

        \(indented(difference))

        (\(expectedLabel): -, \(actualLabel): +)
        """
}

/// A short one-line description of a value, for lists of actions.
func oneLine<T>(_ value: T) -> String {
    var text = ""
    customDump(value, to: &text, maxDepth: 4)
    return text.split(separator: "\n").map { $0.drop(while: \.isWhitespace) }
        .joined(separator: " ")
}

/// `  1. first`, `  2. second`: one line each, as failures list actions.
func numberedLines<T>(_ values: [T]) -> [String] {
    numbered(values.map(oneLine))
}

/// The same for lines already written.
func numbered(_ lines: [String]) -> [String] {
    lines.enumerated().map { "  \($0.offset + 1). \($0.element)" }
}

private func indented(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
        .map { $0.isEmpty ? "" : "    " + $0 }
        .joined(separator: "\n")
}
