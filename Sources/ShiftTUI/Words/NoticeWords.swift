import ShiftFeatures
import ShiftModel
import ShiftPresentation

/// The sentences of every notice, in one place; keys are named from the
/// key table.
enum NoticeWords {
    static func sentence(_ notice: Notice) -> String {
        switch notice {
        case .changed(let operation, let source):
            return ChangeWords.changed(operation, by: source)
        case .changeRefused(let message), .failed(let message):
            return message
        case .nothingTo(let what):
            return ChangeWords.nothingTo(what)
        case .stepKept:
            return "The step stays; \(KeyWords.undo) tries it again."
        case .stepDropped(let title):
            return "Dropped from the undo history: \(title). \(KeyWords.undo) now takes the step before it."
        case .unavailable(let why):
            return unavailable(why)
        case .copied(let copied):
            let skipped = copied.skipped == 0 ? ""
                : " (\(copied.skipped.counted("shift")) of no known type left out)"
            return "Copied \(copied.entries.count.counted("shift")) of \(copied.dayCount.counted("day"))\(skipped): "
                + "\(KeyWords.paste) adds \(copied.entries.count.agreeing("it", "them")) "
                + (copied.isWeek ? "to the cursor's week." : "from the cursor on.")
        case .rotationApplied(let applied):
            return RotationPreviewWords.applied(applied)
        case .rotationAdded(let name):
            return "Added \(name): \(KeyWords.applyRotation) on the Schedule applies it to days."
        case .rotationSaved(let name):
            return "Saved \(name)."
        case .rotationDeleted(let name):
            return "Deleted \(name); shifts it added stay."
        case .catalogRefused(let refusal):
            return catalogRefusal(refusal)
        case .shiftTypeAdded(let name), .locationAdded(let name):
            return "Added \(name)."
        case .shiftTypeSaved(let name, let updated):
            return updated == 0 ? "Saved \(name); no shifts in the calendar needed updating."
                : "Saved \(name); updated \(updated.counted("shift")) in the calendar."
        case .shiftTypeDeleted(let name), .locationDeleted(let name):
            return "Deleted \(name)."
        case .shiftTypeInUse(let name, let count):
            return "Cannot delete \(name): \(count.counted("shift")) in the calendar \(count.agreeing("uses", "use")) it. "
                + "Switch or delete \(count.agreeing("it", "them")) first; nothing was deleted."
        case .locationSaved(let name, let types, let updated):
            let users = types == 0 ? "no shift type uses it"
                : "\(types.counted("shift type")) \(types.agreeing("uses", "use")) it"
            let followed = updated > 0 ? ", \(updated.counted("shift")) in the calendar updated" : ""
            return "Saved \(name); \(users)\(followed)."
        case .locationInUse(let name, let typeNames):
            let count = typeNames.count
            return "Cannot delete \(name): \(count.counted("shift type")) \(count.agreeing("uses", "use")) it "
                + "(\(typeNames.joined(separator: ", "))). Move them to another location first."
        case .settingsSaved:
            return "Settings saved."
        case .exported(let done):
            return "Exported \(done.days.counted("day")) to \(done.path)."
        case .retentionKeepsAll(let policy):
            return "The retention policy keeps entries \(policy.label) (screen \(KeyWords.screen(.settings)) "
                + "changes it); nothing to purge."
        case .nothingOlderThan(let policy):
            return "No entries older than \(policy?.label ?? "the retention policy"); nothing to purge."
        case .changeLogEmpty:
            return "The change log is empty."
        case .removed(let plan, let onLaunch):
            let removed = plan.count.counted("entry", "entries")
            if plan.cutoff == nil { return "Removed all \(removed)." }
            return "Removed \(removed) older than \(plan.policy?.label ?? "the retention policy")"
                + (onLaunch ? " (purge on launch)." : ".")
        case .changeLogBusy(.removing):
            return "Entries are being removed; try again in a moment."
        case .changeLogBusy(.loading):
            return "The change log is still loading; try again in a moment."
        case .changeLogBusy(.unreadable):
            return "The change log could not be read, so it is left as it is (\(KeyWords.reload): retry)."
        case .notFullyRecorded(let notice, let why):
            return "\(sentence(notice)) \(ChangeWords.notFullyRecorded(why))"
        }
    }

    static func catalogRefusal(_ refusal: CatalogRefusal) -> String {
        switch refusal {
        case .loading: "The catalog is still loading; try again in a moment."
        case .unreadable: "catalog.json could not be read, so changes are off until it is fixed "
            + "(\(KeyWords.reload): retry)."
        }
    }

    static func unavailable(_ why: EditUnavailable) -> String {
        let typesScreen = KeyWords.screen(.shiftTypes)
        switch why {
        case .noShiftTypes:
            return "There are no shift types yet: add one on screen \(typesScreen)."
        case .noShiftHere(let verb):
            return "No shift here to \(phrase(verb)): \(KeyWords.addShift) adds one."
        case .noOtherType:
            return "There is no other shift type to switch to: add one on screen \(typesScreen)."
        case .noMarks:
            return "Mark days with \(KeyWords.mark) (or \(KeyWords.markAlso.lowercased())) first."
        case .tooManyDaysPerDay(let max, let marked):
            return "A type per day takes up to \(max) marked days at a time (\(marked) are marked); "
                + "\(KeyWords.addToMarked) adds one type to all of them."
        case .monthNotLoaded(let day):
            return "\(day.mediumLabel) is marked but its month is not loaded: go back to it (\(KeyWords.goTo)) "
                + "or unmark it, then try again."
        case .noShiftsOnMarkedDays:
            return "No shifts on the marked days."
        case .nothingCopied:
            return "Nothing to paste: \(KeyWords.copy) copies the marked days, or the cursor's week."
        case .catalog(let refusal):
            return catalogRefusal(refusal)
        }
    }

    /// `No shift here to switch`.
    static func phrase(_ verb: ShiftEditorIntent.Verb) -> String {
        switch verb {
        case .add: "add"
        case .switchType: "switch"
        case .delete: "delete"
        case .notes: "write notes for"
        case .sick: "mark sick"
        }
    }
}
