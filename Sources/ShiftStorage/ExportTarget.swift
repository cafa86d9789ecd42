import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where an export may go, decided from what is at the path just before
/// writing. The data dir's own files are never an export's target: they
/// change only under the data dir's lock, with a backup, and an export
/// holds neither.
enum ExportTarget: Equatable {
    /// A new path or an existing regular file, at this resolved path:
    /// replaced atomically.
    case file(String)
    /// A FIFO or a character device (a terminal, /dev/null), or anything
    /// named through /dev or /proc (`/dev/stdout`): written as a stream, in
    /// append mode, never renamed over.
    case stream(String)

    /// Why a path cannot take an export.
    struct Refusal: Error, Equatable {
        var reason: String
    }

    /// What to do with `path` (absolute, `~` expanded), given the data dir.
    static func classify(_ path: String, dataDirectory: String) throws(Refusal) -> ExportTarget {
        let data = canonical(dataDirectory)
        // The data files where they really are: calendar.ics may link into a
        // synced folder, and an export there would replace the calendar.
        let folder = URL(fileURLWithPath: dataDirectory, isDirectory: true)
        let dataFiles = [DataDirectory.calendarFile(in: folder), DataDirectory.catalogFile(in: folder),
                         DataDirectory.changeLogFile(in: folder), DataDirectory.undoFile(in: folder),
                         DataDirectory.pendingChangeFile(in: folder)]
        func refuseInsideDataDirectory(_ resolved: String) throws(Refusal) {
            if resolved == data || resolved.hasPrefix(data.hasSuffix("/") ? data : data + "/") {
                throw Refusal(reason: "it is inside the data dir \(dataDirectory), whose files only shifts itself "
                    + "changes (under its lock, with a backup); choose a path outside it")
            }
            if let file = dataFiles.first(where: { canonical($0.path) == resolved }) {
                throw Refusal(reason: "it is where \(file.path) is kept, a file only shifts itself changes (under "
                    + "its lock, with a backup); choose another path")
            }
        }
        // /dev and /proc hold devices and descriptors, never an export's
        // file: nothing is created or renamed there.
        let parent = canonical((path as NSString).deletingLastPathComponent)
        let throughDescriptors = parent == "/dev" || parent.hasPrefix("/dev/") || parent == "/proc"
            || parent.hasPrefix("/proc/")
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = errno
            guard code == ENOENT else { throw Refusal(reason: String(cString: strerror(code))) }
            if lstat(path, &info) == 0 {
                let target = SymbolicLink.text(at: path) ?? "nothing"
                throw Refusal(reason: "it is a symbolic link to \(target), which does not exist")
            }
            if throughDescriptors { throw Refusal(reason: "there is no such device") }
            let resolved = canonical(path)
            try refuseInsideDataDirectory(resolved)
            // A mistyped folder is refused, not created: the export would
            // land somewhere the user never meant.
            let folder = (path as NSString).deletingLastPathComponent
            if stat(folder, &info) != 0 {
                let shown = (folder as NSString).standardizingPath
                throw Refusal(reason: "the folder \(shown) does not exist; create it first or choose another folder")
            }
            return .file(resolved)
        }
        // Through /dev/stdout, /dev/fd/N or /proc/self/fd/N, `realpath`
        // finds what the descriptor has open, or fails for a pipe.
        let resolved = canonical(path)
        try refuseInsideDataDirectory(resolved)
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            return throughDescriptors ? .stream(path) : .file(resolved)
        case S_IFIFO, S_IFCHR:
            return .stream(path)
        case S_IFDIR:
            throw Refusal(reason: "it is a folder; give a file name")
        default:
            throw Refusal(reason: "it is neither a file, a pipe nor a terminal")
        }
    }

    /// `path` as the kernel would resolve it: every symlink, `.` and `..`
    /// of the part that exists resolved by `realpath`, the part still to be
    /// created appended with its `.` and `..` applied (it will be created
    /// as plain folders).
    static func canonical(_ path: String) -> String {
        var existing = path
        var rest: [String] = []
        while true {
            if let resolved = realpath(existing, nil) {
                defer { free(resolved) }
                return normalized(String(cString: resolved), appending: rest)
            }
            let parent = (existing as NSString).deletingLastPathComponent
            guard !parent.isEmpty, parent != existing else { return normalized("/", appending: rest) }
            rest.insert((existing as NSString).lastPathComponent, at: 0)
            existing = parent
        }
    }

    private static func normalized(_ base: String, appending rest: [String]) -> String {
        var components = base.split(separator: "/").map(String.init)
        for component in rest {
            switch component {
            case "", ".": continue
            case "..": if !components.isEmpty { components.removeLast() }
            default: components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }
}
