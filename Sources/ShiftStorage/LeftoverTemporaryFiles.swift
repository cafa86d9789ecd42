import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Temporary files a killed writer left behind (`.calendar.ics.XXXXXX`).
/// Removed under the data dir lock, when no other writer can be mid-write.
enum LeftoverTemporaryFiles {
    static func remove(besides path: String) {
        let target = AtomicFile.resolvedTarget(path)
        // A link to something that is no regular file (a device) has no
        // temporary files of ours beside it: its folder is not looked into.
        var info = stat()
        if stat(target, &info) == 0, (info.st_mode & S_IFMT) != S_IFREG { return }
        let directory = (target as NSString).deletingLastPathComponent
        let prefix = "." + (target as NSString).lastPathComponent + "."
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        for name in names where name.hasPrefix(prefix) && name.utf8.count == prefix.utf8.count + 6 {
            unlink((directory as NSString).appendingPathComponent(name))
        }
    }
}
