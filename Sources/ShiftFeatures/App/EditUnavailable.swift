import ShiftModel

/// Why a key that opens a change could do nothing.
package enum EditUnavailable: Hashable, Sendable {
    /// No shift types to choose from.
    case noShiftTypes
    /// No shift on the selected day for this verb.
    case noShiftHere(ShiftEditorIntent.Verb)
    /// No other type to switch to.
    case noOtherType
    /// A bulk key with no day marked.
    case noMarks
    /// More days marked than a type-per-day form takes.
    case tooManyDaysPerDay(max: Int, marked: Int)
    /// A marked day whose month is not loaded.
    case monthNotLoaded(CalendarDay)
    /// The marked days hold no shifts.
    case noShiftsOnMarkedDays
    /// p with nothing copied (or only days without shifts).
    case nothingCopied
    /// The catalog cannot change now.
    case catalog(CatalogRefusal)
}
