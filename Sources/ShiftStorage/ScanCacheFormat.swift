import ShiftModel

/// What the one pass over a calendar file finds: how it is cut into blocks,
/// and for each event, in file order, what the quick scan read from it.
struct ScannedCalendar: Equatable, Sendable {
    var layout: ICSLayout
    var summaries: [EventSummary]
    /// The ids the document gave the events when it was read (a scan cache
    /// keeps them too); nil from the scanner.
    var ids: CachedIDs?
    /// What libical made of some events, by event number, for reading
    /// them without it (`CachedEvent`); nil from the scanner.
    var events: KeptEvents? = nil
}

/// Each event's id, in file order, and the numbers of the events whose id
/// is more than their UID (see `EventIDs`): what `CalendarDocument` derives
/// from the scan, kept so an unchanged file skips that too.
struct CachedIDs: Equatable, Sendable {
    var ids: [ShiftID]
    var unusual: [Int]
}

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

/// `ScanCacheFormat.contentHash` of bytes given in pieces: the same value
/// however they are cut, so a file can be hashed through a small buffer
/// instead of read into memory whole. The total count is part of the hash
/// and must be known at the start.
///
/// Each 32-byte block is four words, one for each of four lanes: a lane's
/// step (xor, multiply, shift) waits for the one before, so one lane ran at
/// the multiplier's latency; four run side by side, about three times as
/// fast (hashing the calendar was the largest part of a start from the scan
/// cache). A last, partial block is zero-filled; the count tells it apart.
struct ContentHasher {
    private static let multiplier: UInt64 = 0xFF51_AFD7_ED55_8CCD
    private var lane0, lane1, lane2, lane3: UInt64
    /// The bytes of a block not complete yet, and how many.
    private var pending: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    private var pendingCount = 0

    init(count: Int) {
        let seed = 0x9E37_79B9_7F4A_7C15 ^ UInt64(count)
        lane0 = seed
        lane1 = seed &+ 0x2545_F491_4F6C_DD1D
        lane2 = seed &+ 0x4F1B_BCDC_BFA5_3E0B
        lane3 = seed &+ 0x7A64_6E4D_1F2B_5C39
    }

    mutating func combine(_ raw: UnsafeRawBufferPointer) {
        var offset = 0
        // A block begun by the piece before is completed first.
        if pendingCount > 0 {
            let taken = min(32 - pendingCount, raw.count)
            withUnsafeMutableBytes(of: &pending) { block in
                for index in 0..<taken { block[pendingCount + index] = raw[index] }
            }
            pendingCount += taken
            offset = taken
            guard pendingCount == 32 else { return }
            mix(pending.0, pending.1, pending.2, pending.3)
            pending = (0, 0, 0, 0)
            pendingCount = 0
        }
        while offset &+ 32 <= raw.count {
            mix(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self),
                raw.loadUnaligned(fromByteOffset: offset &+ 8, as: UInt64.self),
                raw.loadUnaligned(fromByteOffset: offset &+ 16, as: UInt64.self),
                raw.loadUnaligned(fromByteOffset: offset &+ 24, as: UInt64.self))
            offset &+= 32
        }
        let rest = raw.count - offset
        if rest > 0 {
            withUnsafeMutableBytes(of: &pending) { block in
                for index in 0..<rest { block[index] = raw[offset + index] }
            }
            pendingCount = rest
        }
    }

    /// The hash of everything combined (the last, partial block included).
    func finalize() -> UInt64 {
        var last = self
        if pendingCount > 0 {
            last.mix(pending.0, pending.1, pending.2, pending.3)
        }
        var hash = last.lane0
        hash = Self.fold(hash, last.lane1)
        hash = Self.fold(hash, last.lane2)
        hash = Self.fold(hash, last.lane3) &* Self.multiplier
        return hash ^ (hash >> 29)
    }

    private static func fold(_ hash: UInt64, _ lane: UInt64) -> UInt64 {
        let mixed = (hash ^ lane) &* multiplier
        return mixed ^ (mixed >> 32)
    }

    /// Four little-endian words, one into each lane.
    private mutating func mix(_ word0: UInt64, _ word1: UInt64, _ word2: UInt64, _ word3: UInt64) {
        lane0 = (lane0 ^ UInt64(littleEndian: word0)) &* Self.multiplier
        lane1 = (lane1 ^ UInt64(littleEndian: word1)) &* Self.multiplier
        lane2 = (lane2 ^ UInt64(littleEndian: word2)) &* Self.multiplier
        lane3 = (lane3 ^ UInt64(littleEndian: word3)) &* Self.multiplier
        lane0 ^= lane0 >> 32
        lane1 ^= lane1 >> 32
        lane2 ^= lane2 >> 32
        lane3 ^= lane3 >> 32
    }
}

