import Foundation
import Redux
import ShiftModel

/// What the Statistics reducer asks for: the period shown read (nil: the
/// clock's month, the first time).
public enum StatisticsEffect: Hashable, Sendable {
    case load(StatisticsPeriod?)
}
