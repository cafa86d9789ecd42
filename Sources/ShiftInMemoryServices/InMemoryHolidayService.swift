import ShiftFeatures
import ShiftModel

/// Holidays held in memory: none unless given.
package struct InMemoryHolidayService: HolidayService {
    package var holidays: PublicHolidays
    package init(_ holidays: PublicHolidays = PublicHolidays()) { self.holidays = holidays }
    package func load() async throws -> PublicHolidays { holidays }
}