/// Appends little-endian variable-length integers and strings.
struct ByteWriter {
    var bytes: [UInt8] = []

    mutating func unsigned(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    mutating func signed(_ value: Int64) {
        unsigned(UInt64(bitPattern: (value << 1) ^ (value >> 63)))
    }

    mutating func fixed(_ value: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }

    mutating func string(_ text: String) {
        unsigned(UInt64(text.utf8.count))
        // In one copy: appending the UTF-8 view byte by byte was most of
        // writing a cache.
        if text.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
            bytes += Array(text.utf8)
        }
    }

    /// Bytes as they are, after their count.
    mutating func data(_ data: [UInt8]) {
        unsigned(UInt64(data.count))
        bytes += data
    }

    mutating func range(_ range: Range<Int>) {
        unsigned(UInt64(range.lowerBound))
        unsigned(UInt64(range.count))
    }

    /// One byte of kinds (window present; UID, X-SHIFTS-ID and
    /// RECURRENCE-ID each absent, a value or unusual), then the window as
    /// whole seconds and the values. False when the window is not whole
    /// seconds (the scan never makes such a window).
    mutating func summary(_ summary: EventSummary) -> Bool {
        let uid = Self.kind(summary.uid), shiftsID = Self.kind(summary.shiftsID)
        let recurrenceID: UInt8 = switch summary.recurrenceID {
        case .absent: 0
        case .value: 1
        case .unusual: 2
        }
        bytes.append((summary.window == nil ? 0 : 1) | uid << 1 | shiftsID << 3 | recurrenceID << 5)
        if let window = summary.window {
            guard let earliest = Int64(exactly: window.earliest), let latest = Int64(exactly: window.latest) else {
                return false
            }
            signed(earliest)
            signed(latest &- earliest)
        }
        if case .value(let text) = summary.uid { string(text) }
        if case .value(let text) = summary.shiftsID { string(text) }
        if case .value(let text) = summary.recurrenceID { string(text) }
        return true
    }

    /// One byte of kinds (bits 0-1: instants 1, days 2; then symbol, type,
    /// location, sick mark and absence present), the times, then the texts.
    mutating func event(_ event: CachedEvent) {
        var kinds: UInt8 = 0
        switch event.times {
        case .instants: kinds = 1
        case .days: kinds = 2
        }
        if event.symbol != nil { kinds |= 4 }
        if event.shiftTypeID != nil { kinds |= 8 }
        if event.location != nil { kinds |= 16 }
        if event.sickReason != nil { kinds |= 32 }
        if event.absence != nil { kinds |= 64 }
        bytes.append(kinds)
        switch event.times {
        case .instants(let start, let end):
            signed(start)
            signed(end &- start)
        case .days(let start, let end):
            day(start)
            day(end)
        }
        string(event.title)
        if let symbol = event.symbol { string(symbol) }
        if let type = event.shiftTypeID { string(type) }
        if let location = event.location { string(location) }
        string(event.notes)
        if let reason = event.sickReason { string(reason) }
        if let absence = event.absence { string(absence) }
    }

    private mutating func day(_ day: CalendarDay) {
        signed(Int64(day.year))
        unsigned(UInt64(day.month))
        unsigned(UInt64(day.day))
    }

    private static func kind(_ scan: UIDScan) -> UInt8 {
        switch scan {
        case .absent: 0
        case .value: 1
        case .needsLibical: 2
        }
    }
}

/// Reads what `ByteWriter` wrote; every read is checked against the end
/// and gives nil past it or on a value out of range. Only used inside the
/// `withUnsafeBufferPointer` of the bytes it reads.
struct ByteReader {
    let bytes: UnsafeBufferPointer<UInt8>
    private(set) var offset: Int

    init(_ bytes: UnsafeBufferPointer<UInt8>, from offset: Int) {
        self.bytes = bytes
        self.offset = offset
    }

    var isAtEnd: Bool { offset == bytes.count }

    /// Most values are one byte: that case first, inlined (this runs a few
    /// times for every event of the file).
    @inline(__always)
    mutating func unsigned() -> UInt64? {
        if offset < bytes.count, bytes[offset] < 0x80 {
            offset += 1
            return UInt64(bytes[offset - 1])
        }
        return longUnsigned()
    }

