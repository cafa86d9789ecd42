/// Sizes in words: `970 KB`, `1.5 MB` (decimal units, as `ls -h --si` and
/// disk tools show them), so a size near a limit is never rounded over it.
enum ByteCount {
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
