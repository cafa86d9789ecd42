import Foundation
import Redux
import ShiftModel

/// What the change log's reducer asks for: the log read, a purge worked out
/// (the cutoff needs the clock), entries removed, or the launch's purge.
package enum ChangeLogEffect: Hashable, Sendable {
    case load, planPurge, remove(PurgePlan), purgeOnLaunch
}
