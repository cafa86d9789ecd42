/// Why a value typed into a field is not valid, as a fact; the front ends
/// say it in words (`FieldProblem.sentence` in ShiftPresentation).
package enum FieldProblem: Hashable, Sendable {
    /// Nothing typed where something is needed.
    case missing(Missing)
    /// Longer than the field allows.
    case tooLong(max: Int)
    /// Holds control characters (a pasted escape sequence, a tab).
    case controlCharacters
    /// A symbol with a space in it.
    case spaceInSymbol
    /// Another shift type has this symbol (symbols are unique, ignoring case).
    case symbolTaken(symbol: String, by: String)
    /// Another location has this name (ignoring case).
    case nameTaken(String)
    /// Not `HH:MM`.
    case notATime
    /// The end is the start: 24 hours or more.
    case endIsStart
    /// A shift type needs a location and there is none yet.
    case noLocations
    /// Not a date in any form a day argument takes.
    case notADate
    /// This text is not a date in any form a day argument takes.
    case unknownDate(String)
    /// A date outside the years the calendar supports.
    case unsupportedDay(CalendarDay)
    /// An end date before the start date.
    case beforeStart
    /// A range longer than `max` days.
    case tooManyDays(max: Int)
    /// Not a whole number from `lowest` to `highest`.
    case notANumber(lowest: Int, highest: Int)
    /// Not hours (`38` or `38:30`) from `lowest` to `highest` minutes.
    case notHours(lowest: Int, highest: Int)
    /// Not hours with an optional sign (`-12:30`, `+40`) from `lowest` to `highest` minutes.
    case notSignedHours(lowest: Int, highest: Int)
    /// An opening balance with no day for the account to start on.
    case balanceWithoutStart
    /// A rotation's cycle with no day in it.
    case emptyCycle
    /// Text in a cycle that is no type's symbol (nor `~` for off).
    case unknownSymbol(String)
    /// A count in a cycle with no symbol after it (`3` alone).
    case countWithoutSymbol
    /// A cycle longer than `max` days.
    case cycleTooLong(max: Int)
    /// A preset's roles that no shift type's symbol matches.
    case rolesUnmatched([String])

    /// What was left empty.
    package enum Missing: Hashable, Sendable {
        case symbol(maxLength: Int)
        case title, name, time, date, location, shiftType, fileName, rotation
        /// The display name the change log records.
        case displayName
    }
}

extension DayArgument.Refusal {
    /// The refusal as the problem of the field the day was typed into.
    package var problem: FieldProblem {
        switch self {
        case .unsupported(let day): .unsupportedDay(day)
        case .notADate: .notADate
        }
    }
}

extension FieldProblem {
    /// The problem of a range's last day: before its first, or more than
    /// `maxDays` days in all; nil when the range is fine.
    package static func ofRange(from first: CalendarDay, through last: CalendarDay, maxDays: Int) -> FieldProblem? {
        if last < first { return .beforeStart }
        return last.ordinal - first.ordinal + 1 > maxDays ? .tooManyDays(max: maxDays) : nil
    }
}
