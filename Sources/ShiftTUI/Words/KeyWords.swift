import ShiftFeatures
import Terminal

/// The names of keys inside sentences, looked up in the one key table, so
/// a message cannot name a key that does something else (or nothing).
enum KeyWords {
    /// The name of the first key that sends `command` in `table`; "?" when
    /// none does (a test walks every name below and finds none missing).
    static func key(_ command: Command, in table: KeyBindings) -> String {
        keys(command, in: table).first ?? "?"
    }

    /// The names of every key that sends `command` in `table`, in table order.
    static func keys(_ command: Command, in table: KeyBindings) -> [String] {
        table.rows.flatMap(\.entries).filter { $0.command == command }.map(\.key.helpName)
    }

    static var yes: String { key(.answer(true), in: .confirmQuestion) }
    static var no: String { key(.answer(false), in: .confirmQuestion) }
    static func screen(_ screen: AppScreen) -> String { key(.showScreen(screen), in: .today) }
    static var undo: String { key(.undo, in: .today) }
    /// Read the screen's data again (r).
    static var reload: String { key(.reload, in: .today) }
    static var addShift: String { key(.addShift, in: .today) }
    static var addToMarked: String { key(.addShift, in: .schedule) }
    static var addPerDay: String { key(.addPerDay, in: .schedule) }
    static var deleteMarked: String { key(.deleteShift, in: .schedule) }
    static var clearMarks: String { key(.clearMarks, in: .schedule) }
    static var mark: String { key(.toggleMark, in: .schedule) }
    /// The other key that marks a day (Space).
    static var markAlso: String { keys(.toggleMark, in: .schedule).dropFirst().first ?? "?" }
    static var goTo: String { key(.goToDate, in: .schedule) }
    static var range: String { key(.markRange, in: .schedule) }
    static var copy: String { key(.copyDays, in: .schedule) }
    static var paste: String { key(.pasteDays, in: .schedule) }
    static var reloadSchedule: String { key(.reload, in: .schedule) }
    static var filter: String { key(.filter, in: .schedule) }
    static var legend: String { key(.legend, in: .schedule) }
    static var search: String { key(.search, in: .schedule) }
    static var nextMatch: String { key(.nextMatch, in: .schedule) }
    static var previousMatch: String { key(.previousMatch, in: .schedule) }
    /// Esc on the grid with no day marked.
    static var clearFilter: String { key(.clearMarks, in: .schedule) }
    static var applyRotation: String { key(.applyRotation, in: .schedule) }
    static var writePreview: String { key(.submit, in: .rotationPreview) }
    static var toggleReplace: String { key(.toggleReplace, in: .rotationPreview) }
    static var cancelPreview: String { key(.cancel, in: .rotationPreview) }
    static var presets: String { key(.presets, in: .rotations) }
    static var submit: String { key(.submit, in: .form) }
    static var cancel: String { key(.cancel, in: .form) }
    /// `←/→`: the keys that step a choice.
    static var choose: String { "\(key(.text(.left), in: .form))/\(key(.text(.right), in: .form))" }

    /// Every name the sentences use, for the test that none is missing.
    static var all: [String] {
        [yes, no, undo, reload, addShift, addToMarked, addPerDay, deleteMarked, clearMarks, mark, markAlso, goTo,
         range, copy, paste, reloadSchedule, filter, legend, search, nextMatch, previousMatch, clearFilter, submit,
         cancel, choose, applyRotation, writePreview, toggleReplace, cancelPreview, presets] + AppScreen.allCases.map(screen)
    }
}
