import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which version of a file is on disk: any write by us or by another program
/// changes at least one of these (a rename-over gives a new inode, an
/// in-place edit a new mtime or size).
struct FileIdentity: Hashable, Sendable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modifiedSeconds: Int64
    var modifiedNanoseconds: Int64

    init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        #if canImport(Darwin)
        modifiedSeconds = Int64(info.st_mtimespec.tv_sec)
        modifiedNanoseconds = Int64(info.st_mtimespec.tv_nsec)
        #else
        modifiedSeconds = Int64(info.st_mtim.tv_sec)
        modifiedNanoseconds = Int64(info.st_mtim.tv_nsec)
        #endif
    }

    /// The identity of the file at `path` (following symlinks), nil when
    /// there is no file.
    static func current(at path: String) throws(POSIXFailure) -> FileIdentity? {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR {
                if let dangling = POSIXFailure.danglingLink(at: path) { throw dangling }
                return nil
            }
            throw POSIXFailure(code: code)
        }
        return FileIdentity(info)
    }
}

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

/// What a symbolic link says.
enum SymbolicLink {
    /// The link's text as written (`../Sync/work.ics`); nil when `path` is
    /// no symbolic link.
    static func text(at path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Where the link at `path` points, made absolute (one step, not
    /// followed further); nil when it is no symbolic link.
    static func target(at path: String) -> String? {
        guard let text = text(at: path) else { return nil }
        let absolute = text.hasPrefix("/")
            ? text : ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(text)
        return (absolute as NSString).standardizingPath
    }
}
