import Foundation
import ShiftFeatures
import ShiftModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The blocking work on the history files of one data dir. Callers run it
/// off the cooperative pool (`FileHistoryService` uses its own queue).
struct HistoryFiles: Sendable {
    let directory: String
    let logPath: String
    let undoPath: String
    let pendingPath: String
    let coder: HistoryFileFormat.Coder

    init(directory: URL, timeZone: TimeZone) {
        self.directory = directory.path
        logPath = DataDirectory.changeLogFile(in: directory).path
        undoPath = DataDirectory.undoFile(in: directory).path
        pendingPath = DataDirectory.pendingChangeFile(in: directory).path
        coder = HistoryFileFormat.Coder(timeZone: timeZone)
    }

    // MARK: changelog.jsonl

    /// The log as read: entries in file order, each with the bytes of its
    /// line, so a purge writes the kept lines back exactly.
    struct Log {
        var entries: [(entry: ChangeLogEntry, line: ArraySlice<UInt8>)] = []
    }

    /// Every entry. A last line without newline that does not parse is a
    /// write that a crash cut short: it is left out (the change it belonged
    /// to is finished from `pending-change.json`). Any other line that does
    /// not parse refuses the whole file, naming the line.
    func readLog() throws(HistoryFileError) -> Log {
        guard let bytes = try read(logPath) else { return Log() }
        var log = Log()
        var lineNumber = 0
        var start = 0
        while start < bytes.count {
            lineNumber += 1
            let newline = bytes[start...].firstIndex(of: 10)
            let end = newline ?? bytes.count
            var line = bytes[start..<end]
            start = end + 1
            if line.last == 13 { line = line.dropLast() }
            if line.allSatisfy({ $0 == 32 || $0 == 9 }) { continue }
            do throws(HistoryFileFormat.Problem) {
                log.entries.append((try HistoryFileFormat.entry(fromLine: line, coder: coder), line))
            } catch {
                if newline == nil, error.newerVersion == nil { break }
                throw refusal(logPath, line: lineNumber, error)
            }
        }
        return log
    }

