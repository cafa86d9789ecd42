#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A calendar file open for reading, with the size and content hash of what
/// was read through it (`ScanCacheFormat.contentHash`).
final class HashedFile {
    private var descriptor: Int32
    let identity: FileIdentity
    let contentHash: UInt64

    /// How much is read at once to hash a file: the buffer is reused, so
    /// the file's pages never become the process's memory.
    static let chunkSize = 64 * 1024

    /// Takes over `descriptor`: it is closed when the bytes are read or the
    /// file is dropped.
    init(descriptor: Int32, identity: FileIdentity, contentHash: UInt64) {
        self.descriptor = descriptor
        self.identity = identity
        self.contentHash = contentHash
    }

    deinit { close() }

    /// The file's bytes, when they are still `identity.size` long and hash
    /// to `contentHash`; nil otherwise.
    func readAll() -> [UInt8]? {
        guard descriptor >= 0 else { return nil }
        let count = Int(identity.size)
        var complete = false
        let bytes = [UInt8](unsafeUninitializedCapacity: count + 1) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            // One byte more than the size: a file that grew is not this file.
            let read = Self.read(descriptor, into: UnsafeMutableRawBufferPointer(start: base, count: count + 1), at: 0)
            initialized = max(read, 0)
            complete = read == count
        }
        guard complete, ScanCacheFormat.contentHash(bytes) == contentHash else { return nil }
        return bytes
    }

    func close() {
        if descriptor >= 0 {
            closeDescriptor(descriptor)
            descriptor = -1
        }
    }

    /// The content hash of exactly `count` bytes read from `descriptor`
    /// from its start, through one reused buffer; nil when the file does
    /// not hold exactly `count` bytes or cannot be read.
    static func hash(_ descriptor: Int32, count: Int) -> UInt64? {
        var hasher = ContentHasher(count: count)
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkSize, alignment: 8)
        defer { buffer.deallocate() }
        var offset = 0
        while true {
            let read = Self.read(descriptor, into: buffer, at: offset)
            if read < 0 { return nil }
            if read == 0 { break }
            guard offset + read <= count else { return nil }
            hasher.combine(UnsafeRawBufferPointer(rebasing: buffer[..<read]))
            offset += read
        }
        return offset == count ? hasher.finalize() : nil
    }

    /// Fills `buffer` from `descriptor` at `offset` until it is full or the
    /// file ends; the count read, or -1 when a read fails.
    private static func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, at offset: Int) -> Int {
        guard let base = buffer.baseAddress else { return 0 }
        var done = 0
        while done < buffer.count {
            let result = pread(descriptor, base + done, buffer.count - done, off_t(offset + done))
            if result < 0 {
                if errno == EINTR { continue }
                return -1
            }
            if result == 0 { break }
            done += result
        }
        return done
    }
}

/// `close` where a method of the same name would hide it.
private func closeDescriptor(_ descriptor: Int32) {
    _ = close(descriptor)
}
