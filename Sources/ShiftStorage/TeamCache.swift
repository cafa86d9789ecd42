import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What was read of members' calendars, kept under
/// `$XDG_CACHE_HOME/shifts/team` (one file per member's calendar, named by a
/// hash of its path), so the next start neither opens a vdir's every file
/// nor decodes again what it showed before.
///
/// Only ever a shortcut, as `ScanCache` is: a cache file is used when it was
/// made by this build from this path and reads in full (its own hash);
/// a single file's cache only for the very bytes it was made from, a vdir's
/// only while the folder has the identity it was listed with (and then each
/// file it names is trusted by its own identity). Anything else is ignored
/// and written again through a temporary file and a rename; failing to write
/// it changes nothing else. Members' calendars themselves are never written.
package struct TeamCache: Sendable {
    package let directory: String
    /// A cache file larger than this is not ours, and is not read.
    static let maximumFileSize: Int64 = 64 << 20

    package init(directory: String) {
        self.directory = directory
    }

    /// `team` in the folder of the scan cache (`ScanCache.standard`).
    package static func standard(environment: EnvironmentVariables) -> TeamCache? {
        ScanCache.standard(environment: environment).map { TeamCache(directory: $0.directory + "/team") }
    }

    func cacheFile(for calendarPath: String) -> String {
        let hex = String(ScanCacheFormat.contentHash(Array(calendarPath.utf8)), radix: 16)
        return directory + "/" + String(repeating: "0", count: 16 - hex.count) + hex + ".bin"
    }

    /// What the cache holds for the calendar at `calendarPath`, shifts in
    /// `calendar`; nil when there is nothing usable.
    func member(at calendarPath: String, calendar: Calendar) -> MemberCalendar? {
        let path = cacheFile(for: calendarPath)
        guard let found = try? FileIdentity.current(at: path), found.size <= Self.maximumFileSize,
              let file = try? AtomicFile.read(path)?.bytes else { return nil }
        return TeamCacheFormat.decode(file, path: calendarPath, program: ScanCache.programStamp, calendar: calendar)
    }

    /// Keeps `member` for the next start; gives up quietly when it cannot.
    func keep(_ member: MemberCalendar, at calendarPath: String) {
        guard ScanCache.makeDirectories(directory) else { return }
        let contents = TeamCacheFormat.encode(member, path: calendarPath, program: ScanCache.programStamp)
        let target = cacheFile(for: calendarPath)
        ScanCache.replace(target, with: contents)
    }
}
