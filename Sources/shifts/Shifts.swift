import ArgumentParser

struct Shifts: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shifts",
        abstract: "A keyboard-driven shift scheduler for the terminal.",
        discussion: """
            With no command, opens the full-screen Today screen.

            Shifts live in an iCalendar file, DIR/calendar.ics, that any calendar
            program can read; shift types, locations and settings in
            DIR/catalog.json; the change log and undo history in
            DIR/changelog.jsonl and DIR/undo.json. DIR is --data-dir, else
            $SHIFTS_DATA_DIR, else $XDG_DATA_HOME/shifts, else
            ~/.local/share/shifts.
            """,
        version: Version.current,
        subcommands: [OpenCommand.self, TodayCommand.self, NextCommand.self, ListCommand.self, TypesCommand.self,
                      ExportCommand.self, AddCommand.self, SwitchCommand.self, RemoveCommand.self, UndoCommand.self,
                      RedoCommand.self, RotationsCommand.self, RotateCommand.self, ImportCommand.self, InitCommand.self, StatsCommand.self,
                      CheckCommand.self, HolidaysCommand.self, TeamCommand.self, ShareCommand.self, LeaveCommand.self],
        defaultSubcommand: OpenCommand.self)

}
