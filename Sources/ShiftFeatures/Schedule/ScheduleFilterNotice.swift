/// Why a jump to the next match found none: said on the message line.
package enum ScheduleFilterNotice: Hashable, Sendable {
    /// No match after (or before) the cursor in the months loaded;
    /// `fromMatch`: the cursor's day is itself the last (or first) match.
    case noMatch(forward: Bool, fromMatch: Bool)
    /// A jump with no filter kept: nothing to jump to.
    case noFilter
}
