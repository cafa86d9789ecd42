import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The scan of a calendar file kept under `$XDG_CACHE_HOME/shifts`, so a
/// file that has not changed is not scanned again at the next start (the
/// scan is most of reading a large file; see Docs/Performance.md).
///
/// Only ever a shortcut: a cache file is used when it was made from this
/// calendar path, this file (device, inode, size, modification time to the
/// nanosecond), this content (a hash of every byte) and this format, and
/// reads in full (its own hash, ranges that fit the file). Anything else is
/// ignored, the file is scanned, and the cache is written again through a
/// temporary file and a rename. Failing to write it changes nothing else.
package struct ScanCache: Sendable {
    /// Where the cache files are.
    package let directory: String
    /// Smaller calendar files are scanned every time: under this size the
    /// scan costs about as much as reading a cache file.
    let minimumFileSize: Int

    package static let defaultMinimumFileSize = 64 * 1024
    /// How much larger than the calendar a cache file may be (its header,
    /// and ids longer than usual) before it is ignored unread.
    static let sizeAllowance: Int64 = 1 << 20

    package init(directory: String, minimumFileSize: Int = ScanCache.defaultMinimumFileSize) {
        self.directory = directory
        self.minimumFileSize = minimumFileSize
    }

    /// `$XDG_CACHE_HOME/shifts` when that is an absolute path, else
    /// `~/.cache/shifts` (XDG Base Directory); nil without a home either.
    package static func standard(environment: EnvironmentVariables) -> ScanCache? {
        if let cacheHome = environment["XDG_CACHE_HOME"], cacheHome.hasPrefix("/") {
            return ScanCache(directory: cacheHome + "/shifts")
        }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return ScanCache(directory: home + "/.cache/shifts")
    }

    /// The cache file for the calendar at `calendarPath`: one per calendar,
    /// named by a hash of its path (the file says the path in full too).
    func cacheFile(for calendarPath: String) -> String {
        let hash = ScanCacheFormat.contentHash(Array(calendarPath.utf8))
        let hex = String(hash, radix: 16)
        return directory + "/scan-" + String(repeating: "0", count: 16 - hex.count) + hex + ".bin"
    }

    /// The scan of the calendar file open at `descriptor` (`identity`, at
    /// `calendarPath`) and the hash of its content, when the cache has this
    /// very file; nil otherwise (and for small files). The file is hashed
    /// through a small buffer (`HashedFile`), never read into memory whole.
    func scan(ofFileAt calendarPath: String, descriptor: Int32,
              identity: FileIdentity) -> (scanned: ScannedCalendar, contentHash: UInt64)? {
        let path = cacheFile(for: calendarPath)
        // A scan is smaller than the file it describes; anything much larger
        // is not ours, and is not read into memory.
        guard identity.size >= Int64(minimumFileSize), let found = try? FileIdentity.current(at: path),
              found.size <= identity.size + Self.sizeAllowance,
              let file = try? AtomicFile.read(path)?.bytes,
              let contentHash = HashedFile.hash(descriptor, count: Int(identity.size)) else { return nil }
        let key = ScanCacheFormat.Key(path: calendarPath, identity: identity, contentHash: contentHash,
                                      program: Self.programStamp)
        return ScanCacheFormat.decode(file, key: key, byteCount: Int(identity.size)).map { ($0, contentHash) }
    }

    /// True when a cache of `bytes` would be kept: the file is large enough
    /// and the folder is there or can be made (so nothing is decoded for a
    /// cache that cannot be written).
    func willKeep(_ bytes: [UInt8]) -> Bool {
        bytes.count >= minimumFileSize && Self.makeDirectories(directory)
    }

    /// Keeps `scanned`, the scan of `bytes` read at `identity`, for the
    /// next start; does nothing for small files, and gives up quietly when
    /// the cache cannot be written.
    func keep(_ scanned: ScannedCalendar, of bytes: [UInt8], at calendarPath: String, identity: FileIdentity) {
        // The folder first: where it cannot be made, nothing is encoded.
        guard bytes.count >= minimumFileSize, Self.makeDirectories(directory) else { return }
        let key = ScanCacheFormat.Key(path: calendarPath, identity: identity,
                                      contentHash: ScanCacheFormat.contentHash(bytes), program: Self.programStamp)
        guard let contents = ScanCacheFormat.encode(scanned, key: key) else { return }
        let target = cacheFile(for: calendarPath)
        ScanCache.replace(target, with: contents)
    }

    /// This build of the program: a hash of its executable's device, inode,
    /// size and modification time (0 when it cannot be told).
    static let programStamp: UInt64 = {
        var info = stat()
        guard stat("/proc/self/exe", &info) == 0 else { return 0 }
        let identity = FileIdentity(info)
        var fields: [UInt8] = []
        for value in [Int64(bitPattern: identity.device), Int64(bitPattern: identity.inode), identity.size,
                      identity.modifiedSeconds, identity.modifiedNanoseconds] {
            withUnsafeBytes(of: value.littleEndian) { fields += $0 }
        }
        return ScanCacheFormat.contentHash(fields)
    }()

    /// Writes a cache file through a temporary file and a rename, mode
    /// 0600; gives up quietly (removing the temporary) when it cannot. No
    /// fsync: a cache torn by a crash fails its own hash and is rewritten.
    /// The temporary is made new (O_EXCL, O_NOFOLLOW): a link left in its
    /// place is removed, never followed, so no write lands outside the
    /// cache's folder; the rename replaces a link at `target` itself.
    static func replace(_ target: String, with contents: [UInt8]) {
        let temporary = target + ".\(getpid()).tmp"
        unlink(temporary)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return }
        let written = contents.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return false }
            var done = 0
            while done < buffer.count {
                let count = write(descriptor, base + done, buffer.count - done)
                if count <= 0 { return false }
                done += count
            }
            return true
        }
        close(descriptor)
        if !written || rename(temporary, target) != 0 {
            unlink(temporary)
        }
    }

    /// `mkdir -p` with mode 0700 (a cache is private); true when the
    /// directory is there afterwards.
    static func makeDirectories(_ path: String) -> Bool {
        var info = stat()
        if stat(path, &info) == 0 { return (info.st_mode & S_IFMT) == S_IFDIR }
        let parent = (path as NSString).deletingLastPathComponent
        guard parent != path, !parent.isEmpty, makeDirectories(parent) else { return false }
        return mkdir(path, 0o700) == 0 || errno == EEXIST
    }
}
