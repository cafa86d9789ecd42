import Foundation
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

/// The filter applied to what the Schedule holds: a pure function of the
/// loaded months, so a key never reads the calendar again.
package enum ScheduleFilterMatch {
    /// The days of the loaded months with at least one shift the filter
    /// keeps, in order; none for an empty filter. An entry of several days
    /// matches on each day it is listed on (`DayListing`).
    package static func days(_ filter: ScheduleFilter, in months: [YearMonth: MonthShifts],
                            calendar: Calendar?) -> [CalendarDay] {
        guard !filter.isEmpty else { return [] }
        var days = Set<CalendarDay>()
        for (month, loaded) in months {
            for shift in loaded.shifts ?? [] where filter.matches(shift) {
                // Its days in this month (and in the filter's range): an
                // entry spanning centuries costs a month's days at most.
                var first = max(shift.day, month.firstDay)
                var last = min(calendar.map { shift.lastListedDay(in: $0) } ?? shift.day, month.lastDay)
                if let range = filter.range {
                    first = max(first, range.lowerBound)
                    last = min(last, range.upperBound)
                }
                guard first <= last else { continue }
                for ordinal in first.ordinal...last.ordinal { days.insert(CalendarDay(ordinal: ordinal)) }
            }
        }
        return days.sorted()
    }

    /// The first matching day after `day` (or before it, backwards).
    package static func next(after day: CalendarDay, forward: Bool, in days: [CalendarDay]) -> CalendarDay? {
        forward ? days.first { $0 > day } : days.last { $0 < day }
    }
}

/// The fields of the Schedule's filter form.
package enum ScheduleFilterField: Hashable, Sendable, CaseIterable {
    case type, location, sickOnly, from, through, text
}

/// Why a jump to the next match found none: said on the message line.
package enum ScheduleFilterNotice: Hashable, Sendable {
    /// No match after (or before) the cursor in the months loaded;
    /// `fromMatch`: the cursor's day is itself the last (or first) match.
    case noMatch(forward: Bool, fromMatch: Bool)
    /// A jump with no filter kept: nothing to jump to.
    case noFilter
}

/// The filter's own actions: the form, the search line, the jumps.
package enum ScheduleFilterAction: Hashable, Sendable {
    /// f opens the filter form, filled with the filter kept.
    case openForm(ScheduleFilterChoices)
    case form(FormAction)
    /// Enter on a valid form: keep this filter.
    case apply(ScheduleFilter)
    /// / starts the search line; keys edit it (the grid follows as you
    /// type); Enter keeps it; Esc clears the text.
    case search(SearchAction)
    /// Esc on the grid with no day marked: the filter goes.
    case clear
    /// Jump to the next or previous matching day.
    case jump(forward: Bool)
}

/// What the filter form offers: the catalog's types and locations.
package struct ScheduleFilterChoices: Hashable, Sendable {
    package var types: [FormChoice]
    package var locations: [FormChoice]

    package init(types: [FormChoice], locations: [FormChoice]) {
        self.types = types
        self.locations = locations
    }

    package init(_ catalog: Catalog) {
        types = catalog.shiftTypes.map { FormChoice(.shiftType($0.id), name: "\($0.symbol)  \($0.title)") }
        locations = catalog.locations.map { FormChoice(.location($0.id), name: $0.name) }
    }
}
