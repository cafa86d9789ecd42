import Foundation
import Redux
import ShiftModel

/// What the Statistics reducer asks for: the period shown read (nil: the
/// clock's month, the first time).
package enum StatisticsEffect: Hashable, Sendable {
    case load(StatisticsPeriod?)
}
