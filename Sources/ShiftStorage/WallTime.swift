import Foundation
import ShiftModel

/// A DATE or DATE-TIME value's digits, as seconds of a UTC clock; the zone
/// (Z, TZID, floating) is covered by the slack.
struct WallTime: Equatable {
    var seconds: Int64
    var isDate: Bool
}

extension WallTime {
    /// `20261123`, `20261123T060000` or `20261123T060000Z`; nil otherwise
    /// (libical rejects lowercase `t`/`z`, and anything odd is left to it).
    init?(_ value: UnsafeBufferPointer<UInt8>) {
        guard value.count == 8 || value.count == 15 || (value.count == 16 && value[15] == 90) else { return nil }
        let year = Self.number(value, 0, 4), month = Self.number(value, 4, 2), day = Self.number(value, 6, 2)
        guard year >= 0, (1...12).contains(month), (1...31).contains(day) else { return nil }
        var seconds = Int64(CalendarDay.ordinal(year: year, month: month, day: day)) * 86_400
        isDate = value.count == 8
        if !isDate {
            let hour = Self.number(value, 9, 2), minute = Self.number(value, 11, 2), second = Self.number(value, 13, 2)
            guard value[8] == 84,  // T
                  hour >= 0, hour <= 23, minute >= 0, minute <= 59, second >= 0, second <= 60 else { return nil }
            seconds += Int64(hour * 3600 + minute * 60 + second)
        }
        self.seconds = seconds
    }

    /// The decimal number in `value[offset..<offset + length]`; -1 when a
    /// byte is no digit. Every file's every event comes through here.
    @inline(__always)
    private static func number(_ value: UnsafeBufferPointer<UInt8>, _ offset: Int, _ length: Int) -> Int {
        var result = 0
        for index in offset..<(offset + length) {
            let digit = value[index] &- 48
            guard digit <= 9 else { return -1 }
            result = result &* 10 &+ Int(digit)
        }
        return result
    }

    init?(_ text: String) {
        guard let time = Array(text.utf8).withUnsafeBufferPointer({ WallTime($0) }) else { return nil }
        self = time
    }
}
