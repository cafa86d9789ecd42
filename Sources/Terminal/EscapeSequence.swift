import CNcurses

/// An escape sequence ncurses did not recognise (a key the terminfo entry
/// lacks, such as Home as `ESC [ 1 ~` under some multiplexers). ncurses
/// hands back ESC and leaves the rest waiting; read as keys, that would be
/// an Esc (which cancels a form) followed by typed text. So after a lone
/// ESC, what is already waiting is looked at: a CSI (`ESC [` parameters,
/// final byte) or SS3 (`ESC O` one byte) sequence is read whole; the keys
/// terminals commonly send so (Home, End, the arrows, the page keys,
/// Delete) become those keys, any other one `.unknown(27)`. A printable key
/// right behind the ESC is Alt with that key (what terminals send for
/// Meta), so it never cancels a form; another control key with it is
/// `.unknown(27)`. Another ESC or a function key is pushed back and the
/// ESC stays Esc.
package enum EscapeSequence {
    /// One waiting input: a character, or a function key code.
    package typealias Input = (value: UInt32, isFunctionKey: Bool)

    /// The key an ESC from ncurses stands for. `next` returns what is
    /// already waiting (nil when nothing is, without blocking); `pushBack`
    /// returns one input to the queue.
    package static func resolve(next: () -> Input?, pushBack: (Input) -> Void) -> Key {
        guard let first = next() else { return .escape }
        guard !first.isFunctionKey, first.value != 27 else {
            pushBack(first)
            return .escape
        }
        guard first.value == 0x5B || first.value == 0x4F else {
            if case .character(let character) = Key.decode(first.value, isFunctionKey: false) {
                return .alt(character)
            }
            return .unknown(27)
        }
        let unknown = Key.unknown(27)
        if first.value == 0x4F {  // SS3: exactly one more byte
            guard let final = next() else { return unknown }
            if final.isFunctionKey || !(0x20...0x7E).contains(final.value) {
                pushBack(final)
                return unknown
            }
            return key(parameters: "", final: final.value) ?? unknown
        }
        // CSI: parameter and intermediate bytes (0x20-0x3F), then a final byte (0x40-0x7E).
        var parameters = ""
        for _ in 0..<32 {
            guard let input = next() else { return unknown }
            if input.isFunctionKey || !(0x20...0x7E).contains(input.value) {
                pushBack(input)
                return unknown
            }
            if input.value >= 0x40 { return key(parameters: parameters, final: input.value) ?? unknown }
            if let scalar = Unicode.Scalar(input.value) { parameters.unicodeScalars.append(scalar) }
        }
        return unknown
    }

    /// The key a CSI or SS3 sequence stands for, by its parameters and final
    /// byte, as xterm, the Linux console, rxvt, screen and tmux send them;
    /// nil for any other (a modifier after `;` is ignored: Ctrl-Home is Home).
    static func key(parameters: String, final: UInt32) -> Key? {
        let number = parameters.split(separator: ";").first.map(String.init) ?? ""
        switch (final, number) {
        case (0x41, ""), (0x41, "1"): return .up      // A
        case (0x42, ""), (0x42, "1"): return .down    // B
        case (0x43, ""), (0x43, "1"): return .right   // C
        case (0x44, ""), (0x44, "1"): return .left    // D
        case (0x48, ""), (0x48, "1"): return .home    // H
        case (0x46, ""), (0x46, "1"): return .end     // F
        case (0x7E, "1"), (0x7E, "7"): return .home   // ~
        case (0x7E, "4"), (0x7E, "8"): return .end
        case (0x7E, "3"): return .delete
        case (0x7E, "5"): return .pageUp
        case (0x7E, "6"): return .pageDown
        default: return nil
        }
    }
}
