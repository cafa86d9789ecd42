import ShiftModel

/// The bytes of a scan cache file (see `ScanCache`): a magic line and the
/// format version, a hash of the rest, then the calendar file it was made
/// from (path, identity, a hash of its content) and the scan itself, in
/// variable-length integers. Reading checks everything it can: a file it
/// cannot read in full, or whose ranges do not fit the calendar, gives nil.
enum ScanCacheFormat {
    static let magic = Array("shifts scan cache\n".utf8)
    /// Raised whenever the layout of the bytes or what the scan finds changes.
    static let version: UInt64 = 5

    /// What a cache file says about the calendar it was made from.
    struct Key: Equatable {
        var path: String
        var identity: FileIdentity
        var contentHash: UInt64
        /// Which build of the program made it (`ScanCache.programStamp`): a
        /// new build scans again, so a changed scanner never reads an old
        /// scan, even if nobody raised `version`.
        var program: UInt64
    }

    static func encode(_ scanned: ScannedCalendar, key: Key) -> [UInt8]? {
        var payload = ByteWriter()
        // About what an event takes (its ranges, window and a UUID), so the
        // bytes are not copied as they grow.
        payload.bytes.reserveCapacity(256 + scanned.layout.parts.count * 8 + scanned.summaries.count * 48)
        payload.string(key.path)
        payload.unsigned(key.identity.device)
        payload.unsigned(key.identity.inode)
        payload.signed(key.identity.size)
        payload.signed(key.identity.modifiedSeconds)
        payload.signed(key.identity.modifiedNanoseconds)
        payload.fixed(key.contentHash)
        payload.fixed(key.program)
        let layout = scanned.layout
        payload.unsigned(layout.lineEnding == .crlf ? 0 : 1)
        payload.range(layout.head)
        payload.range(layout.tail)
        payload.unsigned(UInt64(layout.parts.count))
        var previousEnd = layout.head.upperBound
        var previousLine = 0
        for part in layout.parts {
            guard part.range.lowerBound >= previousEnd, part.firstLine >= previousLine else { return nil }
            switch part.kind {
            case .properties: payload.unsigned(0)
            case .event: payload.unsigned(1)
            case .timeZone: payload.unsigned(2)
            case .other(let name):
                payload.unsigned(3)
                payload.string(name)
            }
            payload.unsigned(UInt64(part.range.lowerBound - previousEnd))
            payload.unsigned(UInt64(part.range.count))
            payload.unsigned(UInt64(part.firstLine - previousLine))
            previousEnd = part.range.upperBound
            previousLine = part.firstLine
        }
        payload.unsigned(UInt64(scanned.summaries.count))
        for summary in scanned.summaries {
            guard payload.summary(summary) else { return nil }
        }
        // The ids: one byte each (1: the id is the UID the scan read, 2: the
        // id is more than that UID), the id itself when it is not the UID.
        if let cached = scanned.ids, cached.ids.count == scanned.summaries.count {
            payload.unsigned(1)
            let unusual = Set(cached.unusual)
            for (number, id) in cached.ids.enumerated() {
                let isUID = if case .value(let uid) = scanned.summaries[number].uid { uid == id.rawValue } else { false }
                payload.bytes.append((isUID ? 1 : 0) | (unusual.contains(number) ? 2 : 0))
                if !isUID { payload.string(id.rawValue) }
            }
        } else {
            payload.unsigned(0)
        }
        // The decoded events: how many, then for each the gap to its number
        // from the last one's, and its facts.
        let kept = scanned.events ?? KeptEvents()
        guard kept.numbers.allSatisfy({ $0 >= 0 && $0 < scanned.summaries.count }) else { return nil }
        payload.unsigned(UInt64(kept.count))
        var previousNumber = -1
        for (number, event) in zip(kept.numbers, kept.events) {
            payload.unsigned(UInt64(number - previousNumber - 1))
            previousNumber = number
            payload.event(event)
        }
        var file = magic
        var header = ByteWriter()
        header.unsigned(version)
        header.fixed(contentHash(payload.bytes))
        file += header.bytes
        file += payload.bytes
        return file
    }

    /// The scan in `file` when it was made from exactly the calendar `key`
    /// names and `byteCount` long; nil for anything else.
    static func decode(_ file: [UInt8], key: Key, byteCount: Int) -> ScannedCalendar? {
        file.withUnsafeBufferPointer { decode($0, key: key, byteCount: byteCount) }
    }

