import ShiftModel

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
