import ShiftModel

/// Whether a change is being written, and what the last one came to.
package struct ShiftEditState: Hashable, Sendable {
    package var isApplying: Bool
    /// What the last change did, or why it was refused; shown on Today and
    /// Schedule until the next key.
    package var notice: Notice?
    /// The last operation written, as the calendar holds it.
    package var lastOperation: ShiftOperation?
    /// Why the last change is not fully recorded yet (it was made; its
    /// record follows with the next change), or nil.
    package var unfinished: String?
    /// What the change being written says once written, when it says more
    /// than what it changed (a rotation's days skipped); nil otherwise.
    package var onWritten: Notice?

    package init(isApplying: Bool = false, notice: Notice? = nil, lastOperation: ShiftOperation? = nil,
                unfinished: String? = nil, onWritten: Notice? = nil) {
        self.isApplying = isApplying
        self.notice = notice
        self.lastOperation = lastOperation
        self.unfinished = unfinished
        self.onWritten = onWritten
    }

    /// The notice as the screens show it: a change not fully recorded says
    /// so, as a warning.
    package var shownNotice: Notice? { notice?.unfinished(unfinished) }
}
