import Dispatch
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Reads from a pipe through read(2), trying again when a signal interrupts
/// it: Foundation's `readDataToEndOfFile` and `availableData` end the whole
/// process on EINTR, which a child started and killed can cause.
package enum PipeRead {
    /// Everything until every writer has closed the pipe.
    package static func all(_ handle: FileHandle) -> Data {
        var data = Data()
        while let chunk = some(handle), !chunk.isEmpty { data.append(chunk) }
        return data
    }

    /// What one read returns: empty at the end, nil on an error.
    package static func some(_ handle: FileHandle) -> Data? {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(handle.fileDescriptor, $0.baseAddress, $0.count) }
            if count >= 0 { return Data(buffer[0..<count]) }
            if errno != EINTR { return nil }
        }
    }
}