    private mutating func longUnsigned() -> UInt64? {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while offset < bytes.count, shift < 64 {
            let byte = bytes[offset]
            offset += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
        return nil
    }

    mutating func signed() -> Int64? {
        guard let raw = unsigned() else { return nil }
        return Int64(bitPattern: raw >> 1) ^ -Int64(bitPattern: raw & 1)
    }

    /// An unsigned value that fits a count or an offset in memory.
    mutating func count() -> Int? {
        unsigned().flatMap { $0 <= UInt64(Int32.max) ? Int($0) : nil }
    }

    mutating func byte() -> UInt8? {
        guard offset < bytes.count else { return nil }
        offset += 1
        return bytes[offset - 1]
    }

    mutating func fixed() -> UInt64? {
        guard bytes.count - offset >= 8 else { return nil }
        var value: UInt64 = 0
        for index in 0..<8 { value |= UInt64(bytes[offset + index]) << (8 * UInt64(index)) }
        offset += 8
        return value
    }

    mutating func string() -> String? {
        guard let length = count(), bytes.count - offset >= length else { return nil }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<(offset + length)]), as: UTF8.self)
        offset += length
        return text
    }

    /// What `ByteWriter.data` wrote.
    mutating func data() -> [UInt8]? {
        guard let length = count(), bytes.count - offset >= length else { return nil }
        let data = Array(bytes[offset..<(offset + length)])
        offset += length
        return data
    }

    mutating func range() -> Range<Int>? {
        guard let start = count(), let length = count() else { return nil }
        return start..<(start + length)
    }

    mutating func summary() -> EventSummary? {
        guard offset < bytes.count else { return nil }
        let kinds = bytes[offset]
        offset += 1
        guard kinds < 0x80 else { return nil }
        var window: EventWindow?
        if kinds & 1 == 1 {
            guard let earliest = signed(), let span = signed(), span >= 0 else { return nil }
            window = EventWindow(earliest: Double(earliest), latest: Double(earliest &+ span))
        }
        guard let uid = idScan((kinds >> 1) & 3), let shiftsID = idScan((kinds >> 3) & 3) else { return nil }
        let recurrenceID: RecurrenceIDScan
        switch (kinds >> 5) & 3 {
        case 0: recurrenceID = .absent
        case 1:
            guard let text = string() else { return nil }
            recurrenceID = .value(text)
        case 2: recurrenceID = .unusual
        default: return nil
        }
        return EventSummary(window: window, uid: uid, shiftsID: shiftsID, recurrenceID: recurrenceID)
    }

    /// What `ByteWriter.event` wrote.
    mutating func event() -> CachedEvent? {
        guard let kinds = byte(), kinds < 128 else { return nil }
        let times: CachedEvent.Times
        switch kinds & 3 {
        case 1:
            guard let start = signed(), let span = signed(), span >= 0 else { return nil }
            times = .instants(start: start, end: start &+ span)
        case 2:
            guard let start = day(), let end = day() else { return nil }
            times = .days(start: start, end: end)
        default: return nil
        }
        guard let title = string() else { return nil }
        var symbol: String?, type: String?, location: String?, sickReason: String?
        if kinds & 4 != 0 { guard let text = string() else { return nil }; symbol = text }
        if kinds & 8 != 0 { guard let text = string() else { return nil }; type = text }
        if kinds & 16 != 0 { guard let text = string() else { return nil }; location = text }
        guard let notes = string() else { return nil }
        if kinds & 32 != 0 { guard let text = string() else { return nil }; sickReason = text }
        var absence: String?
        if kinds & 64 != 0 { guard let text = string() else { return nil }; absence = text }
        return CachedEvent(times: times, title: title, symbol: symbol, shiftTypeID: type, location: location,
                           notes: notes, sickReason: sickReason, absence: absence)
    }

    private mutating func day() -> CalendarDay? {
        guard let year = signed(), (-100_000...100_000).contains(year), let month = unsigned(), (1...12).contains(month),
              let day = unsigned(), (1...31).contains(day) else { return nil }
        return CalendarDay(year: Int(year), month: Int(month), day: Int(day))
    }

    private mutating func idScan(_ kind: UInt8) -> UIDScan? {
        switch kind {
        case 0: return .absent
        case 1: return string().map { .value($0) }
        case 2: return .needsLibical
        default: return nil
        }
    }
}
