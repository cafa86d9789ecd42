import ArgumentParser
import Foundation
import ShiftModel
import Terminal

/// A word as a POSIX shell reads it back: as it is when it is only safe
/// characters, else in single quotes (a quote inside as '\'').
enum ShellWord {
    static func quoted(_ word: String) -> String {
        let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./:=,+@%")
        if !word.isEmpty, word.allSatisfy({ safe.contains($0) }) { return word }
        guard word.unicodeScalars.contains(where: isHidden) else {
            return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
        }
        // A title with control or bidi characters, kept exact (so the
        // command maps it) yet never drawn: bash's $'...' with escapes.
        var quoted = "$'"
        for scalar in word.unicodeScalars {
            switch scalar {
            case "\\": quoted += "\\\\"
            case "'": quoted += "\\'"
            case _ where isHidden(scalar):
                let hex = String(scalar.value, radix: 16, uppercase: true)
                let width = scalar.value <= 0xFF ? 2 : 4
                quoted += (width == 2 ? "\\x" : "\\u") + String(repeating: "0", count: max(0, width - hex.count)) + hex
            default:
                quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "'"
    }

    /// Control characters, and the invisible ones that reorder text.
    private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.properties.generalCategory == .format
    }
}
