import CNcurses
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real terminal through ncursesw. Not Sendable: ncurses is not thread-safe, so the
/// screen belongs to the one actor that draws and reads keys.
package final class NcursesScreen: Screen {
    package let colorsEnabled: Bool

    /// The descriptor keys are read from: a duplicate of standard input (see `start()`).
    package let inputFileDescriptor: Int32

    private let screen: OpaquePointer
    private let input: UnsafeMutablePointer<FILE>
    /// What ncurses writes to: a duplicate of standard output (see `FrameCapture`).
    private let output: UnsafeMutablePointer<FILE>
    private let frames: FrameCapture
    /// The next frame is the first after a suspend: ncurses resumes the
    /// terminal's mode in it, so it is not captured.
    private var isResuming = false
    private var lastGrid: CellGrid?
    private var needsFullRepaint = true
    private var isStopped = false
    private var sizeAtStop = TerminalSize(rows: 0, columns: 0)

    /// ncurses has one global terminal state, so only one screen may be live at a time.
    private static let isActive = Atomic<Bool>(false)

    private init(screen: OpaquePointer, input: UnsafeMutablePointer<FILE>, output: UnsafeMutablePointer<FILE>,
                 frames: consuming FrameCapture, colorsEnabled: Bool) {
        self.screen = screen
        self.input = input
        self.output = output
        self.frames = frames
        self.inputFileDescriptor = fileno(input)
        self.colorsEnabled = colorsEnabled
    }

    deinit { stop() }

    /// Sets up the terminal: locale, raw mode (Ctrl-C arrives as a key), no echo, keypad,
    /// non-blocking reads, a 25 ms escape delay, hidden cursor, and colours when the terminal
    /// has them and NO_COLOR is unset or empty. Throws instead of letting ncurses exit the
    /// process when stdin/stdout are not terminals or TERM is missing, unknown or names a
    /// terminal that cannot place the cursor.
    ///
    /// Until `stop()`, a fatal signal puts the terminal back before the process dies
    /// (`FatalSignalRestore`). Keys are read from a duplicate of standard input, so that
    /// the crash handler may replace standard input itself without any thread of ours
    /// reading what it put there.
    package static func start() throws -> NcursesScreen {
        guard isatty(0) != 0 else { throw TerminalError.standardInputNotATerminal }
        guard isatty(1) != 0 else { throw TerminalError.standardOutputNotATerminal }
        guard let term = getenv("TERM"), term.pointee != 0 else {
            throw TerminalError.terminalTypeNotSet
        }
        guard isActive.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged
        else { throw TerminalError.alreadyStarted }

        useUTF8Locale()
        let inputDescriptor = fcntl(STDIN_FILENO, F_DUPFD_CLOEXEC, 3)
        guard inputDescriptor >= 0, let input = shifts_open_input(inputDescriptor) else {
            let problem = String(cString: strerror(errno))
            if inputDescriptor >= 0 { close(inputDescriptor) }
            isActive.store(false, ordering: .releasing)
            throw TerminalError.cannotReadInput(problem)
        }
        // ncurses draws on a duplicate of standard output, which each frame
        // points elsewhere for a moment (FrameCapture).
        let outputDescriptor = fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 3)
        let output = outputDescriptor >= 0 ? shifts_open_output(outputDescriptor) : nil
        guard let output, let frames = FrameCapture(output: outputDescriptor) else {
            let problem = String(cString: strerror(errno))
            if let output { fclose(output) } else if outputDescriptor >= 0 { close(outputDescriptor) }
            fclose(input)
            isActive.store(false, ordering: .releasing)
            throw TerminalError.cannotWriteOutput(problem)
        }
        // The shell's mode, before ncurses changes anything, for a crash to put back.
        var shellMode = termios()
        let hasShellMode = tcgetattr(STDOUT_FILENO, &shellMode) == 0
        guard let screen = shifts_newterm(term, output, input) else {
            fclose(output)
            fclose(input)
            isActive.store(false, ordering: .releasing)
            throw TerminalError.unknownTerminalType(String(cString: term))
        }
        set_term(screen)
        // A terminal that cannot place the cursor (TERM=dumb) would show a
        // blank screen: it is given back untouched, and the error says why.
        guard shifts_can_draw_screen() != 0 else {
            endwin()
            delscreen(screen)
            fclose(output)
            fclose(input)
            isActive.store(false, ordering: .releasing)
            throw TerminalError.cannotDrawScreen(String(cString: term))
        }
        if hasShellMode { FatalSignalRestore.arm(fileDescriptor: STDOUT_FILENO, shellMode: shellMode) }
        raw()
        noecho()
        keypad(shifts_stdscr(), true)
        nodelay(shifts_stdscr(), true)
        set_escdelay(25)
        curs_set(0)
        return NcursesScreen(screen: screen, input: input, output: output, frames: frames,
                             colorsEnabled: startColors())
    }

    package var size: TerminalSize {
        if isStopped { return sizeAtStop }
        return TerminalSize(rows: Int(shifts_lines()), columns: Int(shifts_cols()))
    }

    /// Diffs `grid` against the last presented grid and writes only the changed cells, then
    /// refreshes: the frame reaches the terminal in one write (`FrameCapture`). The first
    /// frame, a frame of a new size and the first frame after a resize clear and repaint
    /// everything.
    package func present(_ grid: CellGrid) {
        guard !isStopped else { return }
        let screenSize = size
        let positions: [(row: Int, column: Int)]
        if needsFullRepaint || lastGrid?.size != grid.size {
            werase(shifts_stdscr())
            // After a resize the terminal's content is unknown: make ncurses redraw it all.
            if needsFullRepaint { clearok(shifts_stdscr(), true) }
            positions = Self.allPositions(of: grid.size)
        } else if let lastGrid {
            positions = grid.changedPositions(since: lastGrid)
        } else {
            positions = []
        }
        var lastDrawn: (row: Int, column: Int)?
        for (row, column) in positions where row < screenSize.rows && column < screenSize.columns {
            var drawColumn = column
            if grid[row, column].isWideContinuation, column > 0 {
                // Only the right half changed (e.g. its style): redraw the whole character.
                drawColumn = column - 1
            }
            if let lastDrawn, lastDrawn.row == row, lastDrawn.column == drawColumn { continue }
            draw(grid[row, drawColumn], row: row, column: drawColumn, screenColumns: screenSize.columns)
            lastDrawn = (row, drawColumn)
        }
        let isCaptured = !isResuming && frames.begin()
        wnoutrefresh(shifts_stdscr())
        doupdate()
        if isCaptured { frames.end() }
        isResuming = false
        lastGrid = grid
        needsFullRepaint = false
    }

    /// One key without blocking, or nil when none is waiting.
    package func readKey() -> Key? {
        guard !isStopped else { return nil }
        var value: wint_t = 0
        let result = shifts_get_wch(&value)
        if result == ERR { return nil }
        var key = Key.decode(UInt32(value), isFunctionKey: result == shifts_key_code_yes())
        if key == .escape { key = EscapeSequence.resolve(next: waitingInput, pushBack: pushBack) }
        if key == .resize { needsFullRepaint = true }
        return key
    }

    /// What ncurses has already read, without waiting (nodelay is set).
    private func waitingInput() -> EscapeSequence.Input? {
        var value: wint_t = 0
        let result = shifts_get_wch(&value)
        if result == ERR { return nil }
        return (UInt32(value), result == shifts_key_code_yes())
    }

    private func pushBack(_ input: EscapeSequence.Input) {
        if input.isFunctionKey {
            ungetch(Int32(truncatingIfNeeded: input.value))
        } else {
            unget_wch(wchar_t(truncatingIfNeeded: input.value))
        }
    }

    /// After SIGWINCH: reads the real size of the terminal on stdout, tells ncurses, and
    /// returns the new size. The next present repaints everything.
    @discardableResult
    package func updateSize() -> TerminalSize {
        guard !isStopped else { return sizeAtStop }
        var rows: Int32 = 0
        var columns: Int32 = 0
        if shifts_window_size(1, &rows, &columns) == 0, rows > 0, columns > 0,
            rows != shifts_lines() || columns != shifts_cols()
        {
            resizeterm(rows, columns)
        }
        needsFullRepaint = true
        return size
    }

    /// Ctrl-Z: puts the terminal back as the shell had it and stops the
    /// process (SIGTSTP, its default action), as a shell's job control
    /// expects; returns when the shell continues it (`fg`), with the
    /// program's terminal mode back and the next frame drawn whole.
    package func suspend() {
        guard !isStopped else { return }
        def_prog_mode()
        endwin()
        // Raised on this thread with SIGTSTP unblocked here, so the process
        // stops inside raise(): sent with kill() from a thread that blocks it
        // (the UI actor runs on such threads), it could arrive only after the
        // old action was put back, and be lost.
        var tstp = sigset_t()
        sigemptyset(&tstp)
        sigaddset(&tstp, SIGTSTP)
        var savedMask = sigset_t()
        pthread_sigmask(SIG_UNBLOCK, &tstp, &savedMask)
        let previous = signal(SIGTSTP, SIG_DFL)
        raise(SIGTSTP)
        signal(SIGTSTP, previous)
        pthread_sigmask(SIG_SETMASK, &savedMask, nil)
        reset_prog_mode()
        needsFullRepaint = true
        isResuming = true
    }

    /// Restores the terminal (endwin) and disarms the fatal-signal restore. Idempotent, so an
    /// exit path can always call it.
    package func stop() {
        guard !isStopped else { return }
        sizeAtStop = size
        isStopped = true
        endwin()
        delscreen(screen)
        fclose(output)
        fclose(input)
        FatalSignalRestore.disarm()
        Self.isActive.store(false, ordering: .releasing)
    }

    // MARK: - Private

    private func draw(_ cell: Cell, row: Int, column: Int, screenColumns: Int) {
        let attributes = Self.attributes(for: cell.style)
        let pair = colorsEnabled ? Self.colorPair(for: cell.style) : 0
        if let ascii = Self.printableASCII(cell.text) {
            // Most cells: one printable ASCII character, which is one column
            // wide everywhere; skips the width and cluster work below (a full
            // 80x24 frame drew in about a fifth of the time; Docs/Performance.md).
            var characters: (wchar_t, wchar_t) = (wchar_t(ascii), 0)
            _ = withUnsafePointer(to: &characters) { pointer in
                pointer.withMemoryRebound(to: wchar_t.self, capacity: 2) { text in
                    shifts_put_cell(Int32(row), Int32(column), text, attributes, pair)
                }
            }
            return
        }
        var width = DisplayWidth.of(cell.text)
        var text = cell.text
        if width == 2, column + 1 >= screenColumns {
            // The grid is wider than the terminal: half a wide character can't be shown.
            text = " "
            width = 1
        }
        let pieces = NcursesCellText.pieces(
            for: text, width: width, maxCodePoints: Int(shifts_ccharw_max()),
            systemWidth: { Int(shifts_wcwidth(wchar_t(bitPattern: $0))) })
        for (offset, piece) in pieces.enumerated() {
            var characters = piece.map { wchar_t(bitPattern: $0) }
            characters.append(0)
            // ERR at the bottom-right corner is expected (the cursor can't advance); the
            // cell is still written, so the result is ignored.
            _ = shifts_put_cell(Int32(row), Int32(column + offset), characters, attributes, pair)
        }
    }

    /// The byte of a cell that holds one printable ASCII character, else nil.
    static func printableASCII(_ text: String) -> UInt8? {
        var utf8 = text.utf8.makeIterator()
        guard let byte = utf8.next(), utf8.next() == nil, byte >= 0x20, byte < 0x7F else { return nil }
        return byte
    }

    private static func allPositions(of size: TerminalSize) -> [(row: Int, column: Int)] {
        var positions: [(row: Int, column: Int)] = []
        positions.reserveCapacity(size.rows * size.columns)
        for row in 0..<size.rows {
            for column in 0..<size.columns { positions.append((row, column)) }
        }
        return positions
    }

    static func attributes(for style: TextStyle) -> attr_t {
        var attributes: attr_t = 0
        if style.bold { attributes |= shifts_attr_bold() }
        if style.dim { attributes |= shifts_attr_dim() }
        if style.reverse { attributes |= shifts_attr_reverse() }
        if style.underline { attributes |= shifts_attr_underline() }
        return attributes
    }

    /// Pair i + 1 is colour i on the default background; pair 0 is the terminal default.
    static func colorPair(for style: TextStyle) -> Int16 {
        guard let color = style.foreground else { return 0 }
        return Int16(color.rawValue + 1)
    }

    private static func startColors() -> Bool {
        if let noColor = getenv("NO_COLOR"), noColor.pointee != 0 { return false }
        guard has_colors(), start_color() == OK else { return false }
        let background: Int16 = use_default_colors() == OK ? -1 : Int16(COLOR_BLACK)
        for color in TerminalColor.allCases {
            init_pair(colorPair(for: .colored(color)), Int16(color.rawValue), background)
        }
        return true
    }

    /// The user's locale, or C.UTF-8 when that isn't UTF-8: ncursesw needs a UTF-8 locale
    /// to draw anything beyond ASCII.
    private static func useUTF8Locale() {
        setlocale(LC_ALL, "")
        if let codeset = shifts_codeset() {
            let name = String(cString: codeset).lowercased()
            if name == "utf-8" || name == "utf8" { return }
        }
        setlocale(LC_CTYPE, "C.UTF-8")
    }
}
