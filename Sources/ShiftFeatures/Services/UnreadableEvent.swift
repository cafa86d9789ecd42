/// An event of the calendar file that could not be read, and why.
public struct UnreadableEvent: Hashable, Sendable {
    /// The file it is in.
    public var path: String
    /// Its first line in the file (1-based), when known.
    public var line: Int?
    /// What is wrong with it, as the reader said (`DTSTART: not a date`).
    public var problem: String

    public init(path: String, line: Int?, problem: String) {
        self.path = path
        self.line = line
        self.problem = problem
    }
}
