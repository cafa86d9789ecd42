import Foundation

/// Dates as people type them on a command line or in a "go to" prompt.
package enum DayArgument {
    /// Why a text is no day to use.
    package enum Refusal: Error, Equatable, Sendable {
        /// None of the forms `accepted` lists.
        case notADate
        /// A day, but outside `CalendarDay.supported`.
        case unsupported(CalendarDay)
    }

    /// `parse`, saying why not: a day outside `CalendarDay.supported` is
    /// refused as such, so the message can name the range.
    package static func resolve(_ text: String, today: CalendarDay) -> Result<CalendarDay, Refusal> {
        guard let day = anyDay(text, today: today) else { return .failure(.notADate) }
        return day.isSupported ? .success(day) : .failure(.unsupported(day))
    }

    /// `resolve` for the first day of a range: a weekday name is that day of
    /// the week `today` is in, which starts on `firstWeekday` (1 = Sunday
    /// ... 7 = Saturday, as `Calendar.firstWeekday`), so `mon` may be a day
    /// already past. Any other text means what `resolve` makes of it.
    package static func resolve(_ text: String, today: CalendarDay,
                               weekStartingOn firstWeekday: Int) -> Result<CalendarDay, Refusal> {
        guard namesWeekday(text) else { return resolve(text, today: today) }
        let first = min(max(1, firstWeekday), 7)
        let weekStart = today.adding(days: -((today.weekday - first + 7) % 7))
        // The next such day from the week's first day on is in that week.
        return resolve(text, today: weekStart)
    }

    /// `2026-11-23`, `today`, `tomorrow`, `yesterday`, or a weekday name
    /// (`monday`, `mon`): the next such day, today included. Case is ignored.
    /// Nil when the text is none of these, or a day outside
    /// `CalendarDay.supported`.
    package static func parse(_ text: String, today: CalendarDay) -> CalendarDay? {
        try? resolve(text, today: today).get()
    }

    private static func anyDay(_ text: String, today: CalendarDay) -> CalendarDay? {
        let word = text.trimmingCharacters(in: .whitespaces).lowercased()
        switch word {
        case "today": return today
        case "tomorrow": return today.adding(days: 1)
        case "yesterday": return today.adding(days: -1)
        default: break
        }
        if let day = CalendarDay(iso: word) { return day }
        guard word.count >= 3,
              let weekday = weekdays.firstIndex(where: { $0.hasPrefix(word) }) else { return nil }
        let ahead = ((weekday + 1) - today.weekday + 7) % 7
        return today.adding(days: ahead)
    }

    /// True when `text` names a weekday (`fri`, `Friday`), which means the
    /// next such day: a range's end named so counts from its start.
    package static func namesWeekday(_ text: String) -> Bool {
        let word = text.trimmingCharacters(in: .whitespaces).lowercased()
        return word.count >= 3 && weekdays.contains { $0.hasPrefix(word) }
    }

    /// What `parse` accepts, for help text and error messages.
    package static let accepted = "YYYY-MM-DD, today, tomorrow, yesterday or a weekday name"

    /// The weekday names as typed (`sunday` ... `saturday`), for completion.
    package static let weekdays = DayNames.weekdays.map { $0.lowercased() }
}
