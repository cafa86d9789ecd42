import ShiftFeatures
import ShiftModel
import Synchronization

/// A `HolidayService` whose holidays a test changes between reads (an
/// import or a clear on disk), counting the reads.
package final class MockHolidayService: HolidayService {
    private let state: Mutex<(holidays: PublicHolidays, loads: Int)>

    package init(_ holidays: PublicHolidays = PublicHolidays()) {
        state = Mutex((holidays, 0))
    }

    /// What the next read finds.
    package func set(_ holidays: PublicHolidays) { state.withLock { $0.holidays = holidays } }

    /// How many reads were made.
    package var loads: Int { state.withLock { $0.loads } }

    package func load() async throws -> PublicHolidays {
        state.withLock { state in
            state.loads += 1
            return state.holidays
        }
    }
}
