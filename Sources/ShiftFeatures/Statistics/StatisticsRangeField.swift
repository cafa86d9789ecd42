import ShiftModel

/// The fields of the range form.
public enum StatisticsRangeField: Hashable, Sendable {
    case from, through
}
