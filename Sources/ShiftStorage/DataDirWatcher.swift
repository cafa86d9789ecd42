import Foundation
import ShiftFeatures
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Tells when the files of a data dir change on disk, whoever changed them
/// (the command line, a second window, a sync program), with inotify on the
/// folder: an atomic writer renames a new file over the old one, which a
/// watch on the file itself would miss. A `calendar.ics` or `catalog.json`
/// that is a symlink (into a synced folder) is watched where it points too.
///
/// One thread blocks in poll() on the inotify descriptor and a wake pipe,
/// never on the cooperative pool, and costs nothing while nothing changes.
/// Changes that come together (a change writes the calendar, the log and
/// the undo history) are gathered for `settle` after the first and
/// delivered as one set.
public final class DataDirWatcher: DataDirWatching {
    private let directory: String
    private let settle: Duration
    private let started = Mutex(false)

    /// - Parameter settle: how long to gather changes after the first one.
    public init(directory: URL, settle: Duration = .milliseconds(150)) {
        self.directory = directory.path
        self.settle = settle
    }

    /// Starts watching on first call; the stream ends when its consumer
    /// stops listening (the thread then ends too). A data dir that cannot be
    /// watched (no inotify) gives a stream that never yields.
    public func changes() -> AsyncStream<Set<DataFile>> {
        let (stream, continuation) = AsyncStream.makeStream(of: Set<DataFile>.self, bufferingPolicy: .unbounded)
        guard started.withLock({ started in
            defer { started = true }
            return !started
        }) else {
            continuation.finish()
            return stream
        }
        guard let watch = InotifyWatch(directory: directory) else { return stream }
        continuation.onTermination = { _ in watch.stop() }
        let settleMilliseconds = Int32(settle.components.seconds * 1000 + settle.components.attoseconds / 1_000_000_000_000_000)
        let thread = Thread {
            watch.run(settleMilliseconds: settleMilliseconds) { files in continuation.yield(files) }
            continuation.finish()
        }
        thread.name = "shifts.data-dir-watch"
        thread.start()
        return stream
    }
}

/// The inotify descriptor, its watches, and the loop that reads them.
private final class InotifyWatch: Sendable {
    /// A watched folder and the names in it that stand for data files.
    private struct Folder {
        var path: String
        var names: [String: DataFile]
    }

    private let descriptor: Int32
    private let wakeReader: Int32
    private let wakeWriter: Int32
    private let directory: String
    /// Watch descriptor to folder; only the watch thread touches it after init.
    private let folders = Mutex<[Int32: Folder]>([:])
    /// The data dir's parent, watched only while the data dir does not exist.
    private let parentWatch = Mutex<Int32?>(nil)
    private let stopped = Mutex(false)

    static let fileNames: [String: DataFile] = [
        "calendar.ics": .calendar, "catalog.json": .catalog, "undo.json": .undoHistory, "changelog.jsonl": .changeLog,
    ]
    private static let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE | IN_CREATE)

    init?(directory: String) {
        let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        var pipeEnds: [Int32] = [-1, -1]
        guard pipe(&pipeEnds) == 0 else {
            close(descriptor)
            return nil
        }
        for end in pipeEnds {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        self.descriptor = descriptor
        wakeReader = pipeEnds[0]
        wakeWriter = pipeEnds[1]
        self.directory = directory
        watchDataDirectory()
    }

    deinit {
        close(descriptor)
        close(wakeReader)
        close(wakeWriter)
    }

    func stop() {
        stopped.withLock { $0 = true }
        var byte: UInt8 = 1
        _ = write(wakeWriter, &byte, 1)
    }

    /// Blocks until `stop()`, calling `deliver` with each gathered set.
    func run(settleMilliseconds: Int32, deliver: (Set<DataFile>) -> Void) {
        var gathered = Set<DataFile>()
        while !stopped.withLock({ $0 }) {
            var descriptors = [pollfd(fd: wakeReader, events: Int16(POLLIN), revents: 0),
                               pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
            // Wait for ever while nothing is gathered; then only for the rest of a batch.
            let result = poll(&descriptors, 2, gathered.isEmpty ? -1 : settleMilliseconds)
            if result < 0 {
                if errno == EINTR { continue }
                return
            }
            if result == 0 {
                deliver(gathered)
                gathered = []
                continue
            }
            if descriptors[1].revents & Int16(POLLIN) != 0 { gathered.formUnion(readEvents()) }
        }
    }

    /// Reads what inotify has and names the data files it touched.
    private func readEvents() -> Set<DataFile> {
        var changed = Set<DataFile>()
        let size = 64 * 1024
        var buffer = [UInt8](repeating: 0, count: size)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, size) }
            guard count > 0 else { break }
            var offset = 0
            let header = MemoryLayout<inotify_event>.size
            while offset + header <= count {
                let (watch, mask, nameLength) = buffer.withUnsafeBytes { bytes in
                    let event = bytes.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    return (event.wd, event.mask, Int(event.len))
                }
                let nameBytes = buffer[(offset + header)..<min(count, offset + header + nameLength)]
                let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
                offset += header + nameLength
                if watch == parentWatch.withLock({ $0 }) {
                    if name == (directory as NSString).lastPathComponent, mask & UInt32(IN_ISDIR) != 0 {
                        watchDataDirectory()
                        changed.formUnion(DataFile.allCases)
                    }
                    continue
                }
                if mask & UInt32(IN_IGNORED) != 0 {
                    // The folder itself went away: wait for it to come back.
                    _ = folders.withLock { $0.removeValue(forKey: watch) }
                    if folders.withLock({ $0.isEmpty }) { watchDataDirectory() }
                    continue
                }
                if let file = folders.withLock({ $0[watch]?.names[name] }) { changed.insert(file) }
            }
        }
        return changed
    }

    /// Watches the data dir, and the folders that its calendar and catalog
    /// link into; while the data dir does not exist, its parent, for its
    /// creation.
    private func watchDataDirectory() {
        let watch = inotify_add_watch(descriptor, directory, Self.mask)
        guard watch >= 0 else {
            let parent = (directory as NSString).deletingLastPathComponent
            let parentWatch = inotify_add_watch(descriptor, parent, UInt32(IN_CREATE | IN_MOVED_TO))
            self.parentWatch.withLock { $0 = parentWatch >= 0 ? parentWatch : nil }
            return
        }
        if let old = parentWatch.withLock({ $0 }) {
            inotify_rm_watch(descriptor, old)
            parentWatch.withLock { $0 = nil }
        }
        folders.withLock { $0[watch] = Folder(path: directory, names: Self.fileNames) }
        for (name, file) in Self.fileNames where file == .calendar || file == .catalog {
            let path = (directory as NSString).appendingPathComponent(name)
            guard let target = Self.linkTarget(path) else { continue }
            let folder = (target as NSString).deletingLastPathComponent
            let targetWatch = inotify_add_watch(descriptor, folder, Self.mask)
            guard targetWatch >= 0 else { continue }
            folders.withLock { folders in
                var entry = folders[targetWatch] ?? Folder(path: folder, names: [:])
                entry.names[(target as NSString).lastPathComponent] = file
                folders[targetWatch] = entry
            }
        }
    }

    /// Where the symlink at `path` points, made absolute; nil when it is no symlink.
    private static func linkTarget(_ path: String) -> String? {
        guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: path) else { return nil }
        let absolute = destination.hasPrefix("/")
            ? destination : ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(destination)
        return (absolute as NSString).standardizingPath
    }
}
