/// An event of the calendar file that could not be read, and why.
package struct UnreadableEvent: Hashable, Sendable {
    /// The file it is in.
    package var path: String
    /// Its first line in the file (1-based), when known.
    package var line: Int?
    /// What is wrong with it, as the reader said (`DTSTART: not a date`).
    package var problem: String

    package init(path: String, line: Int?, problem: String) {
        self.path = path
        self.line = line
        self.problem = problem
    }
}
