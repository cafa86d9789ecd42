import Foundation
import ShiftModel

/// Adds `X-SHIFTS-ID` to an event's text without touching anything else in
/// it, so an event kept byte for byte by a write stays so but for that line.
enum EventIDStamp {
    /// `block` (one VEVENT, its last line `END:VEVENT`) with the line
    /// `X-SHIFTS-ID:<id>` before that last line, ended like it, folded at 75
    /// octets. The value is escaped as libical reads X- values (`\\` and
    /// `\n`); ids never hold other control characters.
    static func inserting(_ id: ShiftID, into block: ArraySlice<UInt8>) -> [UInt8] {
        let bytes = Array(block)
        // The terminator of the last line, and where that line starts.
        var contentEnd = bytes.count
        while contentEnd > 0, bytes[contentEnd - 1] == 10 || bytes[contentEnd - 1] == 13 { contentEnd -= 1 }
        let terminator = Array(bytes[contentEnd...])
        var lastLine = contentEnd
        while lastLine > 0, bytes[lastLine - 1] != 10 { lastLine -= 1 }
        let ending = terminator.isEmpty ? [13, 10] : terminator

        var value: [UInt8] = []
        for byte in id.rawValue.utf8 {
            if byte == 92 { value += [92, 92] } else if byte == 10 { value += [92, 110] } else { value.append(byte) }
        }
        let line = Array("X-SHIFTS-ID:".utf8) + value
        var folded: [UInt8] = []
        var start = 0
        var limit = 75
        while line.count - start > limit {
            var cut = start + limit
            // Never inside a UTF-8 sequence.
            while cut > start + 1, line[cut] & 0xC0 == 0x80 { cut -= 1 }
            folded += line[start..<cut] + ending + [32]
            start = cut
            limit = 74
        }
        folded += line[start...] + ending
        return Array(bytes[..<lastLine]) + folded + bytes[lastLine...]
    }
}
