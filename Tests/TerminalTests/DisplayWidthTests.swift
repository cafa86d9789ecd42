import Testing
import Terminal

@Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("a", 1), ("~", 1), ("é", 1), ("e\u{301}", 1), ("…", 1), ("\u{AD}", 1),
        ("日", 2), ("한", 2), ("\u{3000}", 2), ("Ａ", 2), ("ｱ", 1), ("\u{20000}", 2),
        ("🌙", 2), ("👍🏽", 2), ("❤", 1), ("❤\u{FE0F}", 2), ("1\u{FE0F}\u{20E3}", 2),
        ("⌚", 2), ("⌚\u{FE0E}", 1),
        ("👨\u{200D}👩\u{200D}👧", 2), ("🏳\u{FE0F}\u{200D}🌈", 2), ("🇯🇵", 2), ("\u{1F1EF}", 1),
        ("\u{301}", 0), ("\u{200B}", 0), ("\u{200D}", 0), ("\u{FEFF}", 0), ("\u{7}", 0),
        ("\u{1B}", 0), ("\u{7F}", 0), ("\u{9B}", 0),
    ] as [(Character, Int)])
    func widthOfOneCharacter(_ character: Character, _ expected: Int) {
        #expect(DisplayWidth.of(character) == expected)
    }

    @Test func widthOfTextIsTheSumOfItsCharacters() {
        #expect(DisplayWidth.of("") == 0)
        #expect(DisplayWidth.of("abc") == 3)
        #expect(DisplayWidth.of("日本語abc") == 9)
        #expect(DisplayWidth.of("Night 🌙 e\u{301}") == 10)
    }
}
