import Foundation
import ShiftModel

/// Reads the few properties that place a VEVENT in time (DTSTART, DTEND,
/// DURATION) and its UID straight from the block's bytes, so the file can be
/// loaded without handing every event to libical.
///
/// It is deliberately strict: any form it is not sure libical reads the same
/// way makes the window nil (and the event is then parsed at load), never a
/// guess. Property names are case-insensitive and folded lines are
/// unfolded; properties of nested components (VALARM) are skipped.
enum EventPreScan {
    /// Slack on each side of a wall-clock time read as if it were UTC: RFC
    /// 5545 UTC offsets are below 24 hours (real zones stay within 14), and
    /// a time in a DST gap moves by an hour or two more.
    static let slack: Double = 26 * 3600

    static func summary(of block: ArraySlice<UInt8>) -> EventSummary {
        block.withUnsafeBufferPointer { summary(of: $0) }
    }

    static func summary(of buffer: UnsafeBufferPointer<UInt8>) -> EventSummary {
        var scan = BlockScan()
        var scratch: [UInt8] = []
        var position = 0
        let end = buffer.count
        while position < end {
            let start = position
            position = ICSScanner.lineEnd(in: buffer, from: position)
            var isFolded = false
            while position < end, buffer[position] == 32 || buffer[position] == 9 {
                isFolded = true
                position = ICSScanner.lineEnd(in: buffer, from: position)
            }
            scan.consume(buffer, start..<position, isFolded: isFolded, scratch: &scratch)
        }
        return scan.summary
    }

    /// A cheap filter on the first two letters: BEgin ENd EXrule DTstart
    /// DTend DUration UId RRule RDate REcurrence-id X-shifts-id. Folded
    /// lines are looked at in full without it.
    @inline(__always)
    fileprivate static func mayMatter(_ buffer: UnsafeBufferPointer<UInt8>, _ line: Range<Int>) -> Bool {
        let start = line.lowerBound
        guard start + 1 < line.upperBound else { return false }
        let first = buffer[start] & 0xDF
        let second = buffer[start + 1]
        if second == 13 || second == 10 { return true }
        switch (first, second & 0xDF) {
        case (66, 69), (69, 78), (69, 88), (68, 84), (68, 85), (85, 73), (82, 82), (82, 68), (82, 69): return true
        case (88, 13):
            // X- (`-` masked is 13): of the X-SHIFTS-* on every event of
            // ours, only X-SHIFTS-ID matters, the one whose name ends at 11
            // (with `:`, `;` or a blank libical ignores). Folded lines do
            // not come here.
            guard start + 11 < line.upperBound else { return true }
            let end = buffer[start + 11]
            return end == 58 || end == 59 || end == 32 || end == 9
        default: return false
        }
    }
}

/// An RFC 5545 duration (`P1W`, `-PT30M`, `P1DT8H`) in seconds, as libical's
/// `icaldurationtype_as_int` counts it; nil for anything else.
func durationSeconds(_ text: String) -> Int64? {
    Array(text.utf8).withUnsafeBufferPointer { durationSeconds($0) }
}

func durationSeconds(_ value: UnsafeBufferPointer<UInt8>) -> Int64? {
    var index = value.startIndex
    var sign: Int64 = 1
    if index < value.endIndex, value[index] == 43 || value[index] == 45 {  // + -
        if value[index] == 45 { sign = -1 }
        index += 1
    }
    guard index < value.endIndex, value[index] == 80 else { return nil }  // P
    index += 1
    // Units in the only order allowed, each at most once: W D (T) H M S.
    let units: [(letter: UInt8, seconds: Int64, timePart: Bool)] = [
        (87, 604_800, false), (68, 86_400, false), (72, 3600, true), (77, 60, true), (83, 1, true),
    ]
    var nextUnit = 0
    var inTime = false
    var total: Int64 = 0
    var sawComponent = false
    var sawTimeComponent = false
    while index < value.endIndex {
        if value[index] == 84 {  // T
            guard !inTime else { return nil }
            inTime = true
            index += 1
            continue
        }
        var number: Int64 = 0
        var digits = 0
        while index < value.endIndex, value[index] >= 48, value[index] <= 57 {
            number = number * 10 + Int64(value[index] - 48)
            digits += 1
            index += 1
        }
        guard digits > 0, digits <= 9, index < value.endIndex else { return nil }
        let letter = value[index]
        index += 1
        guard let unit = units.indices.first(where: { $0 >= nextUnit && units[$0].letter == letter }),
              units[unit].timePart == inTime else { return nil }
        nextUnit = unit + 1
        total += number * units[unit].seconds
        sawComponent = true
        if inTime { sawTimeComponent = true }
    }
    guard sawComponent, !inTime || sawTimeComponent else { return nil }
    return sign * total
}

/// The state of one block's scan: the first value of each property that
/// matters and how often it occurred. `EventPreScan.summary(of:)` feeds it a
/// block's lines; the file scanner feeds it each event's lines as it passes
/// them, so loading a file visits every line once.
struct BlockScan {
    private var depth = 0
    private var startCount = 0
    private var start: WallTime?
    private var endCount = 0
    private var end: WallTime?
    private var durationCount = 0
    private var duration: Int64?
    private var recurring = false
    private var uid: UIDScan?
    /// Rare (X-SHIFTS-ID, RECURRENCE-ID): out of line, so resetting the
    /// scan for each event stays cheap.
    private var extras: IDExtras?

