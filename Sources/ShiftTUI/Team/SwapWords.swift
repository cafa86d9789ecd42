import Foundation
import ShiftFeatures
import ShiftModel
import ShiftPresentation

/// The swap finder's answer in words, one line each. Pure.
enum SwapWords {
    static func lines(_ swaps: TeamSwaps, catalog: Catalog, calendar: Calendar) -> [String] {
        let matcher = TypeMatcher(catalog)
        func named(_ shift: ScheduledShift) -> String {
            "\(matcher.mark(shift).text) \(shift.day.shortLabel) "
                + "\(DayFormat.time(shift.start, in: calendar))–\(DayFormat.time(shift.end, in: calendar))"
        }
        switch swaps {
        case .finding(let shift):
            return ["Looking for who could take your \(named(shift))…"]
        case .failed(let shift, let error):
            return ["No swaps found for your \(named(shift)): \(error.message.sanitizedForTerminal)"]
        case .found(let options):
            var lines = ["Who could take your \(named(options.shift)) (nothing is changed; ask them):"]
            if options.swaps.isEmpty {
                lines.append("  No straight swap in the next \(SwapFinder.lookaheadDays) days.")
            }
            for swap in options.swaps {
                lines.append("  Swap with \(swap.member.name.sanitizedForTerminal): you take their \(named(swap.theirs))")
            }
            lines.append(options.giveAways.isEmpty
                ? "  Nobody else is free that day."
                : "  Free that day: " + options.giveAways.map(\.name.sanitizedForTerminal).joined(separator: ", "))
            if !options.blocked.isEmpty {
                lines.append("  Left out: \(options.blocked.count.counted("swap")) that would break a working-time rule.")
            }
            if !options.unknown.isEmpty {
                lines.append("  Not known (calendar not readable): "
                    + options.unknown.map(\.name.sanitizedForTerminal).joined(separator: ", "))
            }
            return lines
        }
    }
}
