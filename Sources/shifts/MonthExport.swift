import ArgumentParser
import Foundation
import ShiftFeatures
import ShiftModel
import ShiftPresentation
import Terminal

/// `shifts export --format html|text`: one month to print or to mail, made
/// by the pure builders of ShiftPresentation from the month's shifts, the
/// catalog, the imported holidays and the month's statistics.
enum MonthExport {
    /// `2026-12`; nil for anything else, or a month outside the days shifts handles.
    static func month(_ text: String) -> YearMonth? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 4, parts[1].count == 2,
              parts.allSatisfy({ $0.allSatisfy(\.isASCII) }),
              let year = Int(parts[0]), let month = Int(parts[1]), (1...12).contains(month) else { return nil }
        let found = YearMonth(year: year, month: month)
        guard CalendarDay.supported.contains(found.firstDay), CalendarDay.supported.contains(found.lastDay) else { return nil }
        return found
    }

    /// `shift` with its texts through the one terminal sanitizer, which
    /// removes an escape sequence whole: the sheet's own cleaning removes
    /// only the control characters, which would leave `[31m` printed.
    static func sanitized(_ shift: ScheduledShift) -> ScheduledShift {
        var shift = shift
        shift.title = shift.title.sanitizedForTerminal
        shift.symbol = shift.symbol?.sanitizedForTerminal
        shift.location = shift.location?.sanitizedForTerminal
        shift.notes = shift.notes.sanitizedForTerminal
        return shift
    }

    /// The catalog (a new one when there is none) and the holidays, their
    /// names cleaned for the page; exit 1 saying why either cannot be read.
    static func catalogAndHolidays(_ services: ServiceContainer) async throws -> (Catalog, PublicHolidays) {
        do {
            let catalog = try await services.catalog.load() ?? Catalog()
            let names = try await services.holidays.load().names.mapValues(\.sanitizedForTerminal)
            return (catalog, PublicHolidays(names: names))
        } catch {
            throw failure(UserFacingError(error).message)
        }
    }

    /// What `--month` takes, for its help and its refusal.
    static let accepted = "YYYY-MM, e.g. 2026-12"

    /// The page (`html`) or the text grid of `month`, and how many shifts it shows.
    static func render(_ month: YearMonth, html: Bool, services: ServiceContainer) async throws -> (text: String, shifts: Int) {
        let shifts = try await ShiftQueryRun.ask(.days(first: month.firstDay, last: month.lastDay), services: services)
            .map(sanitized)
        let (catalog, holidays) = try await catalogAndHolidays(services)
        let calendar = services.clock.calendar
        let statistics = HoursCalculator(catalog: catalog, calendar: calendar, holidays: holidays)
            .statistics(of: shifts, period: month.firstDay...month.lastDay)
        let sheet = MonthSheet(month: month, shifts: shifts, catalog: catalog, holidays: holidays,
                               statistics: statistics, calendar: calendar)
        return (html ? MonthPage.html(sheet) : MonthText.text(sheet, width: DisplayWidth.of), shifts.count)
    }
}
