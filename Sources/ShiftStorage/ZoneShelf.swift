import Foundation
import ShiftModel

/// The zones of the files read, by the text of their VTIMEZONE blocks: the
/// files of a vdir (and most members' calendars) define the same zone the
/// same way, and libical reads that definition once, not once per file.
final class ZoneShelf {
    private var shelved: [[UInt8]: FileTimeZones] = [:]
    /// Different zone texts kept at most; beyond, each file reads its own.
    static let capacity = 32

    func zones(for blocks: [ArraySlice<UInt8>]) -> FileTimeZones {
        let text = blocks.reduce(into: [UInt8]()) { $0 += $1 }
        if let known = shelved[text] { return known }
        let made = FileTimeZones(blocks: blocks)
        if shelved.count < Self.capacity { shelved[text] = made }
        return made
    }
}
