import ShiftModel
import Testing

@Suite("Counted nouns")
struct CountedTests {
    @Test("one takes the singular; none and many the plural, regular or given")
    func counted() {
        #expect(1.counted("shift") == "1 shift")
        #expect(0.counted("shift") == "0 shifts")
        #expect(3.counted("shift type") == "3 shift types")
        #expect(1.counted("entry", "entries") == "1 entry")
        #expect(2.counted("entry", "entries") == "2 entries")
    }
}
