import Foundation

/// What the swap finder found for one of the user's shifts. Nothing is
/// changed by it: it helps the user ask.
package struct SwapOptions: Hashable, Sendable {
    /// The user's shift the options are for.
    package var shift: ScheduledShift
    /// Straight swaps, in team order, each member's by start.
    package var swaps: [StraightSwap]
    /// Members free that day who could take the shift, in team order.
    package var giveAways: [TeamMember]
    /// What the rules ruled out, in the same order.
    package var blocked: [BlockedSwap]
    /// Members whose calendars could not be read, so are not in the lists.
    package var unknown: [TeamMember]

    package init(shift: ScheduledShift, swaps: [StraightSwap] = [], giveAways: [TeamMember] = [],
                blocked: [BlockedSwap] = [], unknown: [TeamMember] = []) {
        self.shift = shift
        self.swaps = swaps
        self.giveAways = giveAways
        self.blocked = blocked
        self.unknown = unknown
    }
}
