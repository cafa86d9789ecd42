/// Why the terminal could not be started.
package enum TerminalError: Error, Hashable, Sendable, CustomStringConvertible {
    case standardInputNotATerminal
    case standardOutputNotATerminal
    case terminalTypeNotSet
    case unknownTerminalType(String)
    /// TERM names a terminal that cannot move the cursor to a place (`dumb`,
    /// a hard-copy or generic type): a full screen cannot be drawn on it.
    case cannotDrawScreen(String)
    case alreadyStarted
    /// Standard input could not be duplicated for reading keys (out of file descriptors).
    case cannotReadInput(String)
    /// Standard output could not be duplicated for drawing (out of file descriptors).
    case cannotWriteOutput(String)

    package var description: String {
        switch self {
        case .standardInputNotATerminal:
            "standard input is not a terminal"
        case .standardOutputNotATerminal:
            "standard output is not a terminal"
        case .terminalTypeNotSet:
            "the TERM environment variable is not set: set it to your terminal's type (for example TERM=xterm-256color)"
        case .unknownTerminalType(let name):
            "unknown terminal type \"\(name)\" (check the TERM environment variable; for example TERM=xterm-256color)"
        case .cannotDrawScreen(let name):
            "the terminal type \"\(name)\" cannot move the cursor, which the full-screen app needs: "
                + "set TERM to your terminal's type (for example TERM=xterm-256color); "
                + "commands such as `shifts today` work on any terminal"
        case .alreadyStarted:
            "the terminal is already in use by another screen"
        case .cannotReadInput(let problem):
            "cannot read keys from the terminal: \(problem)"
        case .cannotWriteOutput(let problem):
            "cannot draw on the terminal: \(problem)"
        }
    }
}
