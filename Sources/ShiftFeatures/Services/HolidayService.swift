import ShiftModel

/// Where the public holidays the user imported are kept.
/// Implementations: `FileHolidayService` (ShiftStorage, `holidays.ics` in the
/// data dir), `InMemoryHolidayService` (ShiftInMemoryServices).
package protocol HolidayService: Sendable {
    /// The imported holidays; empty when none were imported.
    func load() async throws -> PublicHolidays
}
