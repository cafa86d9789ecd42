import ShiftModel

/// Days copied with `Y` on the Schedule: each shift as its type and notes,
/// by its offset from the first copied day, ready to be added elsewhere
/// with `p` as one change (one undo step).
package struct CopiedDays: Hashable, Sendable {
    package struct Entry: Hashable, Sendable {
        /// Days after the first copied day.
        package var offset: Int
        package var type: ShiftTypeID
        package var notes: String

        package init(offset: Int, type: ShiftTypeID, notes: String) {
            self.offset = offset
            self.type = type
            self.notes = notes
        }
    }

    package var entries: [Entry]
    /// How many days were copied (days without shifts included).
    package var dayCount: Int
    /// A whole week was copied: it pastes onto the whole week of the cursor.
    package var isWeek: Bool
    /// Shifts of the copied days left out: their type is not in the catalog.
    package var skipped: Int

    package init(entries: [Entry], dayCount: Int, isWeek: Bool, skipped: Int = 0) {
        self.entries = entries
        self.dayCount = dayCount
        self.isWeek = isWeek
        self.skipped = skipped
    }

    /// The shifts starting on `days` (in order, the first at offset 0).
    package static func copying(_ days: [CalendarDay], isWeek: Bool, from schedule: ScheduleState) -> CopiedDays? {
        guard let first = days.min(), let last = days.max() else { return nil }
        var entries: [Entry] = []
        var skipped = 0
        for day in days.sorted() {
            for shift in schedule.shifts(startingOn: day) {
                guard let type = shift.shiftTypeID else {
                    skipped += 1
                    continue
                }
                entries.append(Entry(offset: day.ordinal - first.ordinal, type: type, notes: shift.notes))
            }
        }
        return CopiedDays(entries: entries, dayCount: last.ordinal - first.ordinal + 1, isWeek: isWeek,
                          skipped: skipped)
    }

    /// The adds that paste these days with the first at `start`.
    package func requests(startingOn start: CalendarDay) -> [ShiftEditRequest] {
        entries.map { .add($0.type, on: start.adding(days: $0.offset), notes: $0.notes) }
    }
}
