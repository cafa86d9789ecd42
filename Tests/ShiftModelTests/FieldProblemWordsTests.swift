import ShiftModel
import ShiftPresentation
import Testing

@Suite("A field's problem in words: what is wrong and what to type")
struct FieldProblemWordsTests {
    @Test("each problem has its sentence", arguments: [
        (FieldProblem.missing(.symbol(maxLength: 3)), "Enter a symbol: up to 3 characters or an emoji."),
        (.missing(.title), "Enter a title."),
        (.missing(.time), "Enter a time, e.g. 06:00."),
        (.missing(.displayName), "Enter a name: the change log records it."),
        (.tooLong(max: 200), "At most 200 characters."),
        (.symbolTaken(symbol: "E", by: "Early"), "E is already used by Early (symbols are unique, ignoring case)."),
        (.nameTaken("Main site"), "Main site exists already."),
        (.notATime, "Use HH:MM, e.g. 06:00."),
        (.endIsStart, "Same as the start: 24 hours or more is not allowed."),
        (.noLocations, "Add a location first (on the Locations screen)."),
        (.beforeStart, "Before the start date."),
        (.tooManyDays(max: 366), "At most 366 days in one export."),
    ])
    func sentences(problem: FieldProblem, sentence: String) {
        #expect(problem.sentence == sentence)
    }
}
