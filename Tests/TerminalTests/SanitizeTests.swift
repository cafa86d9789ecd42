import Testing
import Terminal

@Suite struct SanitizeTests {
    @Test(arguments: [
        ("plain text", "plain text"),
        ("日本 🌙 e\u{301}", "日本 🌙 e\u{301}"),
        ("\u{1B}[31mred\u{1B}[0m", "red"),
        ("\u{1B}[1;38;5;196mbold\u{1B}[m!", "bold!"),
        ("\u{1B}[?1049h\u{1B}[2J\u{1B}[Hcleared", "cleared"),
        ("\u{1B}]0;evil title\u{7}after", "after"),
        ("\u{1B}]2;evil title\u{1B}\\after", "after"),
        ("\u{1B}]8;;http://x\u{1B}\\link\u{1B}]8;;\u{1B}\\", "link"),
        ("\u{1B}Pdevice control\u{1B}\\ok", "ok"),
        ("x\u{1B}]0;never terminated", "x"),
        ("a\u{1B}(Bb\u{1B}7c\u{1B}c", "abc"),
        ("trailing escape\u{1B}", "trailing escape"),
        ("ding\u{7}dong", "dingdong"),
        ("\u{9B}31mred", "red"),
        ("\u{9D}0;title\u{9C}after", "after"),
        ("a\u{85}b\u{9C}c", "abc"),
        ("a\u{7F}b", "ab"),
        ("a\u{0}b\u{8}c", "abc"),
        ("a\tb", "a b"),
        ("a\nb\r\nc\rd", "a b c d"),
        ("line\u{2028}break", "line break"),
        ("abc\u{202E}def\u{2066}", "abcdef"),
    ])
    func sanitizes(_ input: String, _ expected: String) {
        #expect(input.sanitizedForTerminal == expected)
    }
}

@Suite struct TruncationTests {
    @Test(arguments: [
        ("Hello, world", 8, "Hello,…"),
        ("wait... and more", 8, "wait…"),
        ("a … b c d", 4, "a…"),
        ("Hello", 5, "Hello"),
        ("Hello", 10, "Hello"),
        ("Hello", 4, "Hel…"),
        ("Hello", 1, "…"),
        ("Hello", 0, ""),
        ("Hello", -3, ""),
        ("日本語", 6, "日本語"),
        ("日本語", 5, "日本…"),
        ("日本語", 4, "日…"),
        ("a🌙b", 3, "a…"),
        ("e\u{301}e\u{301}e\u{301}", 2, "e\u{301}…"),
    ] as [(String, Int, String)])
    func truncates(_ testCase: (input: String, width: Int, expected: String)) {
        let result = testCase.input.truncated(toWidth: testCase.width)
        #expect(result == testCase.expected)
        #expect(DisplayWidth.of(result) <= max(testCase.width, 0))
    }
}
