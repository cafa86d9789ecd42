import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a symbolic link says.
enum SymbolicLink {
    /// The link's text as written (`../Sync/work.ics`); nil when `path` is
    /// no symbolic link.
    static func text(at path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Where the link at `path` points, made absolute (one step, not
    /// followed further); nil when it is no symbolic link.
    static func target(at path: String) -> String? {
        guard let text = text(at: path) else { return nil }
        let absolute = text.hasPrefix("/")
            ? text : ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(text)
        return (absolute as NSString).standardizingPath
    }
}
