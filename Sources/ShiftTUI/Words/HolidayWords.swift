import Terminal

/// A public holiday, as Today and the Schedule name it.
enum HolidayWords {
    /// `Public holiday: Christmas Day`.
    static func holiday(_ name: String) -> String { "Public holiday: \(name)" }

    /// The mark of a holiday on the grid, beside the day's number.
    static let mark = "*"
    /// Green, away from the warnings' red and yellow.
    static let style = TextStyle(bold: true, foreground: .green)
}
