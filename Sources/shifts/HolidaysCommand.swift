import ArgumentParser
import Foundation
import ShiftFeatures
import ShiftModel
import ShiftStorage

/// `shifts holidays`: the public holidays the statistics count and the
/// screens mark, from a published iCalendar file.
struct HolidaysCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "holidays",
        abstract: "Import, list or clear the public holidays.",
        discussion: """
            Public holidays come from an iCalendar (.ics) file, as many are
            published: each all-day event is a holiday named by its title. They
            are kept in DIR/holidays.ics; a new import replaces the earlier one.
            Hours on them are counted by `shifts stats` and the statistics screen.
            """,
        subcommands: [HolidaysImportCommand.self, HolidaysListCommand.self, HolidaysClearCommand.self])
}
