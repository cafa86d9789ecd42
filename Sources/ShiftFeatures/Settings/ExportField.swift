import ShiftModel

/// The fields of the export form.
package enum ExportField: Hashable, Sendable {
    case from, through
    /// Where to write.
    case file
}
