import CNcurses

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Makes a frame reach the terminal in one write.
///
/// ncurses flushes its output after every cursor move (its mvcur does), so a
/// frame went out as one write per jump, a dozen or more, and a terminal
/// could show half a frame. While a frame is drawn, the descriptor ncurses
/// writes to is pointed at an in-memory file; then it is the terminal again
/// and the frame goes to it in one write. That descriptor is ncurses's own
/// duplicate of standard output, so standard output (where the crash handler
/// puts the terminal back) is always the terminal.
///
/// Not for a frame in which ncurses touches the terminal's mode: the first
/// after a suspend (ncurses resumes the program mode there, on the same
/// descriptor).
struct FrameCapture: ~Copyable {
    /// The descriptor ncurses writes to.
    let output: Int32
    /// Another duplicate of the terminal, put back on `output` after a frame.
    private let terminal: Int32
    /// The in-memory file frames are gathered in; -1 when there is none
    /// (frames are then written as ncurses writes them).
    private let memory: Int32

    /// For output descriptor `output` (a terminal); nil when it cannot be
    /// duplicated (out of descriptors).
    init?(output: Int32) {
        let terminal = fcntl(output, F_DUPFD_CLOEXEC, 3)
        guard terminal >= 0 else { return nil }
        self.output = output
        self.terminal = terminal
        self.memory = shifts_memory_file()
    }

    /// Points `output` at the in-memory file; false when it cannot (then
    /// the frame goes to the terminal as written, and `end` is not needed).
    func begin() -> Bool {
        memory >= 0 && dup2(memory, output) == output
    }

    /// Puts the terminal back on `output` and writes the frame gathered since
    /// `begin` to it in one write. Returns the bytes written (-1: they could
    /// not all be written).
    @discardableResult
    func end() -> Int {
        // Should this fail, the frame still goes to the terminal below, and
        // the next frame's begin and end try again.
        _ = dup2(terminal, output)
        return shifts_forward_memory(memory, terminal)
    }

    deinit {
        if memory >= 0 { close(memory) }
        close(terminal)
    }
}