    private static func decode(_ file: UnsafeBufferPointer<UInt8>, key: Key, byteCount: Int) -> ScannedCalendar? {
        guard file.count > magic.count, file[..<magic.count].elementsEqual(magic) else { return nil }
        var header = ByteReader(file, from: magic.count)
        guard header.unsigned() == version, let payloadHash = header.fixed(),
              contentHash(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: file[header.offset...]))) == payloadHash else { return nil }
        var reader = ByteReader(file, from: header.offset)
        guard let path = reader.string(), path == key.path,
              let device = reader.unsigned(), let inode = reader.unsigned(), let size = reader.signed(),
              let seconds = reader.signed(), let nanoseconds = reader.signed(), let hash = reader.fixed(),
              let program = reader.fixed(),
              device == key.identity.device, inode == key.identity.inode, size == key.identity.size,
              seconds == key.identity.modifiedSeconds, nanoseconds == key.identity.modifiedNanoseconds,
              hash == key.contentHash, program == key.program else { return nil }
        guard let ending = reader.unsigned(), ending <= 1, let head = reader.range(), let tail = reader.range(),
              head.lowerBound == 0, tail.upperBound == byteCount, head.upperBound <= tail.lowerBound,
              let partCount = reader.count() else { return nil }
        var parts: [ICSPart] = []
        parts.reserveCapacity(partCount)
        var events = 0
        var previousEnd = head.upperBound
        var previousLine = 0
        for _ in 0..<partCount {
            let kind: ICSPart.Kind
            switch reader.unsigned() {
            case 0: kind = .properties
            case 1: kind = .event
            case 2: kind = .timeZone
            case 3:
                guard let name = reader.string() else { return nil }
                kind = .other(name)
            default: return nil
            }
            guard let gap = reader.count(), let length = reader.count(), let lines = reader.count() else { return nil }
            let start = previousEnd + gap
            guard start + length <= tail.lowerBound else { return nil }
            parts.append(ICSPart(kind: kind, range: start..<(start + length), firstLine: previousLine + lines))
            if kind == .event { events += 1 }
            previousEnd = start + length
            previousLine += lines
        }
        guard reader.count() == events else { return nil }
        var summaries: [EventSummary] = []
        summaries.reserveCapacity(events)
        for _ in 0..<events {
            guard let summary = reader.summary() else { return nil }
            summaries.append(summary)
        }
        var ids: CachedIDs?
        switch reader.unsigned() {
        case 0: break
        case 1:
            var cached = CachedIDs(ids: [], unusual: [])
            cached.ids.reserveCapacity(events)
            for number in 0..<events {
                guard let kind = reader.byte(), kind < 4 else { return nil }
                if kind & 1 == 1 {
                    guard case .value(let uid) = summaries[number].uid else { return nil }
                    cached.ids.append(ShiftID(uid))
                } else {
                    guard let id = reader.string() else { return nil }
                    cached.ids.append(ShiftID(id))
                }
                if kind & 2 == 2 { cached.unusual.append(number) }
            }
            ids = cached
        default: return nil
        }
        guard let keptCount = reader.count(), keptCount <= events else { return nil }
        var kept = KeptEvents()
        kept.reserveCapacity(keptCount)
        var previousNumber = -1
        for _ in 0..<keptCount {
            guard let gap = reader.count() else { return nil }
            let number = previousNumber + 1 + gap
            guard number < events, let event = reader.event() else { return nil }
            kept.append(event, number: number)
            previousNumber = number
        }
        guard reader.isAtEnd else { return nil }
        return ScannedCalendar(layout: ICSLayout(head: head, parts: parts, tail: tail,
                                                 lineEnding: ending == 0 ? .crlf : .lf),
                               summaries: summaries, ids: ids, events: keptCount == 0 ? nil : kept)
    }

    /// A 64-bit hash of every byte, eight at a time in four lanes (see
    /// `ContentHasher`): a few instructions per word, so checking a 24 MB
    /// file costs a few milliseconds where scanning it costs seventy. Any
    /// one changed word changes it (each step is a bijection of its lane,
    /// and the lanes' combination of each lane).
    static func contentHash(_ bytes: some Collection<UInt8>) -> UInt64 {
        let hashed = bytes.withContiguousStorageIfAvailable { buffer in
            contentHash(UnsafeRawBufferPointer(buffer))
        }
        return hashed ?? Array(bytes).withUnsafeBytes { contentHash($0) }
    }

    private static func contentHash(_ raw: UnsafeRawBufferPointer) -> UInt64 {
        var hasher = ContentHasher(count: raw.count)
        hasher.combine(raw)
        return hasher.finalize()
    }
}
