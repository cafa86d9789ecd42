import Foundation
import Terminal

/// Asks for a password on the terminal without echoing it.
enum PasswordPrompt {
    /// The line typed; nil when standard input is not a terminal, or at
    /// the end of input.
    static func ask(_ question: String) -> String? {
        guard isatty(STDIN_FILENO) == 1 else { return nil }
        CommandOutput.writeError(question.sanitizedForTerminal)
        var saved = termios()
        guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return readLine(strippingNewline: true) }
        var quiet = saved
        quiet.c_lflag &= ~tcflag_t(ECHO)
        quiet.c_lflag |= tcflag_t(ECHONL)
        modeBeforePrompt = saved
        // Ctrl-C at the prompt must not leave the shell without echo.
        let previous = signal(SIGINT) { _ in
            var mode = modeBeforePrompt
            _ = tcsetattr(STDIN_FILENO, TCSANOW, &mode)
            _ = write(STDERR_FILENO, "\n", 1)
            _exit(130)
        }
        _ = tcsetattr(STDIN_FILENO, TCSANOW, &quiet)
        defer {
            _ = tcsetattr(STDIN_FILENO, TCSANOW, &saved)
            signal(SIGINT, previous)
        }
        return readLine(strippingNewline: true)
    }
}

/// The terminal's mode while the password prompt has echo off, for the
/// SIGINT handler (which can reach nothing else). Set before the handler
/// is installed, read only by it.
nonisolated(unsafe) private var modeBeforePrompt = termios()
