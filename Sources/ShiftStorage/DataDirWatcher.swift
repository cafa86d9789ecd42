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
package final class DataDirWatcher: DataDirWatching {
    private let directory: String
    private let settle: Duration
    private let started = Mutex(false)

    /// - Parameter settle: how long to gather changes after the first one.
    package init(directory: URL, settle: Duration = .milliseconds(150)) {
        self.directory = directory.path
        self.settle = settle
    }

    /// Starts watching on first call; the stream ends when its consumer
    /// stops listening (the thread then ends too). A data dir that cannot be
    /// watched (no inotify) gives a stream that never yields.
    package func changes() -> AsyncStream<Set<DataFile>> {
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

/// The inotify descriptor, its watches, and the loop that reads them. The
/// watches are only touched on the watch thread after `init`.
private final class InotifyWatch: Sendable {
    /// What the watches stand for.
    private struct Watches {
        /// The data dir's own watch, or its parent's while it does not exist.
        var directory: Int32?
        var parent: Int32?
        /// Folders that `calendar.ics` or `catalog.json` link into: watch id
        /// to the names there that stand for them.
        var linked: [Int32: [String: DataFile]] = [:]
    }

    private let descriptor: Int32
    private let wakeReader: Int32
    private let wakeWriter: Int32
    private let directory: String
    private let watches = Mutex(Watches())
    private let stopped = Mutex(false)

    static let fileNames: [String: DataFile] = {
        let folder = URL(fileURLWithPath: "/", isDirectory: true)
        return [DataDirectory.calendarFile(in: folder).lastPathComponent: .calendar,
                DataDirectory.catalogFile(in: folder).lastPathComponent: .catalog,
                DataDirectory.undoFile(in: folder).lastPathComponent: .undoHistory,
                DataDirectory.changeLogFile(in: folder).lastPathComponent: .changeLog,
                DataDirectory.holidaysFile(in: folder).lastPathComponent: .holidays]
    }()
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

    /// Blocks until `stop()` (or the descriptor fails), calling `deliver`
    /// with each gathered set: the changes seen within `settleMilliseconds`
    /// of the first one of the set.
    func run(settleMilliseconds: Int32, deliver: (Set<DataFile>) -> Void) {
        var gathered = Set<DataFile>()
        var deadline: ContinuousClock.Instant?
        while !stopped.withLock({ $0 }) {
            var descriptors = [pollfd(fd: wakeReader, events: Int16(POLLIN), revents: 0),
                               pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
            var timeout: Int32 = -1
            if let deadline {
                let left = ContinuousClock.now.duration(to: deadline).components
                timeout = Int32(max(0, left.seconds * 1000 + left.attoseconds / 1_000_000_000_000_000))
            }
            let result = poll(&descriptors, 2, timeout)
            if result < 0 {
                if errno == EINTR { continue }
                return
            }
            if descriptors[1].revents & Int16(POLLIN) != 0 {
                let changed = readEvents()
                if deadline == nil, !changed.isEmpty {
                    deadline = ContinuousClock.now.advanced(by: .milliseconds(Int64(settleMilliseconds)))
                }
                gathered.formUnion(changed)
            }
            if let due = deadline, ContinuousClock.now >= due {
                deliver(gathered)
                gathered = []
                deadline = nil
            }
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
                changed.formUnion(files(changedBy: watch, mask: mask, name: name))
            }
        }
        return changed
    }

    /// The data files one event stands for; watches follow the folders.
    private func files(changedBy watch: Int32, mask: UInt32, name: String) -> Set<DataFile> {
        let current = watches.withLock { $0 }
        if mask & UInt32(IN_Q_OVERFLOW) != 0 {
            // Events were lost: anything may have changed.
            return Set(DataFile.allCases)
        }
        if watch == current.parent {
            guard name == (directory as NSString).lastPathComponent else { return [] }
            watchDataDirectory()
            return Set(DataFile.allCases)
        }
        if watch == current.directory {
            if mask & UInt32(IN_IGNORED) != 0 {
                // The data dir itself went away: wait for it to come back.
                watchDataDirectory()
                return Set(DataFile.allCases)
            }
            guard let file = Self.fileNames[name] else { return [] }
            // A link may point elsewhere now.
            if file == .calendar || file == .catalog { watchLinkTargets() }
            return [file]
        }
        if mask & UInt32(IN_IGNORED) != 0 {
            watches.withLock { _ = $0.linked.removeValue(forKey: watch) }
            watchLinkTargets()
            return []
        }
        return current.linked[watch].flatMap { names in names[name].map { [$0] } } ?? []
    }

    /// Watches the data dir and the folders its calendar and catalog link
    /// into; while the data dir does not exist, its parent, for its creation.
    private func watchDataDirectory() {
        let watch = inotify_add_watch(descriptor, directory, Self.mask)
        guard watch >= 0 else {
            let parent = (directory as NSString).deletingLastPathComponent
            let parentWatch = inotify_add_watch(descriptor, parent, UInt32(IN_CREATE | IN_MOVED_TO))
            watches.withLock { $0.directory = nil; $0.parent = parentWatch >= 0 ? parentWatch : nil }
            return
        }
        let parent = watches.withLock { watches -> Int32? in
            defer { watches.directory = watch; watches.parent = nil }
            return watches.parent
        }
        if let parent { inotify_rm_watch(descriptor, parent) }
        watchLinkTargets()
    }

    /// (Re)sets the watches on the folders `calendar.ics` and `catalog.json`
    /// link into, dropping those no link uses any more.
    private func watchLinkTargets() {
        var wanted: [String: [String: DataFile]] = [:]
        for (name, file) in Self.fileNames where file == .calendar || file == .catalog {
            let path = (directory as NSString).appendingPathComponent(name)
            guard let target = SymbolicLink.target(at: path) else { continue }
            wanted[(target as NSString).deletingLastPathComponent, default: [:]][(target as NSString).lastPathComponent] = file
        }
        var linked: [Int32: [String: DataFile]] = [:]
        for (folder, names) in wanted {
            let watch = inotify_add_watch(descriptor, folder, Self.mask)
            if watch >= 0, watch != watches.withLock({ $0.directory }) { linked[watch] = names }
        }
        let old = watches.withLock { watches in
            defer { watches.linked = linked }
            return watches.linked
        }
        for watch in old.keys where linked[watch] == nil { inotify_rm_watch(descriptor, watch) }
    }
}
