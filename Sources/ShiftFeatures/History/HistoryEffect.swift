import Redux
import ShiftModel

/// What the history reducer asks for: the history read, or a stale step dropped.
package enum HistoryEffect: Hashable, Sendable {
    case load
    case drop(StaleStep)
}
