import Foundation
import ShiftFeatures
import ShiftModel
import ShiftPresentation

/// What the Change log screen draws: entries newest first under a heading
/// per day, the search line, the question or notice.
struct ChangeLogProps: Hashable, Sendable {
    package enum Row: Hashable, Sendable {
        /// `Monday 23 November 2026`: the day the changes below were made.
        case day(String)
        case entry(EntryRow)
    }

    package struct EntryRow: Hashable, Sendable {
        /// `09:14`
        package var time: String
        package var user: String
        /// `switch`, `bulk add`, `undo: delete`
        package var action: String
        /// The shift's date: `Tue 24 Nov` (`—` for a catalog edit)
        package var shiftDay: String
        /// `E Early → L Late`, with the reason after it.
        package var change: String
    }

    package var title: String
    package var rows: [Row]
    /// Index into `rows` of the selected entry.
    package var selectedRow: Int?
    package var search: String?
    package var searchCursor: Int?
    package var emptyText: String
    package var question: String?
    var notice: NoticeLine?
    package var isBusy: Bool

    package init(changeLog state: ChangeLogState, catalog: CatalogState, calendar: Calendar) {
        let visible = state.visible
        var rows: [Row] = []
        var selectedRow: Int?
        var lastDay: CalendarDay?
        for (index, entry) in visible.enumerated() {
            let day = CalendarDay(entry.time, in: calendar)
            if day != lastDay {
                rows.append(.day(day.longLabel))
                lastDay = day
            }
            if index == state.selection { selectedRow = rows.count }
            rows.append(.entry(EntryRow(
                time: DayFormat.time(entry.time, in: calendar), user: entry.user.isEmpty ? "—" : entry.user,
                action: entry.actionLabel, shiftDay: entry.day.map(\.shortLabel) ?? "—", change: Self.change(entry))))
        }
        self.rows = rows
        self.selectedRow = selectedRow

        let count = state.entries.count
        let retention = catalog.catalog.settings.retention
        switch state.status {
        case .loaded:
            title = "Change log · \(count.counted("entry", "entries")) · kept \(retention.label)"
        default:
            title = "Change log"
        }
        let search = ListProps.searchParts(state.search)
        self.search = search.text
        searchCursor = search.cursor
        switch state.status {
        case .notLoaded, .loading: emptyText = "Loading…"
        case .failed: emptyText = "The change log could not be read."
        case .loaded where state.search.query.isEmpty:
            emptyText = "No changes recorded yet: every add, switch, delete, notes and sick change is listed here."
        case .loaded: emptyText = "No entry matches \"\(state.search.query)\"."
        }
        switch state.question {
        case .purge(let plan)?:
            let entries = plan.count.counted("entry", "entries")
            question = "Remove \(entries) older than \(plan.policy?.label ?? "the retention policy")? \(KeyWords.yes) removes, \(KeyWords.no) keeps them."
        case .clearAll(let count)?:
            question = "Remove all \(count.counted("entry", "entries")) of the change log? "
                + "This cannot be undone (the undo history stays). \(KeyWords.yes) removes, \(KeyWords.no) keeps them."
        case nil:
            question = nil
        }
        if case .failed(let message) = state.status {
            notice = NoticeLine(message, isError: true)
        } else {
            notice = state.notice.map(NoticeLine.init)
        }
        isBusy = state.isBusy
    }

    /// `E Early → L Late  “swap with Kim”`: before and after in words.
    static func change(_ entry: ChangeLogEntry) -> String {
        func name(_ shift: ScheduledShift?) -> String { shift?.name ?? "—" }
        func quoted(_ text: String) -> String {
            text.isEmpty ? "(none)" : "“\(text.split(whereSeparator: \.isNewline).joined(separator: " / "))”"
        }
        let shift = name(entry.after ?? entry.before)
        if let catalog = entry.catalog { return change(catalog, shiftCount: entry.changeSize) }
        var text: String
        switch entry.kind {
        case .add, .delete, .switchType:
            text = "\(name(entry.before)) → \(name(entry.after))"
        case .notes:
            text = "\(shift): notes \(quoted(entry.before?.notes ?? "")) → \(quoted(entry.after?.notes ?? ""))"
        case .sick:
            text = "\(shift) marked sick"
        case .unsick:
            text = "\(shift) no longer sick"
        case .typeEdit, .locationEdit:
            text = "\(name(entry.before)) → \(name(entry.after))"
        }
        if !entry.reason.isEmpty, entry.kind != .notes {
            text += "  \(quoted(entry.reason))"
        }
        return text
    }

    /// `E Early 06:00–14:00 → E Early 06:00–15:00 · 2 shifts updated`.
    static func change(_ edit: CatalogEdit, shiftCount: Int) -> String {
        let shifts = "\(shiftCount.counted("shift")) updated"
        switch edit {
        case .shiftType(let before, let after):
            return "\(before.name) \(before.duration.label) → \(after.name) \(after.duration.label) · \(shifts)"
        case .location(let before, let after):
            let address = before.address == after.address ? "" : " (address \"\(after.address)\")"
            return "\(before.name) → \(after.name)\(address) · \(shifts)"
        }
    }
}
