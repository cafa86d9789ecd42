import Foundation
import ShiftModel

/// The bytes of a team cache file (see `TeamCache`): a magic line and the
/// format version, a hash of the rest, then the member's calendar path, the
/// build that wrote it, whether it is a vdir, its identity (a vdir's only
/// when it was not changing when listed) and content hash, and each file
/// read: name, identity, the events expanded per range (as a small
/// calendar), where its VTIMEZONEs are, and the placed events: where each
/// is, its window, and the decoded shift once
/// there is one (`CachedEvent` and its id). Reading checks everything it
/// can and gives nil for anything it cannot read in full.
enum TeamCacheFormat {
    static let magic = Array("shifts team cache\n".utf8)
    /// Raised whenever the layout of the bytes or what is kept changes.
    static let version: UInt64 = 1

    static func encode(_ member: MemberCalendar, path: String, program: UInt64) -> [UInt8] {
        var payload = ByteWriter()
        payload.string(path)
        payload.fixed(program)
        payload.unsigned(member.isFolder ? 1 : 0)
        // A folder listed while it may have been changing is listed again.
        payload.identity(member.isFolder && (!member.isTrusted || member.identity.isRecent) ? .unknown : member.identity)
        payload.fixed(member.contentHash)
        payload.unsigned(UInt64(member.sources.count))
        for source in member.sources {
            payload.string(source.name)
            // Likewise a vdir file that may have been changing when read.
            payload.identity(member.isFolder && source.identity.isRecent ? .unknown : source.identity)
            if let rest = source.rest {
                payload.unsigned(UInt64(source.restEvents) + 1)
                payload.data(rest)
            } else {
                payload.unsigned(0)
            }
            payload.unsigned(UInt64(source.zoneRanges.count))
            for range in source.zoneRanges { payload.range(range) }
            payload.unsigned(UInt64(source.events.count))
            var previous = -1
            var previousEnd = 0
            for event in source.events {
                payload.unsigned(UInt64(event.number - previous - 1))
                previous = event.number
                // Blocks follow each other: each from where the last ended.
                payload.signed(Int64(event.range.lowerBound - previousEnd))
                payload.unsigned(UInt64(event.range.count))
                previousEnd = event.range.upperBound
                // Windows are whole seconds (`EventPreScan`).
                payload.signed(Int64(event.window.earliest))
                payload.signed(Int64(event.window.latest - event.window.earliest))
                switch event.decoded {
                case .pending, .shift(_, times: nil):
                    payload.unsigned(0)
                case .skipped:
                    payload.unsigned(1)
                case .shift(let shift, let times):
                    if let facts = CachedEvent(shift, times: times) {
                        payload.unsigned(2)
                        payload.string(shift.id.rawValue)
                        payload.event(facts)
                    } else {
                        payload.unsigned(0)
                    }
                }
            }
        }
        var header = ByteWriter()
        header.unsigned(version)
        header.fixed(ScanCacheFormat.contentHash(payload.bytes))
        return magic + header.bytes + payload.bytes
    }

    static func decode(_ file: [UInt8], path: String, program: UInt64, calendar: Calendar) -> MemberCalendar? {
        file.withUnsafeBufferPointer { decode($0, path: path, program: program, calendar: calendar) }
    }

    private static func decode(_ file: UnsafeBufferPointer<UInt8>, path: String, program: UInt64,
                               calendar: Calendar) -> MemberCalendar? {
        guard file.count > magic.count, file[..<magic.count].elementsEqual(magic) else { return nil }
        var header = ByteReader(file, from: magic.count)
        guard header.unsigned() == version, let payloadHash = header.fixed(),
              ScanCacheFormat.contentHash(UnsafeBufferPointer(rebasing: file[header.offset...])) == payloadHash
        else { return nil }
        var reader = ByteReader(file, from: header.offset)
        guard reader.string() == path, reader.fixed() == program, let kind = reader.unsigned(), kind <= 1,
              let identity = reader.identity(), let contentHash = reader.fixed(),
              let sourceCount = reader.count() else { return nil }
        let member = MemberCalendar(isFolder: kind == 1)
        member.identity = identity
        member.isTrusted = identity != .unknown
        member.contentHash = contentHash
        var sources: [MemberSource] = []
        sources.reserveCapacity(min(sourceCount, 1 << 20))
        for _ in 0..<sourceCount {
            guard let name = reader.string(), let sourceIdentity = reader.identity(),
                  let restMark = reader.count() else { return nil }
            var rest: [UInt8]?
            if restMark > 0 {
                guard let text = reader.data() else { return nil }
                rest = text
            }
            guard let zoneCount = reader.count(), zoneCount <= file.count else { return nil }
            var zoneRanges: [Range<Int>] = []
            for _ in 0..<zoneCount {
                guard let range = reader.range() else { return nil }
                zoneRanges.append(range)
            }
            guard let eventCount = reader.count(), eventCount <= file.count else { return nil }
            var events: [MemberSource.Event] = []
            events.reserveCapacity(eventCount)
            var previous = -1
            var previousEnd = 0
            for _ in 0..<eventCount {
                guard let gap = reader.count(), let offset = reader.signed(), let length = reader.count(),
                      let earliest = reader.signed(), let span = reader.signed(), span >= 0,
                      let state = reader.unsigned() else { return nil }
                let number = previous + 1 + gap
                previous = number
                let start = previousEnd + Int(truncatingIfNeeded: offset)
                guard start >= 0, start <= Int(Int32.max) else { return nil }
                let range = start..<(start + length)
                previousEnd = range.upperBound
                let decoded: MemberSource.Decoded
                switch state {
                case 0: decoded = .pending
                case 1: decoded = .skipped
                case 2:
                    guard let id = reader.string(), let facts = reader.event() else { return nil }
                    var shift = facts.shift(in: calendar)
                    shift.id = ShiftID(id)
                    decoded = .shift(shift, times: facts.times)
                default: return nil
                }
                events.append(MemberSource.Event(number: number, range: range, window: EventWindow(
                    earliest: Double(earliest), latest: Double(earliest &+ span)), decoded: decoded))
            }
            sources.append(MemberSource(name: name, identity: sourceIdentity, events: events, zoneRanges: zoneRanges,
                                        rest: rest, restEvents: max(0, restMark - 1)))
        }
        guard reader.isAtEnd else { return nil }
        member.setSources(sources)
        return member
    }
}

extension ByteWriter {
    mutating func identity(_ identity: FileIdentity) {
        unsigned(identity.device)
        unsigned(identity.inode)
        signed(identity.size)
        signed(identity.modifiedSeconds)
        signed(identity.modifiedNanoseconds)
    }
}

extension ByteReader {
    mutating func identity() -> FileIdentity? {
        guard let device = unsigned(), let inode = unsigned(), let size = signed(), let seconds = signed(),
              let nanoseconds = signed() else { return nil }
        return FileIdentity(device: device, inode: inode, size: size, modifiedSeconds: seconds,
                            modifiedNanoseconds: nanoseconds)
    }
}
