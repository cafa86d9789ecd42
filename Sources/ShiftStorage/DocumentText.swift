#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The bytes of a calendar document: in memory, or still in the file they
/// were hashed from. A start whose scan cache holds the file's scan and the
/// events it shows needs none of the file's bytes, only their hash: they
/// were read through a small buffer and never kept, so the file is not in
/// the process's memory (26 MB at 100,000 events). They are read when
/// something first needs them (an event the cache does not hold, an edit,
/// an export) from the descriptor the hash was read through, so a file
/// renamed over meanwhile still gives the bytes the document was made from,
/// and they are used only when they hash as they did then.
///
/// Not thread-safe, like the document that owns it.
final class DocumentText {
    private var loaded: [UInt8]?
    private let file: HashedFile?

    /// Bytes already in memory.
    init(_ bytes: [UInt8]) {
        loaded = bytes
        file = nil
    }

    /// The bytes of `file`, read when first asked for.
    init(reading file: HashedFile) {
        loaded = nil
        self.file = file
    }

    /// True once the bytes are in memory (for tests of what a start reads).
    var isLoaded: Bool { loaded != nil }
    /// True once the file failed to give the bytes: the document is not
    /// the file's any more, even if the file's identity says so.
    private(set) var isStale = false

    /// The bytes; read from the file the first time, and refused when they
    /// no longer hash as they did (the file was rewritten in place since).
    func bytes() throws(ReadProblem) -> [UInt8] {
        if let loaded { return loaded }
        guard let file else { return [] }
        guard let read = file.readAll() else {
            isStale = true
            throw ReadProblem(line: nil, problem: "the file changed while it was read; try again")
        }
        loaded = read
        file.close()
        return read
    }
}
