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
