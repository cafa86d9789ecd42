import ShiftModel
import Testing

@Suite("A rota typed as symbols: one per day, counts, ~ for none")
struct RotaPatternTests {
    let symbols = ["E", "L", "N", "O", "🌙", "Nd"]

    func days(_ text: String) -> [String?]? {
        try? RotaPattern.parse(text, symbols: symbols).get().days
    }

    @Test("symbols one per day, separated or not; ~ is a day without a shift; case does not matter")
    func plain() {
        #expect(days("E E ~ l") == ["E", "E", nil, "L"])
        #expect(days("EE~L") == ["E", "E", nil, "L"])
        #expect(days("e / 🌙") == ["E", "🌙"])
    }

    @Test("a count repeats the symbol after it; the 28-day rota of the docs in 18 keys")
    func counts() {
        let rota = "4E2~4L2~4N3~3E2~4L"
        #expect(rota.count == 18)
        let expected: [String?] = ["E", "E", "E", "E", nil, nil, "L", "L", "L", "L", nil, nil, "N", "N",
                                   "N", "N", nil, nil, nil, "E", "E", "E", nil, nil, "L", "L", "L", "L"]
        #expect(days(rota) == expected)
        #expect(days("E E E E ~ ~ L / L L L ~ ~ N N / N N ~ ~ ~ E E / E ~ ~ L L L L") == expected)
        #expect(days("12~")?.count == 12)
    }

    @Test("the longest symbol wins: Nd is one day, N d is not a symbol")
    func longestSymbol() {
        #expect(days("NdN") == ["Nd", "N"])
        #expect(RotaPattern.parse("N d", symbols: symbols) == .failure(.unknownSymbol("d")))
    }

    @Test("refused: nothing, an unknown symbol (named), a count alone, more than a year")
    func refusals() {
        #expect(RotaPattern.parse(" / ", symbols: symbols) == .failure(.empty))
        #expect(RotaPattern.parse("E X1 L", symbols: symbols) == .failure(.unknownSymbol("X1")))
        #expect(RotaPattern.parse("E 3", symbols: symbols) == .failure(.countWithoutSymbol))
        #expect(RotaPattern.parse("3 E", symbols: symbols) == .failure(.countWithoutSymbol))
        #expect(RotaPattern.parse("366E", symbols: symbols).map(\.days.count) == .success(366))
        #expect(RotaPattern.parse("366E ~", symbols: symbols) == .failure(.tooLong(max: 366)))
        #expect(RotaPattern.parse("99999999999999999999E", symbols: symbols) == .failure(.tooLong(max: 366)))
    }
}
