import IssueReporting

/// Where a test called an assertion, so a failure points at that line and
/// not at ReduxTesting's own code.
struct CallSite: Sendable {
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt

    /// Reports a test failure (Swift Testing or XCTest) at this call site.
    func report(_ message: String) {
        reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
