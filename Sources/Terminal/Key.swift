import CNcurses

/// One key press, decoded from what ncurses' get_wch returned.
package enum Key: Hashable, Sendable {
    /// Printable text, including wide characters and emoji.
    case character(Character)
    /// Ctrl-letter as a lowercase letter: Ctrl-C is `.control("c")`.
    case control(Character)
    /// Alt (Meta) with a printable key, as terminals send it: ESC, then the key.
    case alt(Character)
    case up, down, left, right, home, end, pageUp, pageDown
    case enter, escape, tab, backTab, backspace, delete
    /// The terminal was resized (ncurses' KEY_RESIZE).
    case resize
    /// F1 is `.function(1)`.
    case function(Int)
    case unknown(Int32)

    /// Decodes what get_wch returned (`isFunctionKey`: it returned KEY_CODE_YES).
    /// 10 and 13 are enter, 9 tab, 27 escape, 127 and 8 backspace, the rest of 1...26 are
    /// control letters; other control characters and invalid scalars are `.unknown`.
    package static func decode(_ value: UInt32, isFunctionKey: Bool) -> Key {
        if isFunctionKey {
            return decodeFunctionKey(Int32(truncatingIfNeeded: value))
        }
        switch value {
        case 10, 13: return .enter
        case 9: return .tab
        case 27: return .escape
        case 8, 127: return .backspace
        case 1...26: return .control(Character(Unicode.Scalar(UInt8(value) + 0x60)))
        case 0..<0x20, 0x80...0x9F: return .unknown(Int32(value))
        default:
            guard let scalar = Unicode.Scalar(value) else {
                return .unknown(Int32(truncatingIfNeeded: value))
            }
            return .character(Character(scalar))
        }
    }

    private static func decodeFunctionKey(_ code: Int32) -> Key {
        let functionKeyZero = shifts_key_f0()
        switch code {
        case shifts_key_up(): return .up
        case shifts_key_down(): return .down
        case shifts_key_left(): return .left
        case shifts_key_right(): return .right
        case shifts_key_home(): return .home
        case shifts_key_end(): return .end
        case shifts_key_ppage(): return .pageUp
        case shifts_key_npage(): return .pageDown
        case shifts_key_enter(): return .enter
        case shifts_key_btab(): return .backTab
        case shifts_key_backspace(): return .backspace
        case shifts_key_dc(): return .delete
        case shifts_key_resize(): return .resize
        case functionKeyZero...(functionKeyZero + 63): return .function(Int(code - functionKeyZero))
        default: return .unknown(code)
        }
    }
}
