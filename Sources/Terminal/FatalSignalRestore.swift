import CNcurses
import CTerminalRestore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal put back when the process dies of a signal while ncurses
/// holds it (a crash, `kill -SEGV`, `kill -USR1`): the mode the shell had,
/// the normal screen, a visible cursor. The bytes are worked out here, at
/// start, because the signal handler (in C) may only copy them out.
enum FatalSignalRestore {
    /// What undoes the screen's set-up, in this order: attributes and colours
    /// off, the keypad's application mode off, the cursor shown, the
    /// alternate screen left.
    static let capabilities = ["sgr0", "op", "rmkx", "cnorm", "rmcup"]

    /// The bytes of `capabilities` that `string` knows, without padding.
    static func sequence(_ string: (String) -> [UInt8]?) -> [UInt8] {
        capabilities.flatMap { string($0).map(withoutPadding) ?? [] }
    }

    /// Terminfo's delays (`$<5>`, `$<2*/>`) tell tputs to wait; the terminal
    /// must not see them.
    static func withoutPadding(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "$"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "<"),
               let close = bytes[(index + 2)...].firstIndex(of: UInt8(ascii: ">")),
               bytes[(index + 2)..<close].allSatisfy({ isDelay($0) })
            {
                index = close + 1
                continue
            }
            result.append(bytes[index])
            index += 1
        }
        return result
    }

    private static func isDelay(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: "*") || byte == UInt8(ascii: "/")
    }

    /// A string capability of the terminal ncurses set up; nil when it has none.
    static func terminfoString(_ name: String) -> [UInt8]? {
        guard let value = tigetstr(name) else { return nil }
        // (char *)-1: `name` is not a string capability.
        if Int(bitPattern: value) == -1 { return nil }
        let length = strlen(value)
        return value.withMemoryRebound(to: UInt8.self, capacity: length) {
            Array(UnsafeBufferPointer(start: $0, count: length))
        }
    }

    /// Arms the handler for the terminal on `fileDescriptor`, with the mode it
    /// had before ncurses changed it. Call after ncurses has set up the terminal.
    @discardableResult
    static func arm(fileDescriptor: Int32, shellMode: termios) -> Bool {
        var mode = shellMode
        let bytes = sequence(terminfoString).map { CChar(bitPattern: $0) }
        return bytes.withUnsafeBufferPointer { buffer in
            shifts_terminal_restore_arm(fileDescriptor, &mode, buffer.baseAddress, buffer.count)
        }
    }

    static func disarm() {
        shifts_terminal_restore_disarm()
    }
}
