import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A pseudo-terminal: its secondary end is a command's standard output (so
/// `isatty` is true there), its primary end is read here.
final class PseudoTerminal {
    private let primary: Int32
    /// Give this to `CLIProcess.run(output:)`.
    let secondary: FileHandle
    private let secondaryPath: String

    init() throws {
        // Swift's Glibc module leaves out the XSI pty calls; libc has them.
        typealias Call = @convention(c) (Int32) -> Int32
        typealias Name = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
        let libc = dlopen(nil, RTLD_NOW)
        guard let open = dlsym(libc, "posix_openpt"), let grant = dlsym(libc, "grantpt"),
              let unlock = dlsym(libc, "unlockpt"), let name = dlsym(libc, "ptsname") else {
            throw POSIXError(.ENOSYS)
        }
        primary = unsafeBitCast(open, to: Call.self)(O_RDWR | O_NOCTTY)
        guard primary >= 0, unsafeBitCast(grant, to: Call.self)(primary) == 0,
              unsafeBitCast(unlock, to: Call.self)(primary) == 0,
              let path = unsafeBitCast(name, to: Name.self)(primary),
              let handle = FileHandle(forWritingAtPath: String(cString: path)) else {
            throw POSIXError(.ENOTTY)
        }
        secondary = handle
        secondaryPath = String(cString: path)
        let flags = fcntl(primary, F_GETFL)
        _ = fcntl(primary, F_SETFL, flags | O_NONBLOCK)
    }

    deinit {
        try? secondary.close()
        close(primary)
    }

    /// The secondary end for reading: give it to `CLIProcess.run(input:)`
    /// so the command's standard input is this terminal too.
    func input() throws -> FileHandle {
        guard let handle = FileHandle(forReadingAtPath: secondaryPath) else { throw POSIXError(.ENOTTY) }
        return handle
    }

    /// Types `text` as a user would: the command reads it line by line.
    /// Echo is turned off first, so `text()` holds only what the command
    /// wrote.
    func type(_ text: String) throws {
        var settings = termios()
        guard tcgetattr(secondary.fileDescriptor, &settings) == 0 else { throw POSIXError(.ENOTTY) }
        settings.c_lflag &= ~tcflag_t(ECHO)
        guard tcsetattr(secondary.fileDescriptor, TCSANOW, &settings) == 0 else { throw POSIXError(.ENOTTY) }
        let bytes = Array(text.utf8)
        guard write(primary, bytes, bytes.count) == bytes.count else { throw POSIXError(.EIO) }
    }

    /// What was written so far, with the terminal's CR LF for each line
    /// break turned back into LF.
    func text() -> String {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(primary, &buffer, buffer.count)
            guard count > 0 else { break }
            bytes += buffer[..<count]
        }
        return String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
    }
}
