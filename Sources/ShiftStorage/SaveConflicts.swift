import ShiftModel

/// Decides whether changes made against one version of the file (the one
/// last loaded or written: what the caller saw) can be re-applied to the
/// version now on disk, which another process or program wrote since.
///
/// New shifts can always be added (an id that is now taken is refused by
/// the edit itself). An update or delete is safe only when the events it
/// touches are byte for byte what the caller saw; otherwise it would undo
/// someone else's change, so the save is refused and nothing is written.
enum SaveConflicts {
    static func check(_ changes: CalendarChanges, seen: CalendarDocument, onDisk: CalendarDocument,
                      path: String) throws(CalendarFileError) {
        for id in changes.update.map(\.id) + changes.delete where changes.expected[id] == nil {
            // An id the caller never saw in this file, or one that is gone
            // now: the edit itself says what is wrong (unknown id).
            let before: ArraySlice<UInt8>?
            let after: ArraySlice<UInt8>?
            do throws(ReadProblem) {
                before = try seen.eventBytes(id)
                after = try onDisk.eventBytes(id)
            } catch {
                // A file rewritten in place since: what the caller saw can
                // no longer be compared, so it is not overwritten.
                throw .changedElsewhere(id, path: path)
            }
            guard let before, let after else { continue }
            if !before.elementsEqual(after) {
                throw .changedElsewhere(id, path: path)
            }
        }
    }
}

extension CalendarDocument {
    /// The bytes of the event with `id`, as in the file.
    func eventBytes(_ id: ShiftID) throws(ReadProblem) -> ArraySlice<UInt8>? {
        guard let number = eventIndex[id] else { return nil }
        return try bytes()[layout.parts[events[number].part].range]
    }
}
