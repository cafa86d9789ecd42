import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A failed system call, described by `strerror` unless it says better.
struct POSIXFailure: Error, Equatable {
    var code: Int32
    /// Replaces `strerror`'s text where that would mislead.
    var explanation: String?

    init(code: Int32, explanation: String? = nil) {
        self.code = code
        self.explanation = explanation
    }

    var message: String { explanation ?? String(cString: strerror(code)) }

    /// When `path` is a symbolic link whose target does not exist (a synced
    /// folder that is not mounted), the failure that says so; nil otherwise.
    static func danglingLink(at path: String) -> POSIXFailure? {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK, stat(path, &info) != 0 else { return nil }
        let code = errno
        guard code == ENOENT || code == ENOTDIR else { return nil }
        let target = SymbolicLink.text(at: path) ?? "a path"
        return POSIXFailure(code: code, explanation: "it is a symbolic link to \(target), which does not exist "
            + "(is the folder it points into mounted?)")
    }

    /// A path that exists but is no regular file, naming what it is.
    static func notRegularFile(mode: mode_t) -> POSIXFailure {
        let kind: String
        switch mode & S_IFMT {
        case S_IFDIR: kind = "a directory"
        case S_IFIFO: kind = "a FIFO"
        case S_IFCHR: kind = "a character device"
        case S_IFBLK: kind = "a block device"
        case S_IFSOCK: kind = "a socket"
        default: kind = "an unusual kind of file"
        }
        let code = (mode & S_IFMT) == S_IFDIR ? EISDIR : EINVAL
        return POSIXFailure(code: code, explanation: "not a regular file (it is \(kind))")
    }
}
