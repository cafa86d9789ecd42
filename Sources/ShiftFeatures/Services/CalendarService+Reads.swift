import Foundation
import ShiftModel

/// Reads every calendar service answers through `shifts(in:)`.
extension CalendarService {
    /// Every shift in the calendar, past and future (a whole-file read:
    /// only for catalog edits, never per key press).
    package func allShifts() async throws -> [ScheduledShift] {
        try await shifts(in: DateInterval(start: .distantPast, end: .distantFuture))
    }

    /// Every shift of one type, past and future (for the cascade of a type
    /// edit and the refusal to delete a type in use). Matched by type id.
    package func shifts(ofType id: ShiftTypeID) async throws -> [ScheduledShift] {
        try await allShifts().filter { $0.shiftTypeID == id }
    }

    /// The shifts `operation` touches, by id, as the calendar holds them
    /// now: from the day before its first day to the day after its last.
    package func currentShifts(touchedBy operation: ShiftOperation,
                              calendar: Calendar) async throws -> [ShiftID: ScheduledShift] {
        guard let range = ShiftEditPlanner.neighbourhood(of: operation.days, in: calendar) else { return [:] }
        let ids = Set(operation.edits.map(\.shiftID))
        let shifts = try await self.shifts(in: range).filter { ids.contains($0.id) }
        return Dictionary(shifts.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }
}
