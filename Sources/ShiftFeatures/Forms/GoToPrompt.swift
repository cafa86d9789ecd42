import ShiftModel

/// The go-to-date prompt of Today, the Schedule and the Team screen: each
/// keeps what was typed and why it was not taken; these are the one set of
/// rules for both.
enum GoToPrompt {
    static func begin(_ input: inout TextInput?, _ problem: inout FieldProblem?) {
        input = TextInput()
        problem = nil
    }

    static func edit(_ edit: TextEdit, _ input: inout TextInput?, _ problem: inout FieldProblem?) {
        guard var typed = input else { return }
        edit.apply(to: &typed)
        input = typed
        problem = nil
    }

    static func cancel(_ input: inout TextInput?, _ problem: inout FieldProblem?) {
        input = nil
        problem = nil
    }

    /// The day typed, read from `today`, closing the prompt; nil leaves it
    /// open with what was typed and its problem.
    static func commit(_ input: inout TextInput?, _ problem: inout FieldProblem?, today: CalendarDay) -> CalendarDay? {
        guard let typed = input else { return nil }
        switch DayArgument.resolve(typed.text, today: today) {
        case .success(let day):
            cancel(&input, &problem)
            return day
        case .failure(.unsupported(let outside)):
            problem = .unsupportedDay(outside)
        case .failure(.notADate):
            let text = typed.text.trimmingWhitespace()
            problem = text.isEmpty ? .missing(.date) : .unknownDate(text)
        }
        return nil
    }
}
