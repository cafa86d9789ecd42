import ShiftModel

/// What the Schedule's filter keeps: shifts of these types, at these
/// locations, sick ones only, in a range of days, whose title, location,
/// notes or sick reason hold the text. An empty part keeps everything; all parts together
/// keep what each keeps.
package struct ScheduleFilter: Hashable, Sendable {
    package var types: Set<ShiftTypeID>
    /// Location names as the shifts carry them, compared ignoring case.
    package var locations: Set<String>
    package var sickOnly: Bool
    /// First and last day, both included.
    package var range: ClosedRange<CalendarDay>?
    /// Words that must each appear in the title, location, notes or sick reason, ignoring case.
    package var text: String

    package init(types: Set<ShiftTypeID> = [], locations: Set<String> = [], sickOnly: Bool = false,
                range: ClosedRange<CalendarDay>? = nil, text: String = "") {
        self.types = types
        self.locations = locations
        self.sickOnly = sickOnly
        self.range = range
        self.text = text
    }

    /// The filter keeps everything: nothing is marked or dimmed.
    package var isEmpty: Bool {
        types.isEmpty && locations.isEmpty && !sickOnly && range == nil && words.isEmpty
    }

    /// The longest range the filter loads (its months are read whole).
    package static let maxRangeDays = 366

    var words: [Substring] { text.lowercased().split(whereSeparator: \.isWhitespace) }

    package func matches(_ shift: ScheduledShift) -> Bool {
        if !types.isEmpty, !(shift.shiftTypeID.map(types.contains) ?? false) { return false }
        if !locations.isEmpty {
            guard let location = shift.location?.lowercased(),
                  locations.contains(where: { $0.lowercased() == location }) else { return false }
        }
        if sickOnly, shift.sick == nil { return false }
        if let range, !range.contains(shift.day) { return false }
        let words = words
        guard !words.isEmpty else { return true }
        let haystack = [shift.title, shift.location ?? "", shift.notes, shift.sick?.reason ?? ""].map { $0.lowercased() }
        return words.allSatisfy { word in haystack.contains { $0.contains(word) } }
    }

    /// The months the range covers, in order (none without a range).
    package var rangeMonths: [YearMonth] {
        guard let range else { return [] }
        var months: [YearMonth] = []
        var month = YearMonth(range.lowerBound)
        while month <= YearMonth(range.upperBound) {
            months.append(month)
            month = month.adding(months: 1)
        }
        return months
    }
}
