/// Why the terminal could not be started.
public enum TerminalError: Error, Hashable, Sendable, CustomStringConvertible {
    case standardInputNotATerminal
    case standardOutputNotATerminal
    case terminalTypeNotSet
    case unknownTerminalType(String)
    case alreadyStarted
    /// Standard input could not be duplicated for reading keys (out of file descriptors).
    case cannotReadInput(String)
    /// Standard output could not be duplicated for drawing (out of file descriptors).
    case cannotWriteOutput(String)

    public var description: String {
        switch self {
        case .standardInputNotATerminal:
            "standard input is not a terminal"
        case .standardOutputNotATerminal:
            "standard output is not a terminal"
        case .terminalTypeNotSet:
            "the TERM environment variable is not set"
        case .unknownTerminalType(let name):
            "unknown terminal type \"\(name)\" (check the TERM environment variable)"
        case .alreadyStarted:
            "the terminal is already in use by another screen"
        case .cannotReadInput(let problem):
            "cannot read keys from the terminal: \(problem)"
        case .cannotWriteOutput(let problem):
            "cannot draw on the terminal: \(problem)"
        }
    }
}
