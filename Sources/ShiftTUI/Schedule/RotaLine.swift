import ShiftFeatures
import ShiftModel

/// The rota line in words: what was typed, the days it covers (marked on
/// the grid as a preview), a hint saying what Enter will add, and why Enter
/// did not take it.
struct RotaLine: Hashable, Sendable {
    var start: CalendarDay
    var input: TextInput
    /// The days the pattern typed so far covers, from `start`.
    var days: [CalendarDay]
    var hint: String
    var problem: String?

    init(_ prompt: RotaPrompt, catalog: Catalog) {
        start = prompt.start
        input = prompt.input
        switch prompt.pattern(in: catalog) {
        case .success(let pattern):
            days = (0..<pattern.days.count).map { prompt.start.adding(days: $0) }
            let shifts = pattern.days.compactMap { $0 }.count
            let last = prompt.start.adding(days: pattern.days.count - 1)
            hint = "\(pattern.days.count.counted("day")) to \(last.shortLabel): "
                + "\(KeyWords.key(.submit, in: .rotaPrompt)) adds \(shifts.counted("shift"))"
        case .failure:
            days = []
            hint = "a symbol a day, ~ for none: 4E 2~ 4L"
        }
        problem = prompt.problem.map(Self.sentence) ?? prompt.failure.map(FormWords.failure)
    }

    static func sentence(_ problem: RotaPattern.Problem) -> String {
        switch problem {
        case .empty: "Type a symbol per day (~ for none), e.g. 4E 2~ 4L."
        case .unknownSymbol(let text): "\"\(text)\" is no shift type's symbol (screen \(KeyWords.screen(.shiftTypes)) lists them)."
        case .countWithoutSymbol: "A count needs a symbol after it, e.g. 4E."
        case .tooLong(let max): "At most \(max) days at a time."
        }
    }
}
