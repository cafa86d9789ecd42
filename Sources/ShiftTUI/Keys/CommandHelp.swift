import ShiftFeatures

extension Command {
    /// What the command does, in a sentence a newcomer can learn from: `?`
    /// shows it next to the keys the table gives the command. Commands of
    /// one row (h and l, u and Ctrl-R) share a sentence, said once.
    var explanation: String {
        switch self {
        case .quit: "Quits. Nothing is lost: every change is saved as it is made."
        case .reload: "Reads the calendar and the public holidays again (both are read by themselves when they change on disk)."
        case .previousDay, .nextDay: "Moves a day back or forward."
        case .today: "Goes back to today."
        case .openInSchedule: "Opens the Schedule on the day shown, to see its week and month around it."
        case .showScreen, .nextScreen, .previousScreen:
            "Shows another screen: by its number (see the header), or the next and previous one."
        case .selectionUp, .selectionDown: "Moves the selection up or down the list."
        case .add: "Adds one: a form opens; Enter saves it, Esc cancels."
        case .edit: "Edits the selected one in a form."
        case .delete: "Deletes the selected one, after asking; one that is in use is refused, saying where."
        case .search: "Searches as you type (titles, locations, notes and reasons); Enter keeps it, Esc clears it."
        case .filter: "Filters the grid by shift type, location, sick shifts and a range of days."
        case .nextMatch, .previousMatch: "Jumps to the next or the previous day the filter or search matches."
        case .legend: "Shows what the grid's marks mean in place of the day pane, or hides it again."
        case .findSwaps: "Lists who could take your shift of the day selected: a straight swap for one of theirs on a free day of yours in the next four weeks, or free that day at all. Swaps that break a working-time rule are left out. Nothing is changed."
        case .syncTeam:
            "Copies the calendars of members added with a URL from their servers, as `shifts team sync` does "
                + "(a password typed at a prompt is not kept, so such a member is synced from the command line), "
                + "then reads every row again."
        case .reloadCatalog: "Reads catalog.json again, after you fixed it by hand."
        case .editSettings: "Edits the settings: your name in the change log, how long it keeps entries."
        case .export: "Exports one symbol per day for a range of days to a text file (~ for a day off)."
        case .undo, .redo:
            "Undoes the last change, or redoes what was undone (up to 50 steps), also changes made "
                + "in another window or on the command line."
        case .purgeLog: "Removes entries older than the retention policy, after asking."
        case .clearLog: "Removes every entry of the change log, after asking; the undo history stays."
        case .toggleMark: "Marks the cursor's day for a change of many days at once (again: unmarks it)."
        case .addPerDay: "With days marked: a form with a shift type for each of them, all added at once."
        case .clearMarks: "Unmarks every marked day; with none marked, clears the filter."
        case .markRange: "Starts a range at the cursor: move, then press it again to mark every day between."
        case .markWeek, .markMonth: "Marks the cursor's whole week or month (again: unmarks it)."
        case .copyDays, .pasteDays:
            "Copies the shifts of the marked days (or of the cursor's week), and pastes them from the "
                + "cursor on (a week onto the cursor's week), as one change."
        case .rota:
            "Types a rota from the cursor on: a symbol per day, ~ for a day off, a number repeats "
                + "the next symbol (4E 2~ 4L). Enter adds it all as one change."
        case .applyRotation:
            "Applies a rotation (yours or a preset) to the marked days, or to days you give: the grid "
                + "previews it first, dim, with days that have shifts in yellow; nothing is written before Enter."
        case .addAbsence:
            "Books leave on the marked days (or the cursor's day): asks its kind (annual, sick, training, "
                + "time off in lieu); each run of days in a row is one all-day entry, all one change."
        case .absence: "Books this kind of absence."
        case .toggleReplace:
            "Days that already have shifts: keep them (the rotation skips them) or replace their shifts."
        case .presets:
            "Copies a preset (4 on 4 off, Pitman, DuPont, Continental ...) into a new rotation, its roles "
                + "matched to your types by symbol; it asks for any role no type matches."
        case .previousPeriod, .nextPeriod: "Shows the period before or after: a week, a month, a year or a range's length."
        case .periodKind: "Counts a week, a month or a year: the one holding today when it is shown, else the first day's."
        case .typeRange: "Counts a range of days you type (up to ten years), both included."
        case .previousWeek, .nextWeek: "Moves a week up or down the grid."
        case .previousMonth, .nextMonth: "Shows the month before or after."
        case .goToDate: "Goes to a date you type: 2026-12-24, tomorrow, fri."
        case .previousShift, .nextShift: "Selects the shift above or below: the one the keys for a shift work on."
        case .addShift: "Adds a shift on the day (with days marked: to all of them)."
        case .switchShift: "Switches the selected shift to another type, with a reason, after asking."
        case .deleteShift: "Deletes the selected shift (with days marked: their shifts), after asking."
        case .editNotes: "Writes notes for the selected shift."
        case .toggleSick: "Marks the selected shift sick with a reason, or takes the mark away."
        case .help, .closeHelp: "Shows these keys, or closes them."
        case .answer: "Answers the question: yes or no."
        case .submit: "Saves the form, or takes what was typed."
        case .cancel: "Cancels: closes a form (asking first when something was typed) or clears a search."
        case .nextField, .previousField: "Moves to the next or the previous field."
        case .text(let edit): edit.explanation
        case .redraw: "Draws the screen again at its new size."
        case .scroll: "Scrolls the help."
        case .scrollRows, .scrollHalfPage:
            "Scrolls the rows by one, or by half a screen; the members scrolled in are read then."
        case .suspend: "Suspends shifts and goes back to the shell; fg brings it back as it was."
        }
    }
}

extension KeyBinding {
    /// The sentences of this row's commands, each said once.
    var explanation: String {
        var sentences: [String] = []
        for entry in entries where !sentences.contains(entry.command.explanation) {
            sentences.append(entry.command.explanation)
        }
        return sentences.isEmpty ? summary : sentences.joined(separator: " ")
    }
}

extension TextEdit {
    /// What an editing key does in a field or the search line.
    var explanation: String {
        switch self {
        case .insert: "Types the character."
        case .left, .right: "Moves the cursor a character left or right; in a choice, picks the option before or after."
        case .home: "Moves the cursor to the start."
        case .end: "Moves the cursor to the end."
        case .deleteBackward: "Deletes the character before the cursor."
        case .deleteForward: "Deletes the character under the cursor."
        case .deleteToStart: "Deletes everything before the cursor."
        case .deleteToEnd: "Deletes everything from the cursor on."
        case .deleteWordBackward: "Deletes the word before the cursor, as in a shell."
        }
    }
}
