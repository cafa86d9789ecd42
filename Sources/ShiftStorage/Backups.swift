import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Earlier versions of the data files, in `<data dir>/backups/`: before a
/// file is replaced, the version on disk is kept there as
/// `calendar-20261123T080000.123456789Z.ics` (named after the time that
/// version was written, UTC), and only the newest `count` are kept.
///
/// The old version is hard-linked, not copied: the atomic write replaces
/// the file by renaming a new one over it, so the old inode is never
/// modified again and linking it costs nothing however large the file is.
/// Where linking fails (another file system) it is copied.
package struct Backups: Sendable {
    /// What `shifts` keeps unless told otherwise (`--backups`, `SHIFTS_BACKUPS`).
    package static let defaultCount = 10
    package static let directoryName = "backups"

    /// The backups folder.
    package let directory: String
    /// How many versions of each file to keep; 0 keeps none.
    package let count: Int

    package init(dataDirectory: String, count: Int) {
        directory = (dataDirectory as NSString).appendingPathComponent(Self.directoryName)
        self.count = max(0, count)
    }

    /// Keeps the version of `path` now on disk (if any) and removes the
    /// oldest beyond `count`. Called under the data dir lock, before the
    /// replacement. A backup that cannot be made does not stop the save:
    /// the save itself is atomic, the backup only a second chance.
    func preserve(_ path: String) {
        guard count > 0 else {
            prune(path)
            return
        }
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return }
        let written = FileIdentity(info)
        do throws(POSIXFailure) {
            try AtomicFile.createDirectory(directory)
        } catch {
            return
        }
        let (stem, ext) = Self.nameParts(path)
        let stamp = Self.stamp(seconds: written.modifiedSeconds, nanoseconds: written.modifiedNanoseconds)
        var target = (directory as NSString).appendingPathComponent("\(stem)-\(stamp)\(ext)")
        var attempt = 2
        while access(target, F_OK) == 0 {
            target = (directory as NSString).appendingPathComponent("\(stem)-\(stamp)-\(attempt)\(ext)")
            attempt += 1
        }
        if linkat(AT_FDCWD, path, AT_FDCWD, target, AT_SYMLINK_FOLLOW) != 0 {
            if let contents = try? AtomicFile.read(path) {
                _ = try? AtomicFile.write(contents.bytes, to: target)
            }
        }
        prune(path)
    }

    /// The backups of `path`, oldest first (their names sort by time).
    package func versions(of path: String) -> [String] {
        let (stem, ext) = Self.nameParts(path)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasPrefix(stem + "-") && $0.hasSuffix(ext) && !$0.hasPrefix(".") }
            .sorted()
            .map { (directory as NSString).appendingPathComponent($0) }
    }

    private func prune(_ path: String) {
        let all = versions(of: path)
        for old in all.dropLast(count) { unlink(old) }
    }

    /// `calendar.ics` -> ("calendar", ".ics").
    private static func nameParts(_ path: String) -> (stem: String, ext: String) {
        let name = (path as NSString).lastPathComponent
        let ext = (name as NSString).pathExtension
        return ((name as NSString).deletingPathExtension, ext.isEmpty ? "" : "." + ext)
    }

    /// `20261123T080000.123456789Z`: sorts as time does.
    static func stamp(seconds: Int64, nanoseconds: Int64) -> String {
        var time = time_t(seconds)
        var parts = tm()
        gmtime_r(&time, &parts)
        let date = String(format: "%04d%02d%02dT%02d%02d%02d", Int(parts.tm_year) + 1900, Int(parts.tm_mon) + 1,
                          Int(parts.tm_mday), Int(parts.tm_hour), Int(parts.tm_min), Int(parts.tm_sec))
        return date + String(format: ".%09lldZ", nanoseconds)
    }
}