    /// Appends `entries` and flushes them to disk. A torn last line (see
    /// `readLog`) is cut off first; a good last line without newline gets one.
    func append(_ entries: [ChangeLogEntry]) throws(HistoryFileError) {
        guard !entries.isEmpty else { return }
        var lines: [UInt8] = []
        for entry in entries { lines += try encoded(for: logPath) { () throws(JSONEncodingFailure) in
            try HistoryFileFormat.line(entry, coder: coder)
        } }
        do throws(AtomicFile.WriteFailure) {
            try AtomicFile.createParent(of: logPath)
            let descriptor = open(logPath, O_RDWR | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else { throw AtomicFile.WriteFailure(step: "cannot open", failure: POSIXFailure(code: errno)) }
            defer { close(descriptor) }
            try AtomicFile.writeAll(descriptor, try prepareTail(descriptor) + lines)
            guard fsync(descriptor) == 0 else {
                throw AtomicFile.WriteFailure(step: "cannot flush to disk", failure: POSIXFailure(code: errno))
            }
        } catch {
            throw .unwritable(path: logPath, problem: error.message)
        }
    }

    /// Rewrites the log keeping only the entries `keep` accepts, their lines
    /// byte for byte; returns how many went. Refused, without writing, when
    /// the log cannot be read.
    func rewriteLog(keeping keep: (ChangeLogEntry) -> Bool) throws(HistoryFileError) -> Int {
        let log = try readLog()
        var output: [UInt8] = []
        var removed = 0
        for (entry, line) in log.entries {
            if keep(entry) {
                output += line
                output.append(10)
            } else {
                removed += 1
            }
        }
        guard removed > 0 else { return 0 }
        try write(output, to: logPath)
        return removed
    }

    /// The ids of the entries of change `changeID` that are in the log (a
    /// change cut short by a crash may have some of them).
    func loggedIDs(ofChange changeID: String) throws(HistoryFileError) -> Set<String> {
        Set(try readLog().entries.lazy.filter { $0.entry.changeID == changeID }.map(\.entry.id))
    }

    // MARK: undo.json

    /// The undo history; empty when there is no file.
    func readUndo() throws(HistoryFileError) -> UndoHistory {
        try readJSON(undoPath, HistoryFileFormat.undoHistory) ?? UndoHistory()
    }

    func writeUndo(_ history: UndoHistory) throws(HistoryFileError) {
        try write(try encoded(for: undoPath) { () throws(JSONEncodingFailure) in
            try HistoryFileFormat.undoFile(history, coder: coder)
        }, to: undoPath)
    }

    // MARK: pending-change.json

    func readPending() throws(HistoryFileError) -> HistoryCommit? {
        try readJSON(pendingPath, HistoryFileFormat.pending)
    }

    func writePending(_ commit: HistoryCommit) throws(HistoryFileError) {
        try writePending(try pendingRecord(commit))
    }

    /// The pending file's bytes for `commit`.
    func pendingRecord(_ commit: HistoryCommit) throws(HistoryFileError) -> [UInt8] {
        try encoded(for: pendingPath) { () throws(JSONEncodingFailure) in
            try HistoryFileFormat.pendingFile(commit, coder: coder)
        }
    }

    /// The pending file from its bytes, already encoded.
    func writePending(_ record: [UInt8]) throws(HistoryFileError) {
        try write(record, to: pendingPath)
    }

    /// Removes the pending change; the removal is synced, so a crash after
    /// it cannot bring the change back.
    func removePending() throws(HistoryFileError) {
        guard unlink(pendingPath) == 0 || errno == ENOENT else {
            throw .unwritable(path: pendingPath, problem: POSIXFailure(code: errno).message)
        }
        AtomicFile.syncDirectory(of: pendingPath)
    }

    // MARK: Before a change

    /// Refuses, before anything is written, a change whose record could not
    /// be written: a log, undo or pending file that is a link to nowhere or
    /// is not a regular file (the writers refuse those too), a log that
    /// cannot be opened for appending, or too little room on the data dir's
    /// disk for the files the change writes (`recordSize`: its pending file).
    func checkWritable(recordSize: Int) throws(HistoryFileError) {
        for path in [logPath, undoPath, pendingPath] {
            if let dangling = POSIXFailure.danglingLink(at: path) {
                throw .cannotRecord(path: path, problem: dangling.message)
            }
            var info = stat()
            if stat(path, &info) == 0, (info.st_mode & S_IFMT) != S_IFREG {
                throw .cannotRecord(path: path, problem: POSIXFailure.notRegularFile(mode: info.st_mode).message)
            }
        }
        if FileManager.default.fileExists(atPath: logPath) {
            let descriptor = open(logPath, O_WRONLY | O_APPEND | O_CLOEXEC | O_NONBLOCK)
            guard descriptor >= 0 else { throw .cannotRecord(path: logPath, problem: POSIXFailure(code: errno).message) }
            close(descriptor)
        }
        var space = statvfs()
        guard statvfs(directory, &space) == 0 else { return }
        let free = UInt64(space.f_bavail) * UInt64(space.f_frsize)
        let needed = UInt64(estimatedBytes(recordSize: recordSize))
        if free < needed {
            throw .cannotRecord(path: directory, problem: "there is not enough room on its disk "
                + "(\(ByteCount.label(needed)) needed, \(ByteCount.label(free)) free)")
        }
    }

    /// What a change may write at most: the pending file, its log entries,
    /// a new undo file, a new calendar and catalog (copies of the old ones,
    /// grown), each twice for the temporary file beside the old version,
    /// and a margin. Generous on purpose: the check stands in for "no space
    /// left" halfway through.
    private func estimatedBytes(recordSize: Int) -> Int {
        func size(_ path: String) -> Int {
            var info = stat()
            return stat(path, &info) == 0 ? Int(info.st_size) : 0
        }
        let folder = URL(fileURLWithPath: directory, isDirectory: true)
        let calendar = size(DataDirectory.calendarFile(in: folder).path)
        let catalog = size(DataDirectory.catalogFile(in: folder).path)
        return 2 * (recordSize * 3 + size(undoPath) + calendar + catalog) + 1 << 20
    }

    // MARK: Helpers

    /// Removes the temporary files that killed writers left beside the
    /// history files. Called holding the data dir's lock, which every
    /// writer holds while its temporary file exists, so none is in use.
    func removeLeftoverTemporaryFiles() {
        for path in [logPath, undoPath, pendingPath] { LeftoverTemporaryFiles.remove(besides: path) }
    }

    /// Runs `body` holding the data dir's lock, as every writer in the data
    /// dir does (`DataDirLock`). Not around a calendar write: the calendar
    /// service takes the lock itself.
    func locked<Result>(_ body: () throws(HistoryFileError) -> Result) throws(HistoryFileError) -> Result {
        try DataDirLock.withLock(in: directory, lockFailure: HistoryFileError.init(lockFailure:), body)
    }

    private func read(_ path: String) throws(HistoryFileError) -> [UInt8]? {
        do throws(POSIXFailure) {
            return try AtomicFile.read(path)?.bytes
        } catch {
            throw .unreadable(path: path, line: nil, problem: error.message)
        }
    }

    /// A whole-file JSON value; nil when there is no file.
    private func readJSON<Value>(
        _ path: String, _ decode: ([UInt8], HistoryFileFormat.Coder) throws(HistoryFileFormat.Problem) -> Value
    ) throws(HistoryFileError) -> Value? {
        guard let bytes = try read(path) else { return nil }
        do throws(HistoryFileFormat.Problem) {
            return try decode(bytes, coder)
        } catch {
            throw refusal(path, line: nil, error)
        }
    }

    /// What `encode` makes for the file at `path`; a value that cannot be
    /// encoded refuses the write, naming the file.
    private func encoded(for path: String,
                         _ encode: () throws(JSONEncodingFailure) -> [UInt8]) throws(HistoryFileError) -> [UInt8] {
        do throws(JSONEncodingFailure) {
            return try encode()
        } catch {
            throw .unwritable(path: path, problem: error.message)
        }
    }

    private func write(_ bytes: [UInt8], to path: String) throws(HistoryFileError) {
        do throws(AtomicFile.WriteFailure) {
            try AtomicFile.write(bytes, to: path)
        } catch {
            throw .unwritable(path: path, problem: error.message)
        }
    }

    private func refusal(_ path: String, line: Int?, _ problem: HistoryFileFormat.Problem) -> HistoryFileError {
        if let newer = problem.newerVersion {
            return .newerVersion(path: path, found: newer, supported: HistoryFileFormat.currentVersion)
        }
        return .unreadable(path: path, line: line, problem: problem.message)
    }

    /// Makes the log end at a line boundary before an append and returns
    /// what to write first: a newline after a good last line that lacks
    /// one; nothing after cutting off a torn one.
    private func prepareTail(_ descriptor: Int32) throws(AtomicFile.WriteFailure) -> [UInt8] {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            throw AtomicFile.WriteFailure(step: "cannot inspect", failure: POSIXFailure(code: errno))
        }
        let size = Int(info.st_size)
        guard size > 0 else { return [] }
        // Read back from the end until the last newline (entries are small).
        var tail: [UInt8] = []
        var offset = size
        var lineStart = 0
        while offset > 0 {
            let length = min(4096, offset)
            offset -= length
            var chunk = [UInt8](repeating: 0, count: length)
            let count = chunk.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, length, off_t(offset)) }
            guard count == length else {
                throw AtomicFile.WriteFailure(step: "cannot read back", failure: POSIXFailure(code: count < 0 ? errno : EIO))
            }
            if offset + length == size, chunk.last == 10 { return [] }
            if let newline = chunk.lastIndex(of: 10) {
                tail = Array(chunk[(newline + 1)...]) + tail
                lineStart = offset + newline + 1
                break
            }
            tail = chunk + tail
        }
        if (try? HistoryFileFormat.entry(fromLine: tail[...], coder: coder)) != nil { return [10] }
        guard ftruncate(descriptor, off_t(lineStart)) == 0 else {
            throw AtomicFile.WriteFailure(step: "cannot cut off a torn last line", failure: POSIXFailure(code: errno))
        }
        return []
    }
}

extension HistoryFileError {
    /// Why a lock of the data dir could not be taken: busy (say so, and that
    /// nothing changed) or the lock file itself failing.
    init(lockFailure failure: DataDirLock.Failure) {
        switch failure {
        case .busy:
            self = .busy(problem: failure.retryableProblem)
        case .system(let path, _):
            self = .unwritable(path: path, problem: failure.message)
        }
    }
}
