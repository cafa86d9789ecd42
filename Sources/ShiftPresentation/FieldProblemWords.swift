import ShiftModel

extension FieldProblem {
    /// The message shown next to the field (and by the command line for
    /// the same value): what is wrong and what to type instead.
    package var sentence: String {
        switch self {
        case .missing(let missing): missing.sentence
        case .tooLong(let max): "At most \(max) characters."
        case .controlCharacters: "No control characters."
        case .spaceInSymbol: "No spaces in a symbol."
        case .symbolTaken(let symbol, let title): "\(symbol) is already used by \(title) (symbols are unique, ignoring case)."
        case .nameTaken(let name): "\(name) exists already."
        case .notATime: "Use HH:MM, e.g. 06:00."
        case .endIsStart: "Same as the start: 24 hours or more is not allowed."
        case .noLocations: "Add a location first (on the Locations screen)."
        case .notADate: "Not a date: use \(DayArgument.accepted)."
        case .unknownDate(let typed): "\"\(typed)\" is not a date: use \(DayArgument.accepted)."
        case .unsupportedDay(let day): "\(day.unsupportedProblem)."
        case .beforeStart: "Before the start date."
        case .tooManyDays(let max): "At most \(max) days in one export."
        case .notANumber(let lowest, let highest): "Use a whole number from \(lowest) to \(highest)."
        case .notHours(let lowest, let highest):
            "Use hours, or hours and minutes, e.g. 38 or 38:30 (from \(HoursText.text(lowest)) to \(HoursText.text(highest)))."
        case .notSignedHours(let lowest, let highest):
            "Use hours, or hours and minutes, with - for hours owed, e.g. 40 or -12:30 "
                + "(from \(HoursText.signedText(lowest)) to \(HoursText.signedText(highest)))."
        case .balanceWithoutStart: "Give the day the balance was carried in on (Account from) first."
        case .emptyCycle: "Type a symbol per day (~ for off), e.g. E E L L ~ ~ or 2E 2L 2~."
        case .unknownSymbol(let text): "\"\(text)\" is no shift type's symbol: use a type's symbol, or ~ for off."
        case .countWithoutSymbol: "A count needs a symbol after it, e.g. 4E."
        case .cycleTooLong(let max): "At most \(max) days in a cycle."
        case .rolesUnmatched(let roles):
            "No shift type's symbol is \(roles.joined(separator: " or ")): copy the preset on the Rotations screen "
                + "to choose a type for \(roles.count.agreeing("it", "each"))."
        }
    }
}

extension FieldProblem.Missing {
    var sentence: String {
        switch self {
        case .symbol(let maxLength): "Enter a symbol: up to \(maxLength) characters or an emoji."
        case .title: "Enter a title."
        case .name: "Enter a name."
        case .time: "Enter a time, e.g. 06:00."
        case .date: "Enter a date: \(DayArgument.accepted)."
        case .location: "Choose a location."
        case .shiftType: "Choose a shift type."
        case .rotation: "Choose a rotation."
        case .fileName: "Enter a file name."
        case .displayName: "Enter a name: the change log records it."
        }
    }
}
