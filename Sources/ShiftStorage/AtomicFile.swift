import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole-file reads and crash-safe replacement, in plain POSIX calls so the
/// order of fsync and rename is exactly what it says.
enum AtomicFile {
    /// A failed step of a write, for the error message.
    struct WriteFailure: Error, Equatable {
        var step: String
        var failure: POSIXFailure

        var message: String { "\(step): \(failure.message)" }
    }

    /// The file's bytes and the identity of exactly the version read; nil
    /// when there is no file.
    /// Anything but a regular file (a directory, a FIFO, a device) is
    /// refused without reading from it: opening is non-blocking, so a FIFO
    /// with no writer cannot hang the app.
    static func read(_ path: String) throws(POSIXFailure) -> (bytes: [UInt8], identity: FileIdentity)? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT {
                // A link into a folder that is not mounted is not "no file":
                // read as empty, the next save would replace the link.
                if let dangling = POSIXFailure.danglingLink(at: path) { throw dangling }
                return nil
            }
            throw POSIXFailure(code: code)
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw POSIXFailure(code: errno) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw POSIXFailure.notRegularFile(mode: info.st_mode) }

        // One byte more than the size, so that reaching the end needs no
        // second buffer; a file that grows meanwhile is read to its end.
        var capacity = max(Int(info.st_size), 0) + 1
        var bytes: [UInt8] = []
        while true {
            let failure = readChunk(descriptor, into: &bytes, capacity: capacity)
            if let failure { throw failure }
            guard bytes.count == capacity else { break }
            capacity = bytes.count + max(bytes.count, 4096)
        }
        return (bytes, FileIdentity(info))
    }

    /// Appends to `bytes` what `read` gives until the end of the file or
    /// until `bytes` holds `capacity` bytes, without zero-filling the buffer
    /// first. Returns the failure of a read, if any.
    private static func readChunk(_ descriptor: Int32, into bytes: inout [UInt8], capacity: Int) -> POSIXFailure? {
        let start = bytes.count
        var failure: POSIXFailure?
        let grown = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            bytes.withUnsafeBufferPointer { old in
                if let source = old.baseAddress { base.update(from: source, count: old.count) }
            }
            var count = start
            while count < capacity {
                let result = Foundation.read(descriptor, base + count, capacity - count)
                if result < 0 {
                    if errno == EINTR { continue }
                    failure = POSIXFailure(code: errno)
                    break
                }
                if result == 0 { break }
                count += result
            }
            initialized = count
        }
        bytes = grown
        return failure
    }

    /// Replaces the file at `path` with `bytes` so that a crash at any point
    /// leaves either the old or the new content: temp file (mode 0600) in
    /// the same directory, write, fsync, rename over, fsync the directory.
    /// A symlink at `path` is kept: its target is what gets replaced.
    /// Returns the identity of the new file.
    @discardableResult
    static func write(_ bytes: [UInt8], to path: String) throws(WriteFailure) -> FileIdentity? {
        if let dangling = POSIXFailure.danglingLink(at: path) {
            throw WriteFailure(step: "cannot write through a symbolic link", failure: dangling)
        }
        let target = resolvedTarget(path)
        // Only a regular file is replaced: a device, a FIFO or a socket at
        // the path (or where its link points) is never renamed over.
        var existing = stat()
        if stat(target, &existing) == 0, (existing.st_mode & S_IFMT) != S_IFREG {
            throw WriteFailure(step: "cannot replace \(target)", failure: .notRegularFile(mode: existing.st_mode))
        }
        let directory = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        try createParent(of: target)

        var template = Array("\(directory)/.\(name).XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return -1 }
            return mkstemp(base)
        }
        guard descriptor >= 0 else {
            throw WriteFailure(step: "cannot create a temporary file in \(directory)", failure: POSIXFailure(code: errno))
        }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        do throws(WriteFailure) {
            defer { _ = close(descriptor) }  // after fsync, close cannot lose data
            try fill(descriptor, with: bytes)
        } catch {
            unlink(temporary)
            throw error
        }
        guard rename(temporary, target) == 0 else {
            let failure = POSIXFailure(code: errno)
            unlink(temporary)
            throw WriteFailure(step: "cannot replace the file", failure: failure)
        }
        // The new content is in place; syncing the directory makes the
        // rename itself survive a power cut. Failing that is not worth
        // reporting as "not saved", because it was.
        syncDirectory(of: target)
        return try? FileIdentity.current(at: target)
    }

    /// Flushes the directory holding `path`, so a rename, creation or
    /// removal in it survives a power cut. Best effort.
    static func syncDirectory(of path: String) {
        let directory = (path as NSString).deletingLastPathComponent
        let directoryDescriptor = open(directory.isEmpty ? "." : directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directoryDescriptor >= 0 {
            _ = fsync(directoryDescriptor)
            close(directoryDescriptor)
        }
    }

    /// Writes everything and syncs it to disk.
    private static func fill(_ descriptor: Int32, with bytes: [UInt8]) throws(WriteFailure) {
        // mkstemp already creates 0600; say it anyway, the mode is a promise.
        guard fchmod(descriptor, 0o600) == 0 else {
            throw WriteFailure(step: "cannot set the file mode", failure: POSIXFailure(code: errno))
        }
        try writeAll(descriptor, bytes)
        guard fsync(descriptor) == 0 else {
            throw WriteFailure(step: "cannot flush to disk", failure: POSIXFailure(code: errno))
        }
    }

    /// Writes all of `bytes` at the descriptor's position (or its end, for
    /// O_APPEND), retrying short writes.
    static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) throws(WriteFailure) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return Foundation.write(descriptor, base + offset, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw WriteFailure(step: "cannot write", failure: POSIXFailure(code: errno))
            }
            offset += written
        }
    }

    /// Creates the directory `path` is in, as a step of writing `path`.
    static func createParent(of path: String) throws(WriteFailure) {
        let directory = (path as NSString).deletingLastPathComponent
        do throws(POSIXFailure) {
            try createDirectory(directory)
        } catch {
            throw WriteFailure(step: "cannot create \(directory)", failure: error)
        }
    }

    /// Creates `path` and missing parents with mode 0700 (XDG asks for it:
    /// the data dir holds a person's schedule).
    static func createDirectory(_ path: String) throws(POSIXFailure) {
        var info = stat()
        if stat(path, &info) == 0 { return }
        let parent = (path as NSString).deletingLastPathComponent
        if !parent.isEmpty, parent != path { try createDirectory(parent) }
        if mkdir(path, 0o700) != 0, errno != EEXIST { throw POSIXFailure(code: errno) }
    }

    /// Where a write to `path` must go: the file a symlink points to, so the
    /// user's link (e.g. into a synced folder) survives.
    static func resolvedTarget(_ path: String) -> String {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK,
              let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
