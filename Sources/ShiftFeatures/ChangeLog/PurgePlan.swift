import Foundation
import ShiftModel

/// Which entries a purge removes: those made before `cutoff` (by the
/// retention policy), how many that is now; a nil cutoff removes all.
package struct PurgePlan: Hashable, Sendable {
    package var cutoff: Date?
    package var policy: RetentionPolicy?
    package var count: Int

    package init(cutoff: Date?, policy: RetentionPolicy?, count: Int) {
        self.cutoff = cutoff
        self.policy = policy
        self.count = count
    }

    package static func clearAll(count: Int) -> PurgePlan { PurgePlan(cutoff: nil, policy: nil, count: count) }
}
