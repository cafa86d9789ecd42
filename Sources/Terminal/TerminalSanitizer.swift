/// The state machine behind `String.sanitizedForTerminal`. It follows how a VT-style
/// terminal parses its input, so whatever the terminal would treat as a sequence is removed
/// whole, not just its ESC byte (a stray "[31m" left behind would still be wrong text).
enum TerminalSanitizer {
    static func needsAttention(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value)
            || value == 0x2028 || value == 0x2029 || isBidiControl(value)
    }

    static func sanitize(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var output = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let value = scalars[index].value
            switch value {
            case 0x1B:
                index = endOfEscapeSequence(scalars, after: index + 1)
            case 0x9B:
                index = endOfControlSequence(scalars, from: index + 1)
            case 0x90, 0x98, 0x9D, 0x9E, 0x9F:  // DCS, SOS, OSC, PM, APC
                index = endOfControlString(scalars, from: index + 1)
            case 0x0D:
                output.append(" ")
                index += 1
                if index < scalars.count, scalars[index].value == 0x0A { index += 1 }
            case 0x09, 0x0A, 0x0B, 0x0C, 0x2028, 0x2029:
                output.append(" ")
                index += 1
            default:
                if !needsAttention(scalars[index]) { output.append(scalars[index]) }
                index += 1
            }
        }
        return String(output)
    }

    /// Index just past an ESC sequence whose ESC was before `start`.
    private static func endOfEscapeSequence(_ scalars: [Unicode.Scalar], after start: Int) -> Int {
        guard start < scalars.count else { return start }
        switch scalars[start].value {
        case 0x5B:  // ESC [  control sequence
            return endOfControlSequence(scalars, from: start + 1)
        case 0x5D, 0x50, 0x58, 0x5E, 0x5F:  // ESC ] OSC, ESC P DCS, ESC X SOS, ESC ^ PM, ESC _ APC
            return endOfControlString(scalars, from: start + 1)
        case 0x20...0x2F:  // intermediates, then a final byte (ESC ( B, ESC # 8 ...)
            var index = start
            while index < scalars.count, (0x20...0x2F).contains(scalars[index].value) { index += 1 }
            if index < scalars.count, (0x30...0x7E).contains(scalars[index].value) { index += 1 }
            return index
        case 0x30...0x7E:  // two-byte sequences: ESC 7, ESC c, ESC =, ...
            return start + 1
        default:  // not a sequence: only the ESC goes
            return start
        }
    }

    /// CSI: parameter and intermediate bytes, then one final byte.
    private static func endOfControlSequence(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start
        while index < scalars.count, (0x20...0x3F).contains(scalars[index].value) { index += 1 }
        if index < scalars.count, (0x40...0x7E).contains(scalars[index].value) { index += 1 }
        return index
    }

    /// OSC, DCS and friends run to BEL or ST (ESC \ or 0x9C); CAN and SUB abort them, and an
    /// unterminated one swallows the rest of the text, as it would in the terminal.
    private static func endOfControlString(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start
        while index < scalars.count {
            switch scalars[index].value {
            case 0x07, 0x9C, 0x18, 0x1A:
                return index + 1
            case 0x1B:
                let next = index + 1
                if next < scalars.count, scalars[next] == "\\" { return next + 1 }
                return index  // a new escape sequence begins here
            default:
                index += 1
            }
        }
        return index
    }

    private static func isBidiControl(_ value: UInt32) -> Bool {
        (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    }
}
