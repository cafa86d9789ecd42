import ArgumentParser
import Foundation
import Redux
import ShiftFeatures
import ShiftModel
import ShiftPresentation

/// What `shifts stats` and `shifts check` read: the catalog (its types' pay
/// rules and the working-time settings), the imported holidays, and the
/// shifts of a range, each failure said as one message.
struct HoursRun {
    let services: ServiceContainer
    let catalog: Catalog
    let calendar: Calendar
    let today: CalendarDay

    /// The data could not be read: the message to print.
    struct Unreadable: Error {
        var message: String
    }

    /// The catalog of the data dir (no types, default settings, before
    /// `shifts init`).
    static func start(_ data: DataOptions) async throws(Unreadable) -> HoursRun {
        let services = data.services()
        let catalog: Catalog
        do {
            catalog = try await services.catalog.load() ?? Catalog(locations: [], shiftTypes: [])
        } catch {
            throw Unreadable(message: UserFacingError(error).message)
        }
        let calendar = services.clock.calendar
        return HoursRun(services: services, catalog: catalog, calendar: calendar,
                        today: CalendarDay(services.clock.now(), in: calendar))
    }

    func holidays() async throws(Unreadable) -> PublicHolidays {
        do {
            return try await services.holidays.load()
        } catch {
            throw Unreadable(message: UserFacingError(error).message)
        }
    }

    /// The shifts that start on the days of `days`.
    @UIActor
    func shifts(_ days: ClosedRange<CalendarDay>) async throws(Unreadable) -> [ScheduledShift] {
        let store = ShiftQueryMiddleware.makeStore(services: services)
        await store.dispatch(.ask(.days(first: days.lowerBound, last: days.upperBound)))
        if let error = store.state.errorMessage { throw Unreadable(message: error) }
        return store.state.shifts
    }

    func calculator(holidays: PublicHolidays) -> HoursCalculator {
        HoursCalculator(catalog: catalog, calendar: calendar, holidays: holidays)
    }

    /// `--from` and `--to` as a period: by default this month; `--to`
    /// alone ends the month of `--from`. A weekday `--from` is that day of
    /// this week. Backwards or longer than SymbolExport.maxDays is a usage
    /// error (exit 64).
    func period(from: String?, to: String?) throws -> ClosedRange<CalendarDay> {
        let firstWeekday = catalog.settings.firstWeekday.number
        let first = try from.map { text in
            try ShiftQueryRun.day(DayArgument.namesWeekday(text) ? weekday(text, firstWeekday: firstWeekday) : text,
                                  option: "--from", today: today)
        } ?? CalendarDay(year: today.year, month: today.month, day: 1)
        let last = try to.map { text in
            try ShiftQueryRun.day(text, option: "--to", today: DayArgument.namesWeekday(text) ? first : today)
        } ?? Self.lastDayOfMonth(first)
        guard first <= last else {
            throw usageError("--to \(last) is before --from \(first): give the earlier day first.")
        }
        guard last.ordinal - first.ordinal < SymbolExport.maxDays else {
            throw usageError("\(first) to \(last) is more than \(SymbolExport.maxDays) days: ask for a shorter range.")
        }
        return first...last
    }

    /// A weekday `--from` resolved in this week, as an ISO date.
    private func weekday(_ text: String, firstWeekday: Int) throws -> String {
        switch DayArgument.resolve(text, today: today, weekStartingOn: firstWeekday) {
        case .success(let day): return day.description
        case .failure: return text
        }
    }

    static func lastDayOfMonth(_ day: CalendarDay) -> CalendarDay {
        let next = day.month == 12 ? CalendarDay(year: day.year + 1, month: 1, day: 1)
            : CalendarDay(year: day.year, month: day.month + 1, day: 1)
        return next.adding(days: -1)
    }
}
