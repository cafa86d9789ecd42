/// The files of the data dir that screens show.
package enum DataFile: Hashable, Sendable, CaseIterable {
    case calendar, catalog, undoHistory, changeLog
    /// The imported public holidays (`shifts holidays import` and `clear`).
    case holidays
}
