import ShiftFeatures
import ShiftModel
import ShiftPresentation

/// The words of the Schedule's filter: what it keeps, how many days match,
/// why a jump went nowhere.
enum ScheduleFilterWords {
    /// `filter: E Early · @ Main · sick · 2 Nov – 8 Nov · "late"`
    static func summary(_ filter: ScheduleFilter, catalog: Catalog) -> String {
        var parts: [String] = []
        let types = filter.types.sorted { $0.rawValue < $1.rawValue }.map { id in
            catalog.shiftType(id).map { "\($0.symbol) \($0.title)" } ?? id.rawValue
        }
        if !types.isEmpty { parts.append(types.joined(separator: ", ")) }
        if !filter.locations.isEmpty { parts.append("@ " + filter.locations.sorted().joined(separator: ", ")) }
        if filter.sickOnly { parts.append("sick") }
        if let range = filter.range { parts.append(days(range)) }
        let text = filter.text.trimmingWhitespace()
        if !text.isEmpty { parts.append("\"\(text)\"") }
        return "filter: " + parts.joined(separator: " · ").sanitizedForTerminal
    }

    /// `3 days match in November: > next, < previous, Esc clears`
    static func count(_ count: Int, range: ClosedRange<CalendarDay>?, month: YearMonth) -> String {
        let scope = range.map(days) ?? DayNames.months[month.month - 1]
        return "\(count.counted("day")) \(count.agreeing("matches", "match")) in \(scope): "
            + "\(KeyWords.nextMatch) next, \(KeyWords.previousMatch) previous, \(KeyWords.clearFilter) clears"
    }

    static func notice(_ notice: ScheduleFilterNotice) -> String {
        switch notice {
        case .noMatch(forward: true, fromMatch: true): "This is the last match in the months loaded."
        case .noMatch(forward: false, fromMatch: true): "This is the first match in the months loaded."
        case .noMatch(forward: true, fromMatch: false): "No match after this day in the months loaded."
        case .noMatch(forward: false, fromMatch: false): "No match before this day in the months loaded."
        case .noFilter: "No filter: \(KeyWords.filter) filters, \(KeyWords.search) searches."
        }
    }

    private static func days(_ range: ClosedRange<CalendarDay>) -> String {
        range.lowerBound == range.upperBound ? range.lowerBound.mediumLabel
            : "\(range.lowerBound.shortLabel) – \(range.upperBound.mediumLabel)"
    }
}
