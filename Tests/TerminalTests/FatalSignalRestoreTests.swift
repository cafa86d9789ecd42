import CTerminalRestore
import Testing
@testable import Terminal

#if canImport(Glibc)
import Glibc
#endif

/// What a crash writes to the terminal, and which signal actions the guard
/// takes over. That a killed `shifts` really leaves a sane terminal is
/// checked on the real binary in tmux (scripts/e2e).
@Suite("Restoring the terminal from a fatal signal", .serialized)
struct FatalSignalRestoreTests {
    /// xterm-256color's strings, as terminfo has them.
    static let xterm: [String: String] = [
        "sgr0": "\u{1B}(B\u{1B}[m", "op": "\u{1B}[39;49m", "rmkx": "\u{1B}[?1l\u{1B}>",
        "cnorm": "\u{1B}[?12l\u{1B}[?25h", "rmcup": "\u{1B}[?1049l\u{1B}[23;0;0t",
        "smcup": "\u{1B}[?1049h\u{1B}[22;0;0t",
    ]

    @Test("attributes, colours and keypad off, the cursor shown, the alternate screen left, in that order")
    func sequenceFromTheTerminalsStrings() {
        let bytes = FatalSignalRestore.sequence { Self.xterm[$0].map { Array($0.utf8) } }
        #expect(String(decoding: bytes, as: UTF8.self)
            == "\u{1B}(B\u{1B}[m\u{1B}[39;49m\u{1B}[?1l\u{1B}>\u{1B}[?12l\u{1B}[?25h\u{1B}[?1049l\u{1B}[23;0;0t")
    }

    @Test("a terminal without an alternate screen or a keypad mode gets what it has")
    func missingCapabilitiesAreLeftOut() {
        let linux = ["sgr0": "\u{1B}[m\u{0F}", "cnorm": "\u{1B}[?25h\u{1B}[?0c"]
        let bytes = FatalSignalRestore.sequence { linux[$0].map { Array($0.utf8) } }
        #expect(String(decoding: bytes, as: UTF8.self) == "\u{1B}[m\u{0F}\u{1B}[?25h\u{1B}[?0c")
    }

    @Test("terminfo delays are dropped; a $< that is not a delay stays")
    func paddingIsNotSent() {
        func stripped(_ text: String) -> String {
            String(decoding: FatalSignalRestore.withoutPadding(Array(text.utf8)), as: UTF8.self)
        }
        #expect(stripped("\u{1B}[?5h$<100/>\u{1B}[?5l") == "\u{1B}[?5h\u{1B}[?5l")
        #expect(stripped("\u{1B}[H$<2*>\u{1B}[2J$<5.5>") == "\u{1B}[H\u{1B}[2J")
        #expect(stripped("a$<b>c$<") == "a$<b>c$<")
    }

    @Test("armed, it takes the fatal signals that end the process or have a crash handler, and leaves the rest")
    func armTakesOverFatalSignals() throws {
        let before = [SIGSEGV, SIGQUIT, SIGUSR1, SIGPIPE, SIGUSR2, SIGXFSZ].map { ($0, Self.action(of: $0)) }
        // Someone's handler for a signal sent on purpose, and an ignored signal: both stay.
        let purpose = Self.set(SIGUSR2, handler: { _ in })
        let ignored = Self.set(SIGXFSZ, handler: SIG_IGN)
        defer {
            Self.restore(SIGUSR2, purpose)
            Self.restore(SIGXFSZ, ignored)
        }
        var pipeFDs: [Int32] = [-1, -1]
        try #require(pipe(&pipeFDs) == 0)
        defer { pipeFDs.forEach { close($0) } }

        var mode = termios()
        let bytes: [CChar] = Array("reset".utf8).map { CChar(bitPattern: $0) }
        #expect(shifts_terminal_restore_arm(pipeFDs[1], &mode, bytes, bytes.count))
        defer { shifts_terminal_restore_disarm() }

        for signal in [SIGSEGV, SIGILL, SIGABRT, SIGQUIT, SIGBUS, SIGFPE, SIGTRAP] {
            #expect(shifts_terminal_restore_handles(signal), "signal \(signal)")
        }
        // Default "terminate" in a test process unless the runner set them otherwise.
        for (signal, action) in before where [SIGUSR1, SIGPIPE].contains(signal) {
            #expect(shifts_terminal_restore_handles(signal) == Self.isDefault(action), "signal \(signal)")
        }
        #expect(!shifts_terminal_restore_handles(SIGUSR2))
        #expect(!shifts_terminal_restore_handles(SIGXFSZ))
        // The app quits cleanly on these itself; the others do not end the process.
        for signal in [SIGTERM, SIGINT, SIGHUP, SIGCHLD, SIGWINCH, SIGCONT, SIGTSTP] {
            #expect(!shifts_terminal_restore_handles(signal), "signal \(signal)")
        }

        shifts_terminal_restore_disarm()
        for (signal, action) in before where signal != SIGUSR2 && signal != SIGXFSZ {
            #expect(!shifts_terminal_restore_handles(signal), "signal \(signal)")
            #expect(Self.handlerAddress(Self.action(of: signal)) == Self.handlerAddress(action), "signal \(signal)")
        }
    }

    @Test("more bytes than it keeps: refused, nothing armed")
    func tooManyBytesAreRefused() {
        var mode = termios()
        let bytes = [CChar](repeating: 0x41, count: Int(SHIFTS_TERMINAL_RESTORE_BYTES_MAX) + 1)
        #expect(!shifts_terminal_restore_arm(1, &mode, bytes, bytes.count))
        #expect(!shifts_terminal_restore_handles(SIGSEGV))
    }

    // MARK: - Signal actions

    static func action(of signal: Int32) -> sigaction {
        var action = sigaction()
        sigaction(signal, nil, &action)
        return action
    }

    static func handlerAddress(_ action: sigaction) -> Int {
        unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
    }

    static func isDefault(_ action: sigaction) -> Bool {
        handlerAddress(action) == unsafeBitCast(SIG_DFL, to: Int.self)
    }

    static func set(_ signal: Int32, handler: __sighandler_t?) -> sigaction {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        sigemptyset(&action.sa_mask)
        var old = sigaction()
        sigaction(signal, &action, &old)
        return old
    }

    static func restore(_ signal: Int32, _ action: sigaction) {
        var action = action
        sigaction(signal, &action, nil)
    }
}
