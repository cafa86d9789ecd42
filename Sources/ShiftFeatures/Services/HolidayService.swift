import ShiftModel

/// Where the public holidays the user imported are kept.
/// Implementations: `FileHolidayService` (ShiftStorage, `holidays.ics` in the
/// data dir), `InMemoryHolidayService` (here: tests, benchmarks, no data dir).
public protocol HolidayService: Sendable {
    /// The imported holidays; empty when none were imported.
    func load() async throws -> PublicHolidays
}

/// Holidays held in memory: none unless given.
public struct InMemoryHolidayService: HolidayService {
    public var holidays: PublicHolidays
    public init(_ holidays: PublicHolidays = PublicHolidays()) { self.holidays = holidays }
    public func load() async throws -> PublicHolidays { holidays }
}
