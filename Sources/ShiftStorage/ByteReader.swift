import ShiftModel

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
