import Testing
import Terminal

@Suite struct KeyDecodeTests {
    @Test(arguments: [
        (10, Key.enter), (13, .enter), (9, .tab), (27, .escape), (127, .backspace), (8, .backspace),
        (1, .control("a")), (3, .control("c")), (18, .control("r")), (26, .control("z")),
        (0x61, .character("a")), (0x51, .character("Q")), (0x20, .character(" ")),
        (0x65E5, .character("日")), (0x1F319, .character("🌙")), (0xE9, .character("é")),
        (0, .unknown(0)), (28, .unknown(28)), (31, .unknown(31)), (0x9B, .unknown(0x9B)),
        (0xD800, .unknown(0xD800)), (0x110000, .unknown(0x110000)),
    ] as [(UInt32, Key)])
    func decodesCharacters(_ value: UInt32, _ expected: Key) {
        #expect(Key.decode(value, isFunctionKey: false) == expected)
    }

    // ncurses key codes (curses.h): KEY_DOWN 0402, KEY_UP 0403, ... KEY_RESIZE 0632.
    @Test(arguments: [
        (0o402, Key.down), (0o403, .up), (0o404, .left), (0o405, .right), (0o406, .home),
        (0o550, .end), (0o523, .pageUp), (0o522, .pageDown), (0o527, .enter), (0o541, .backTab),
        (0o407, .backspace), (0o512, .delete), (0o632, .resize),
        (0o410, .function(0)), (0o411, .function(1)), (0o424, .function(12)), (0o507, .function(63)),
        (0o510, .unknown(0o510)), (0o777, .unknown(0o777)),
    ] as [(UInt32, Key)])
    func decodesFunctionKeys(_ value: UInt32, _ expected: Key) {
        #expect(Key.decode(value, isFunctionKey: true) == expected)
    }
}

/// An escape sequence ncurses did not know arrives as ESC and the rest:
/// read whole, it is one unknown key, not an Esc and text.
@Suite struct EscapeSequenceTests {
    /// Runs `resolve` over `waiting` (characters); returns the key and what
    /// was left to read, pushed-back input first.
    func resolve(_ waiting: String) -> (key: Key, left: [UInt32]) {
        var queue = waiting.unicodeScalars.map { EscapeSequence.Input(value: $0.value, isFunctionKey: false) }
        let key = EscapeSequence.resolve(next: { queue.isEmpty ? nil : queue.removeFirst() },
                                         pushBack: { queue.insert($0, at: 0) })
        return (key, queue.map(\.value))
    }

    @Test("a lone ESC is Esc")
    func lone() {
        let result = resolve("")
        #expect(result.key == .escape)
        #expect(result.left == [])
    }

    @Test("an unknown CSI or SS3 sequence is read whole as one unknown key", arguments: [
        ("[200~abc", "abc"), ("Oqz", "z"), ("[9~", ""), ("[1;5Q", ""),
    ])
    func sequence(_ waiting: String, _ left: String) {
        let result = resolve(waiting)
        #expect(result.key == .unknown(27))
        #expect(result.left == left.unicodeScalars.map(\.value))
    }

    @Test("Home, End, the arrows, the page keys and Delete as terminals send them when terminfo lacks them",
          arguments: [
              ("[1~", Key.home, ""), ("[7~", .home, ""), ("[H", .home, ""), ("OH", .home, ""),
              ("[4~x", .end, "x"), ("[8~", .end, ""), ("[F", .end, ""), ("OF", .end, ""),
              ("[1;5D", .left, ""), ("OA", .up, ""), ("[B", .down, ""), ("[C", .right, ""),
              ("[5~", .pageUp, ""), ("[6~", .pageDown, ""), ("[3~", .delete, ""),
          ])
    func knownSequence(_ waiting: String, _ key: Key, _ left: String) {
        let result = resolve(waiting)
        #expect(result.key == key)
        #expect(result.left == left.unicodeScalars.map(\.value))
    }

    @Test("ESC before another ESC stays Esc; the second is read next")
    func escThenEsc() {
        let result = resolve("\u{1B}")
        #expect(result.key == .escape)
        #expect(result.left == [27])
    }

    @Test("ESC then a printable key is Alt with it (Meta), read whole", arguments: [
        ("a", Character("a")), ("qx", "q"), ("é", "é"), (" ", " "), ("日", "日"),
    ])
    func altKey(_ waiting: String, _ character: Character) {
        let result = resolve(waiting)
        #expect(result.key == .alt(character))
        #expect(result.left == waiting.unicodeScalars.dropFirst().map(\.value))
    }

    @Test("ESC then a control key (Alt-Backspace, Alt-Enter) is one unknown key, not Esc", arguments: ["\u{7F}", "\r", "\u{2}"])
    func altControl(_ waiting: String) {
        let result = resolve(waiting)
        #expect(result.key == .unknown(27))
        #expect(result.left == [])
    }

    @Test("a function key after ESC is pushed back as a function key")
    func functionKey() {
        var queue: [EscapeSequence.Input] = [(0o403, true)]
        var pushed: [EscapeSequence.Input] = []
        let key = EscapeSequence.resolve(next: { queue.isEmpty ? nil : queue.removeFirst() },
                                         pushBack: { pushed.append($0) })
        #expect(key == .escape)
        #expect(pushed.map(\.value) == [0o403])
        #expect(pushed.map(\.isFunctionKey) == [true])
    }
}
