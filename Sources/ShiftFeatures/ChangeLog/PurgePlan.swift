import Foundation
import ShiftModel

/// Which entries a purge removes: those made before `cutoff` (by the
/// retention policy), how many that is now; a nil cutoff removes all.
public struct PurgePlan: Hashable, Sendable {
    public var cutoff: Date?
    public var policy: RetentionPolicy?
    public var count: Int

    public init(cutoff: Date?, policy: RetentionPolicy?, count: Int) {
        self.cutoff = cutoff
        self.policy = policy
        self.count = count
    }

    public static func clearAll(count: Int) -> PurgePlan { PurgePlan(cutoff: nil, policy: nil, count: count) }
}
