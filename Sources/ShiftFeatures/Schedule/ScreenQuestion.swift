/// A question asked at the bottom of Today or the Schedule: its answer has
/// the keys, and what it asks about stays drawn behind it.
package enum ScreenQuestion: Hashable, Sendable {
    /// Save a change that breaks working-time rules anyway?
    case rules(RulesQuestion)
    /// Switch or delete this shift?
    case edit(ShiftEditorQuestion)
    /// Drop an undo or redo step that can no longer apply?
    case staleStep(StaleStep)
    /// Delete the shifts that start on the marked days?
    case bulkDelete(BulkEditState.Question)
    /// Which kind of absence on the marked days?
    case absence(BulkEditState.AbsenceQuestion)
}
