import ShiftModel

/// The fields of the range form.
package enum StatisticsRangeField: Hashable, Sendable {
    case from, through
}
