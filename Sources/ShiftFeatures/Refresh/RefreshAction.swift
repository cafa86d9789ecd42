import Redux
import ShiftModel

/// What changes around the app without a key: the data files on disk
/// (another window, the command line, a sync program) and the day (local
/// midnight, a clock that jumped after a suspend, a new time zone). Each
/// feature follows them by itself, through its action's `init?(app:)`
/// (Today, the grid, the catalog, the undo history, the change log),
/// keeping the cursor, the marked days and the selected shift (they are
/// kept by day and by id).
package enum RefreshAction: Hashable, Sendable {
    /// These files changed on disk.
    case filesChanged(Set<DataFile>)
    /// The clock's day is now this one.
    case dayChanged(CalendarDay)
    /// A load found these events of the calendar unreadable (left out).
    case unreadableEventsFound([UnreadableEvent])
}