    /// One logical line of the block, terminator included (`range` in
    /// `buffer`); `isFolded` when continuation lines are part of it.
    @inline(__always)
    mutating func consume(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, isFolded: Bool,
                          scratch: inout [UInt8]) {
        guard isFolded || EventPreScan.mayMatter(buffer, range) else { return }
        if isFolded {
            ICSScanner.unfold(buffer, range, into: &scratch)
            scratch.withUnsafeBufferPointer { consume(ContentLine($0)) }
        } else {
            let stop = ICSScanner.contentEnd(in: buffer, from: range.lowerBound, to: range.upperBound)
            consume(ContentLine(UnsafeBufferPointer(rebasing: buffer[range.lowerBound..<stop])))
        }
    }

    private mutating func consume(_ line: ContentLine) {
        // By the name's length first: most lines compare against one name.
        // Only the event's own properties count (depth 1), not a VALARM's.
        switch line.nameLength {
        case 3:
            if line.nameIs("END") {
                depth -= 1
            } else if depth == 1, uid == nil, line.nameIs("UID") {
                uid = line.value.map(Self.uid) ?? .needsLibical
            }
        case 5:
            if line.nameIs("BEGIN") {
                depth += 1
            } else if depth == 1, line.nameIs("DTEND") {
                endCount += 1
                end = line.value.flatMap(WallTime.init)
            } else if depth == 1, line.nameIs("RRULE") || line.nameIs("RDATE") {
                recurring = true
            }
        case 6:
            if depth == 1, line.nameIs("EXRULE") { recurring = true }
        case 7:
            if depth == 1, line.nameIs("DTSTART") {
                startCount += 1
                start = line.value.flatMap(WallTime.init)
            }
        case 8:
            if depth == 1, line.nameIs("DURATION") {
                durationCount += 1
                duration = line.value.flatMap(durationSeconds)
            }
        case 11:
            if depth == 1, (extras?.shiftsID ?? .absent) == .absent, line.nameIs("X-SHIFTS-ID") {
                extras = IDExtras(shiftsID: line.value.map(Self.uid) ?? .needsLibical,
                                  recurrenceID: extras?.recurrenceID ?? .absent)
            }
        case 13:
            if depth == 1, (extras?.recurrenceID ?? .absent) == .absent, line.nameIs("RECURRENCE-ID") {
                extras = IDExtras(shiftsID: extras?.shiftsID ?? .absent,
                                  recurrenceID: line.value.map(Self.recurrenceID) ?? .unusual)
            }
        default:
            break
        }
    }

    /// libical returns a UID as is, but trims blanks, turns backslash escapes
    /// into characters (and unknown ones into spaces), and drops an empty
    /// UID for the next one; only plain values are read here.
    private static func uid(_ value: UnsafeBufferPointer<UInt8>) -> UIDScan {
        guard let first = value.first, let last = value.last, first != 32, last != 32 else { return .needsLibical }
        let plain = value.allSatisfy { $0 >= 0x20 && $0 != 0x7F && $0 != 92 }  // no controls, no backslash
        return plain ? .value(String(decoding: value, as: UTF8.self)) : .needsLibical
    }

    /// Digits, `T` and `Z` only, as every DATE or DATE-TIME value is.
    private static func recurrenceID(_ value: UnsafeBufferPointer<UInt8>) -> RecurrenceIDScan {
        guard !value.isEmpty, value.count <= 32,
              value.allSatisfy({ ($0 >= 48 && $0 <= 57) || $0 == 84 || $0 == 90 }) else { return .unusual }
        return .value(String(decoding: value, as: UTF8.self))
    }

    var summary: EventSummary {
        EventSummary(window: window, uid: uid ?? .absent, shiftsID: extras?.shiftsID ?? .absent,
                     recurrenceID: extras?.recurrenceID ?? .absent)
    }

    /// DTEND wins over DURATION, as in `EventCodec`; without either, an
    /// all-day event lasts one day and a timed one no time. The decoded end
    /// is never before the start, and an all-day one never ends before the
    /// next day starts.
    private var window: EventWindow? {
        guard !recurring, startCount == 1, let start, endCount <= 1, durationCount <= 1 else { return nil }
        var latest = start.seconds + (start.isDate ? 86_400 : 0)
        if endCount == 1 {
            guard let end else { return nil }
            latest = max(latest, end.seconds)
        } else if durationCount == 1 {
            guard let duration else { return nil }
            latest = max(latest, start.seconds + duration)
        }
        return EventWindow(earliest: Double(start.seconds) - EventPreScan.slack,
                           latest: Double(latest) + EventPreScan.slack)
    }
}

/// An unfolded content line without its terminator: `NAME;PARAM=...:VALUE`.
private struct ContentLine {
    let bytes: UnsafeBufferPointer<UInt8>
    /// Where the name ends (at `;`, `:` or the end).
    let nameEnd: Int
    /// The name's length without trailing blanks, which libical ignores
    /// (`DTSTART :...` is a DTSTART to it).
    let nameLength: Int

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        var index = 0
        while index < bytes.count, bytes[index] != 59, bytes[index] != 58 { index += 1 }
        nameEnd = index
        while index > 0, bytes[index - 1] == 32 || bytes[index - 1] == 9 { index -= 1 }
        nameLength = index
    }

    /// True when the name is `name` (upper-case ASCII), in any case.
    func nameIs(_ name: StaticString) -> Bool {
        nameLength == name.utf8CodeUnitCount && ICSScanner.startsWithUppercased(bytes, at: 0, name)
    }

    /// The text after the first colon that is not inside a quoted
    /// parameter value; nil when there is none.
    var value: UnsafeBufferPointer<UInt8>? {
        var quoted = false
        var index = nameEnd
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 34 {
                quoted.toggle()
            } else if byte == 58, !quoted {
                return UnsafeBufferPointer(rebasing: bytes[(index + 1)...])
            }
            index += 1
        }
        return nil
    }
}
