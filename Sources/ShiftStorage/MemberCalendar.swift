import Foundation
import ShiftModel

/// What the reader knows of one member's calendar: its files (one, or a
/// vdir's, by name), an index of their placed events by time, and the last
/// expansion of their recurring events. `TeamCache` keeps it between starts.
final class MemberCalendar {
    let isFolder: Bool
    /// The file's or the folder's, when it was read.
    var identity = FileIdentity.unknown
    /// A folder: false when it must be listed again even if its identity is
    /// the same (it was changing when listed, or a file could not be read).
    var isTrusted = false
    /// A single file: the hash of its bytes (`ScanCacheFormat.contentHash`).
    var contentHash: UInt64 = 0
    /// Set whole through `setSources` or `replace` when files come or go
    /// (the index is rebuilt); decoding in place keeps the index.
    var sources: [MemberSource] = []
    /// Occurrences of the sources' recurring events starting in `range`.
    var expansion: (range: DateInterval, shifts: [ScheduledShift])?
    /// Files were read or listed since the cache was written.
    var changed = false
    /// Events were decoded since the cache was written.
    var decodedMore = false
    /// More events (or vdir files) than are read of one member, this many:
    /// nothing else of it is kept, and it is not cached.
    private(set) var eventsOverLimit: Int?

    /// Every placed event of every source, by (source, event), and the
    /// index over their windows; built when first asked for.
    private var entries: [(source: Int32, event: Int32)] = []
    private var windows: [EventWindow] = []
    private var index: EventTimeIndex?

    init(isFolder: Bool) { self.isFolder = isFolder }

    /// Some source has events expanded per range.
    private(set) var hasRest = false

    func setSources(_ sources: [MemberSource]) {
        self.sources = sources
        eventsOverLimit = nil
        index = nil
        expansion = nil
        hasRest = sources.contains { $0.rest != nil }
    }

    func replace(_ number: Int, with source: MemberSource) {
        sources[number] = source
        index = nil
        expansion = nil
        hasRest = sources.contains { $0.rest != nil }
    }

    /// The events of every source, placed or not.
    var eventCount: Int { sources.reduce(0) { $0 + $1.events.count + $1.restEvents } }

    /// Lets go of everything read: only the count is kept, and said.
    func markOverLimit(_ events: Int) {
        setSources([])
        eventsOverLimit = events
        changed = false
        decodedMore = false
    }

    /// About what this takes in memory, in bytes, for the reader's budget:
    /// each source's record and its three allocations (name, events,
    /// zones), each event's record and its index entry, each decoded
    /// shift (its box and its strings, rounded up), and the text kept for
    /// expansion.
    func estimatedBytes() -> Int {
        let allocation = 48
        let shift = 512
        var total = 256
        for source in sources {
            total += MemoryLayout<MemberSource>.stride + 3 * allocation + source.name.utf8.count
                + source.zoneRanges.count * MemoryLayout<Range<Int>>.stride + (source.rest?.count ?? 0)
                + source.events.count * (MemoryLayout<MemberSource.Event>.stride + 8 + MemoryLayout<EventWindow>.stride)
            for event in source.events {
                if case .shift = event.decoded { total += shift }
            }
        }
        return total + (expansion?.shifts.count ?? 0) * shift
    }

    private var timeIndex: EventTimeIndex {
        if let index { return index }
        entries = []
        windows = []
        for (sourceNumber, source) in sources.enumerated() {
            for (eventNumber, event) in source.events.enumerated() {
                entries.append((Int32(sourceNumber), Int32(eventNumber)))
                windows.append(event.window)
            }
        }
        let made = EventTimeIndex(count: windows.count) { windows[$0] }
        index = made
        return made
    }

    private func candidates(in interval: DateInterval) -> [Int] {
        let index = timeIndex
        return index.candidates(for: interval) { windows[$0] }
    }

    /// The sources that have an event placed in `interval` still to decode.
    func pendingSources(in interval: DateInterval) -> [Int] {
        var found: [Int] = []
        for candidate in candidates(in: interval) {
            let (source, event) = entries[candidate]
            if case .pending = sources[Int(source)].events[Int(event)].decoded, found.last != Int(source) {
                found.append(Int(source))
            }
        }
        return found
    }

    /// The decoded shifts of the events placed in `interval` (some may end
    /// just outside it: the caller filters).
    func placedShifts(in interval: DateInterval) -> [ScheduledShift] {
        candidates(in: interval).compactMap { candidate in
            let (source, event) = entries[candidate]
            if case .shift(let shift, _) = sources[Int(source)].events[Int(event)].decoded { return shift }
            return nil
        }
    }
}

extension FileIdentity {
    /// An identity no file has: what is compared with it is read again.
    static let unknown = FileIdentity(device: 0, inode: 0, size: -1, modifiedSeconds: 0, modifiedNanoseconds: -1)

    init(device: UInt64, inode: UInt64, size: Int64, modifiedSeconds: Int64, modifiedNanoseconds: Int64) {
        self.device = device
        self.inode = inode
        self.size = size
        self.modifiedSeconds = modifiedSeconds
        self.modifiedNanoseconds = modifiedNanoseconds
    }
}
