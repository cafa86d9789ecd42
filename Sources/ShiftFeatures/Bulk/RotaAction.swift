import ShiftModel

/// The keys of the rota line.
package enum RotaAction: Hashable, Sendable {
    /// R: the line opens for the days from this one on.
    case begin(CalendarDay)
    case edit(TextEdit)
    /// Esc: the line closes; nothing is added.
    case cancel
    /// Enter on a line that is not a rota: it stays, saying why.
    case refused(RotaPattern.Problem)
}
