import ShiftModel

/// The one way shifts change. The screens' forms and questions send
/// `.editor(.submitted)` and `.bulk(.submitted)`, the command line sends
/// `request`; `u` and Ctrl-R send `.history(.undo)` and `.history(.redo)`. `ShiftEditMiddleware` checks
/// the change against the calendar as it is now (holding the history, so
/// no other process changes shifts in between), writes it in one
/// all-or-nothing call, and answers with `applied` (the change as recorded)
/// or `failed` (nothing was written). Whatever must happen with every
/// change (the change log, the undo history, the screens) hooks onto
/// `applied`.
package enum ShiftEditAction: Hashable, Sendable {
    /// Plan these requests and write them as one operation (the command line).
    case request([ShiftEditRequest])
    /// Written and recorded.
    case applied(HistoryRecord, source: ShiftEditSource)
    /// Refused or failed; nothing was written.
    case failed(ShiftEditFailure, source: ShiftEditSource)
    /// Not written: the change from a screen would break working-time
    /// rules. The screen that sent it asks whether to save it anyway.
    case rulesBroken(RulesQuestion)
}
