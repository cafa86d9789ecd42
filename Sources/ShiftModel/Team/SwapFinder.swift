import Foundation

/// Finds who could take one of the user's shifts. Only shifts are offered
/// and worked around: a member's appointment (an event without a shift
/// type, or of a type marked not work) is neither. Members are held to the
/// user's working-time limits (the calculator's), as their own are not
/// known. Days are the user's: a member's shift counts on the day it starts
/// in the user's zone.
package struct SwapFinder: Sendable {
    /// How far after the shift's day the user's free days are looked for.
    package static let lookaheadDays = 28

    package var calculator: HoursCalculator

    package init(calculator: HoursCalculator) { self.calculator = calculator }

    /// The user's free days a swap for a shift on `day` may fall on.
    package static func swapDays(after day: CalendarDay) -> ClosedRange<CalendarDay> {
        day.adding(days: 1)...day.adding(days: lookaheadDays)
    }

    /// The days whose shifts (the user's and every member's) the finder
    /// needs for a shift on `day`: the swap days and what the rules look
    /// back and forward on around them.
    package func neededDays(for day: CalendarDay) -> ClosedRange<CalendarDay> {
        calculator.checkContext(for: day...Self.swapDays(after: day).upperBound)
    }

    /// The options for `shift`, given the user's shifts and the members'
    /// rotas over `neededDays(for: shift.day)`.
    package func options(for shift: ScheduledShift, yours: [ScheduledShift], rotas: [MemberRota]) -> SwapOptions {
        let calendar = calculator.calendar
        let day = shift.day
        let swapDays = Self.swapDays(after: day)
        let mine = yours.filter { $0 != shift }
        let myWorkDays = Set(mine.filter(calculator.isWork).map(\.day))
        var options = SwapOptions(shift: shift)

        for rota in rotas {
            guard case .success(let read) = rota.shifts else {
                options.unknown.append(rota.member)
                continue
            }
            let theirs = read.map { TeamMath.day(of: $0, in: calendar) }
            guard isFree(theirs, on: day, during: shift) else { continue }
            let member = rota.member

            // The member takes the shift and gives one of theirs back.
            let candidates = theirs.filter { candidate in
                calculator.isMemberWork(candidate) && swapDays.contains(candidate.day)
                    && !myWorkDays.contains(candidate.day) && !mine.contains { TeamMath.overlaps($0, candidate) }
            }.sorted(by: ScheduledShift.startOrder)
            for candidate in candidates {
                let range = day...candidate.day
                let mineAfter = mine + [candidate]
                let theirsAfter = theirs.filter { $0 != candidate } + [shift]
                let yourBroken = calculator.newViolations(before: yours, after: mineAfter, range: range)
                let theirBroken = calculator.newViolations(before: theirs, after: theirsAfter, range: range)
                if yourBroken.isEmpty && theirBroken.isEmpty {
                    options.swaps.append(StraightSwap(member: member, theirs: candidate))
                } else {
                    options.blocked.append(BlockedSwap(member: member, theirs: candidate, yourViolations: yourBroken,
                                                       theirViolations: theirBroken))
                }
            }

            // The member takes the shift: only their rules can break.
            let theirBroken = calculator.newViolations(before: theirs, after: theirs + [shift], range: day...day)
            if theirBroken.isEmpty {
                options.giveAways.append(member)
            } else {
                options.blocked.append(BlockedSwap(member: member, theirs: nil, yourViolations: [],
                                                   theirViolations: theirBroken))
            }
        }
        return options
    }

    /// Whether `shifts` leave their owner free for `shift` on `day`: no work
    /// starting that day, nothing at the shift's times (a night from the
    /// day before still running).
    func isFree(_ shifts: [ScheduledShift], on day: CalendarDay, during shift: ScheduledShift) -> Bool {
        !shifts.contains { calculator.isMemberWork($0) && ($0.day == day || TeamMath.overlaps($0, shift)) }
    }
}
