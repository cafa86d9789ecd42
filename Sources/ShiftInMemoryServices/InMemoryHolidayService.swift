import ShiftFeatures
import ShiftModel

/// Holidays held in memory: none unless given.
public struct InMemoryHolidayService: HolidayService {
    public var holidays: PublicHolidays
    public init(_ holidays: PublicHolidays = PublicHolidays()) { self.holidays = holidays }
    public func load() async throws -> PublicHolidays { holidays }
}
