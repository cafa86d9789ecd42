/// Sizes in messages: exact with thousands grouped (`1,033,621 bytes`), and
/// in decimal units for amounts of disk space (`970 KB`, `1.5 MB`, as `df
/// -H` shows them), rounded down so a size never reads as more than it is.
enum ByteCount {
    /// `1234567` as `1,234,567`.
    static func grouped(_ number: Int) -> String {
        let digits = Array(String(number.magnitude))
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text += "," }
            text.append(digit)
        }
        return (number < 0 ? "-" : "") + text
    }

    static func label(_ bytes: UInt64) -> String {
        switch bytes {
        case ..<1_000: return "\(bytes) bytes"
        case ..<1_000_000: return "\(bytes / 1_000) KB"
        case ..<1_000_000_000: return tenths(bytes, 1_000_000) + " MB"
        default: return tenths(bytes, 1_000_000_000) + " GB"
        }
    }

    /// `bytes / unit` with one decimal, rounded down.
    private static func tenths(_ bytes: UInt64, _ unit: UInt64) -> String {
        let value = bytes / (unit / 10)
        return value % 10 == 0 ? "\(value / 10)" : "\(value / 10).\(value % 10)"
    }
}
