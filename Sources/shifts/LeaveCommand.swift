import ArgumentParser
import Foundation
import Redux
import ShiftModel
import ShiftPresentation
import Terminal

/// `shifts leave`: annual leave and other absences, and the year's account.
struct LeaveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "leave",
        abstract: "Add leave or another absence, or list the year's with the days left.",
        discussion: """
            An absence is one all-day entry from its first to its last day,
            written so other calendar programs see it (CATEGORIES:ANNUAL-LEAVE,
            SICK-LEAVE, TRAINING or TIME-OFF-IN-LIEU). A day of it counts toward
            the contract's target (settings.workingTime.absenceDayMinutes, else a
            fifth of the weekly contract); days are counted Monday to Friday,
            public holidays left out.
            """,
        subcommands: [LeaveAddCommand.self, LeaveListCommand.self])
}

extension AbsenceKind: ExpressibleByArgument {}
