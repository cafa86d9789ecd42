import Foundation
import ReduxTesting
import ShiftFeatures
import Testing
@testable import ShiftStorage

/// Where an export may go: never into the data dir, never renamed over a
/// FIFO or a device; a new path or a regular file replaced atomically.
@Suite struct FileExportWriterTests {
    @Test("the export writer resolves ~/ and relative paths and writes the text")
    func export() async throws {
        try await withTemporaryDirectory { directory in
            let writer = FileExportWriter(home: directory.path, workingDirectory: directory.path + "/work",
                                          dataDirectory: directory.path + "/data")
            #expect(writer.resolve("~/a.txt") == directory.path + "/a.txt")
            #expect(writer.resolve("out/../b.txt") == directory.path + "/work/b.txt")
            #expect(writer.resolve("/tmp/c.txt") == "/tmp/c.txt")
            let path = try await writer.write("E ~ N\n", to: "~/x.txt")
            #expect(path == directory.path + "/x.txt")
            #expect(try readText(URL(fileURLWithPath: path)) == "E ~ N\n")
        }
    }

    @Test("every way of naming a path inside the data dir is refused: its files, a new file, .., a symlink")
    func insideTheDataDirectory() throws {
        try withTemporaryFolder { root in
            let data = root + "/data"
            try FileManager.default.createDirectory(atPath: data + "/backups", withIntermediateDirectories: true)
            try Data("calendar".utf8).write(to: URL(fileURLWithPath: data + "/calendar.ics"))
            try FileManager.default.createSymbolicLink(atPath: root + "/link", withDestinationPath: data)
            try FileManager.default.createSymbolicLink(atPath: root + "/to-calendar", withDestinationPath: data + "/calendar.ics")
            let refused = [data + "/calendar.ics", data + "/catalog.json", data + "/backups/new.txt", data,
                           root + "/link/calendar.ics", root + "/to-calendar", root + "/link/../data/x",
                           root + "/missing/../data/calendar.ics", data + "/new/deeper/file"]
            for path in refused {
                #expect(throws: ExportTarget.Refusal.self, "\(path)") {
                    try ExportTarget.classify(path, dataDirectory: data)
                }
            }
            // A data dir given through a symlink, or not created yet, is the same dir.
            #expect(throws: ExportTarget.Refusal.self) { try ExportTarget.classify(data + "/x", dataDirectory: root + "/link") }
            #expect(throws: ExportTarget.Refusal.self) {
                try ExportTarget.classify(root + "/fresh/calendar.ics", dataDirectory: root + "/fresh")
            }
            // Where a data file links to, outside the data dir (a synced folder), is the data file.
            let synced = root + "/synced"
            let linked = root + "/linked-data"
            try FileManager.default.createDirectory(atPath: synced, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: linked, withIntermediateDirectories: true)
            try Data("calendar".utf8).write(to: URL(fileURLWithPath: synced + "/work.ics"))
            try FileManager.default.createSymbolicLink(atPath: linked + "/calendar.ics", withDestinationPath: synced + "/work.ics")
            #expect(throws: ExportTarget.Refusal(reason: "it is where \(linked)/calendar.ics is kept, a file only shifts "
                + "itself changes (under its lock, with a backup); choose another path")) {
                try ExportTarget.classify(synced + "/work.ics", dataDirectory: linked)
            }
            #expect(try ExportTarget.classify(synced + "/other.ics", dataDirectory: linked) == .file(synced + "/other.ics"))
            // Beside the data dir is fine, even with a name that starts like it.
            #expect(try ExportTarget.classify(root + "/data2", dataDirectory: data) == .file(root + "/data2"))
            #expect(try ExportTarget.classify(root + "/link/../x.ics", dataDirectory: data) == .file(root + "/x.ics"))
        }
    }

    @Test("a new path or a regular file is a file; a FIFO or a device a stream; a folder or a dangling link refused")
    func kindsOfTarget() throws {
        try withTemporaryFolder { root in
            let data = root + "/data"
            try Data("old".utf8).write(to: URL(fileURLWithPath: root + "/old.ics"))
            try FileManager.default.createSymbolicLink(atPath: root + "/to-old", withDestinationPath: root + "/old.ics")
            try FileManager.default.createSymbolicLink(atPath: root + "/dangling", withDestinationPath: root + "/nowhere")
            #expect(mkfifo(root + "/fifo", 0o600) == 0)
            #expect(try ExportTarget.classify(root + "/x.ics", dataDirectory: data) == .file(root + "/x.ics"))
            #expect(throws: ExportTarget.Refusal(reason: "the folder \(root)/new/dir does not exist; "
                + "create it first or choose another folder")) {
                try ExportTarget.classify(root + "/new/dir/x.ics", dataDirectory: data)
            }
            #expect(!FileManager.default.fileExists(atPath: root + "/new"))
            #expect(try ExportTarget.classify(root + "/old.ics", dataDirectory: data) == .file(root + "/old.ics"))
            #expect(try ExportTarget.classify(root + "/to-old", dataDirectory: data) == .file(root + "/old.ics"))
            #expect(try ExportTarget.classify(root + "/fifo", dataDirectory: data) == .stream(root + "/fifo"))
            #expect(try ExportTarget.classify("/dev/null", dataDirectory: data) == .stream("/dev/null"))
            #expect(try ExportTarget.classify("/dev/stdout", dataDirectory: data) == .stream("/dev/stdout"))
            #expect(throws: ExportTarget.Refusal(reason: "there is no such device")) {
                try ExportTarget.classify("/dev/no-such-device-\(UUID().uuidString)", dataDirectory: data)
            }
            #expect(throws: ExportTarget.Refusal(reason: "it is a folder; give a file name")) {
                try ExportTarget.classify(root, dataDirectory: data)
            }
            #expect(throws: ExportTarget.Refusal(reason: "it is a symbolic link to \(root)/nowhere, which does not exist")) {
                try ExportTarget.classify(root + "/dangling", dataDirectory: data)
            }
        }
    }

    @Test("the writer refuses the data dir's files and leaves them as they were; a FIFO stays a FIFO")
    func writerRefusesAndStreams() async throws {
        try await withTemporaryDirectory { directory in
            let root = directory.path
            let data = root + "/data"
            try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
            let calendar = URL(fileURLWithPath: data + "/calendar.ics")
            try Data("BEGIN:VCALENDAR\r\n".utf8).write(to: calendar)
            let writer = FileExportWriter(home: root, workingDirectory: data, dataDirectory: data)
            await #expect(throws: UserFacingError(message: "Cannot export to \(data)/calendar.ics: it is inside the data "
                + "dir \(data), whose files only shifts itself changes (under its lock, with a backup); choose a path "
                + "outside it. Nothing was exported.")) {
                try await writer.write("E ~ ~\n", to: "calendar.ics")
            }
            #expect(try readText(calendar) == "BEGIN:VCALENDAR\r\n")

            #expect(mkfifo(root + "/fifo", 0o600) == 0)
            await #expect(throws: UserFacingError(message: "Cannot export to \(root)/fifo: it is a pipe no program is "
                + "reading from. Nothing was exported.")) {
                try await writer.write("E\n", to: root + "/fifo")
            }
            let reader = open(root + "/fifo", O_RDONLY | O_NONBLOCK)
            #expect(reader >= 0)
            defer { close(reader) }
            #expect(try await writer.write([0x45, 0xFF, 0x0A], to: root + "/fifo") == root + "/fifo")
            var buffer = [UInt8](repeating: 0, count: 16)
            let count = read(reader, &buffer, buffer.count)
            #expect(Array(buffer.prefix(max(count, 0))) == [0x45, 0xFF, 0x0A])
            var info = stat()
            #expect(lstat(root + "/fifo", &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO)
        }
    }

    @Test("a reader that goes away mid-export: a message saying so, not a SIGPIPE that ends the app",
          .timeLimit(.minutes(BoundedWait.timeLimitMinutes)))
    func readerGoesAway() async throws {
        try await withTemporaryDirectory { directory in
            let fifo = directory.path + "/fifo"
            #expect(mkfifo(fifo, 0o600) == 0)
            let reader = open(fifo, O_RDONLY | O_NONBLOCK)
            try #require(reader >= 0)
            let writer = FileExportWriter(home: directory.path, workingDirectory: directory.path,
                                          dataDirectory: directory.path + "/data")
            // More than a pipe holds: the writer blocks until the reader goes.
            let export = Task { try await writer.write([UInt8](repeating: 0x45, count: 1 << 20), to: fifo) }
            // The wait for the first bytes blocks: off the pool (whose thread
            // the export's own task needs), bounded as every wait is.
            let limit = Int32(clamping: BoundedWait.defaultTimeout.components.seconds * 1000)
            let polled = await offThePool { () -> Int32 in
                var ready = pollfd(fd: reader, events: Int16(POLLIN), revents: 0)
                return poll(&ready, 1, limit)
            }
            #expect(polled == 1, "the export never started writing")
            close(reader)
            let ended = await waitFor("the export to end after its reader went away") { await export.result }
            #expect(throws: UserFacingError(message: "Cannot write \(fifo): the program reading it closed it "
                + "first; the export is incomplete.")) {
                _ = try ended?.get()
            }
        }
    }

    /// A temp folder by its real path (/tmp may be a symlink elsewhere).
    func withTemporaryFolder(_ body: (String) throws -> Void) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: url) }
        try body(ExportTarget.canonical(url.path))
    }
}
