import ShiftModel

/// What a screen says after an action, as a fact: what was saved, or why
/// not. The words are made by the screens (`NoticeWords` in the TUI), which
/// also name the keys from their key table.
package indirect enum Notice: Hashable, Sendable {
    // Changes to shifts, and undo.
    /// A change was written: made (`.edit`), undone or redone.
    case changed(ShiftOperation, by: ShiftEditSource)
    /// A change was refused or failed; the message names the problem.
    case changeRefused(String)
    /// Nothing went wrong, but there was nothing to do.
    case nothingTo(ShiftEditFailure.NothingToDo)
    /// A stale undo step stays where it is.
    case stepKept
    /// A stale undo step was dropped; the one before it is next.
    case stepDropped(title: String)
    /// A key that opens a change could do nothing here.
    case unavailable(EditUnavailable)
    /// Y copied these days.
    case copied(CopiedDays)
    /// A rotation was applied to a range of days.
    case rotationApplied(RotationApplied)

    // The catalog screens.
    /// The catalog cannot change now.
    case catalogRefused(CatalogRefusal)
    case shiftTypeAdded(name: String)
    /// A type edit was saved; `updatedShifts` shifts in the calendar followed it.
    case shiftTypeSaved(name: String, updatedShifts: Int)
    case shiftTypeDeleted(name: String)
    /// A type cannot go while shifts use it.
    case shiftTypeInUse(name: String, shifts: Int)
    case locationAdded(name: String)
    /// A location edit was saved: `typesUsing` types use it, `updatedShifts` shifts followed it.
    case locationSaved(name: String, typesUsing: Int, updatedShifts: Int)
    case locationDeleted(name: String)
    /// A location cannot go while these types use it.
    case locationInUse(name: String, typeNames: [String])
    case rotationAdded(name: String)
    case rotationSaved(name: String)
    case rotationDeleted(name: String)

    // Settings.
    case settingsSaved
    case exported(ExportDone)

    // The change log.
    /// Purge found a policy that keeps every entry.
    case retentionKeepsAll(RetentionPolicy)
    /// Purge found no entry older than the policy.
    case nothingOlderThan(RetentionPolicy?)
    case changeLogEmpty
    /// Entries were removed: all (`plan.cutoff` nil) or those older than the policy.
    case removed(PurgePlan, onLaunch: Bool)
    /// Purge or clear cannot start now.
    case changeLogBusy(ChangeLogBusy)

    /// A service failed; its message names the problem.
    case failed(String)
    /// `notice`, for a change that is made but not fully recorded yet (why).
    case notFullyRecorded(Notice, why: String)

    /// Said as a warning rather than as news.
    package var isError: Bool {
        switch self {
        case .changed, .nothingTo, .stepKept, .stepDropped, .copied, .rotationApplied, .rotationAdded, .rotationSaved,
             .rotationDeleted, .shiftTypeAdded, .shiftTypeSaved, .shiftTypeDeleted,
             .locationAdded, .locationSaved, .locationDeleted, .settingsSaved, .exported, .retentionKeepsAll,
             .nothingOlderThan, .changeLogEmpty, .removed:
            false
        case .unavailable(let why): why != .noShiftsOnMarkedDays
        case .changeRefused, .catalogRefused, .shiftTypeInUse, .locationInUse, .changeLogBusy, .failed,
             .notFullyRecorded:
            true
        }
    }

    /// This notice, as a warning that the change is not fully recorded when `unfinished` says why.
    package func unfinished(_ why: String?) -> Notice {
        why.map { .notFullyRecorded(self, why: $0) } ?? self
    }
}
