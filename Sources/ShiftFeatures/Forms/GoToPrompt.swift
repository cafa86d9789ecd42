import ShiftModel

/// The go-to-date prompt of Today, the Schedule and the Team screen: the
/// one set of rules for all of them, on the line while it is open.
enum GoToPrompt {
    static func begin(_ line: inout GoToLine?) {
        line = GoToLine()
    }

    static func edit(_ edit: TextEdit, _ line: inout GoToLine?) {
        guard var open = line else { return }
        edit.apply(to: &open.typed)
        open.problem = nil
        line = open
    }

    static func cancel(_ line: inout GoToLine?) {
        line = nil
    }

    /// The day typed, read from `today`, closing the prompt; nil leaves it
    /// open with what was typed and its problem.
    static func commit(_ line: inout GoToLine?, today: CalendarDay) -> CalendarDay? {
        guard let typed = line?.typed else { return nil }
        switch DayArgument.resolve(typed.text, today: today) {
        case .success(let day):
            line = nil
            return day
        case .failure(.unsupported(let outside)):
            line?.problem = .unsupportedDay(outside)
        case .failure(.notADate):
            let text = typed.text.trimmingWhitespace()
            line?.problem = text.isEmpty ? .missing(.date) : .unknownDate(text)
        }
        return nil
    }
}
