import Foundation
import ShiftFeatures
import ShiftModel
import ShiftTesting
@testable import ShiftTUI
import Terminal
import Testing

@Suite("Change log screen on a grid")
struct ChangeLogViewTests {
    let calendar = Calendar.gregorian(timeZone: "Europe/Berlin")
    let day = CalendarDay("2026-11-23")
    var builder: ShiftBuilder { ShiftBuilder(calendar: calendar) }
    let catalog = CatalogState(catalog: .defaults(displayName: "Sam"), status: .loaded, isSaved: true)

    func time(_ day: String, _ hour: Int, _ minute: Int) -> Date {
        TestWallClock(day: day, hour: hour, minute: minute).now()
    }

    func entries(_ id: String, at time: Date, _ edits: [ShiftEdit], _ source: ShiftEditSource = .edit,
                 user: String = "Sam") -> [ChangeLogEntry] {
        HistoryCommit(id: id, time: time, user: user, source: source, operation: ShiftOperation(edits)).entries
    }

    /// Three days of changes: an add, a switch with a reason and its undo,
    /// a bulk delete of two, notes and a sick mark.
    var log: [ChangeLogEntry] {
        let early = builder.shift("E", on: day, from: 6, to: 14)
        let late = builder.shift("L", on: day, from: 14, to: 22)
        let night = builder.shift("N", on: day.adding(days: 1), from: 22, to: 6)
        var noted = night
        noted.notes = "bring keys"
        var sick = noted
        sick.sick = SickMark(reason: "flu")
        return entries("c1", at: time("2026-11-21", 8, 5), [.add(early)])
            + entries("c2", at: time("2026-11-22", 17, 30), [.change(.switchType, from: early, to: late, reason: "swap with Kim")])
            + entries("c3", at: time("2026-11-22", 17, 31), [.change(.switchType, from: late, to: early, reason: "swap with Kim")], .undo)
            + entries("c4", at: time("2026-11-23", 9, 0), [.delete(early), .delete(night)])
            + entries("c5", at: time("2026-11-23", 9, 10), [.change(.notes, from: night, to: noted)])
            + entries("c6", at: time("2026-11-23", 9, 12), [.change(.sick, from: noted, to: sick, reason: "flu")])
    }

    func render(_ state: ChangeLogState, rows: Int = 24, columns: Int = 100,
                status: KeyBindings = .changeLog) -> CellGrid {
        var grid = CellGrid(size: TerminalSize(rows: rows, columns: columns))
        ChangeLogView.render(ChangeLogProps(changeLog: state, catalog: catalog, calendar: calendar), spinnerFrame: 0,
                             statusLine: status.statusLine(width: columns - 1), into: &grid)
        return grid
    }

    @Test("newest first under a heading per day: time, user, what, the shift's day, before → after and reason")
    func entriesByDay() {
        let grid = render(ChangeLogState(entries: log, status: .loaded, selection: 1))
        #expect(Array(grid.lines.prefix(17)) == [
            " shifts │ 1 2 3 4 5 6 7 8 9 │ Change log · 7 entries · kept 1 year",
            "",
            "   Time   By          What          Shift on    Change",
            " Monday 23 November 2026",
            "   09:12  Sam         sick          Tue 24 Nov  N Night marked sick  “flu”",
            " › 09:10  Sam         notes         Tue 24 Nov  N Night: notes (none) → “bring keys”",
            "   09:00  Sam         bulk delete   Tue 24 Nov  N Night → —",
            "   09:00  Sam         bulk delete   Mon 23 Nov  E Early → —",
            " Sunday 22 November 2026",
            "   17:31  Sam         undo: switch  Mon 23 Nov  L Late → E Early  “swap with Kim”",
            "   17:30  Sam         switch        Mon 23 Nov  E Early → L Late  “swap with Kim”",
            " Saturday 21 November 2026",
            "   08:05  Sam         add           Mon 23 Nov  — → E Early",
            "",
            "",
            "",
            "",
        ])
        #expect(grid[5, 3].style.reverse)
        #expect(!grid[4, 3].style.reverse)
        #expect(grid[3, 1].style.bold)
        #expect(grid[9, 22].style.foreground == .yellow)
        #expect(grid[10, 22].style.foreground == .cyan)
        #expect(grid.line(23) == " j/k move  / search  p purge old  c clear all  ? help  q quit  Tab/1-9 screens")
    }

    @Test("80 columns cut the change at the edge; 60 run what, day and change together")
    func narrow() {
        let eighty = render(ChangeLogState(entries: log, status: .loaded), columns: 80)
        #expect(eighty.line(9) == "   17:31  Sam         undo: switch  Mon 23 Nov  L Late → E Early  “swap with K…")
        let sixty = render(ChangeLogState(entries: log, status: .loaded), columns: 60)
        #expect(sixty.line(2) == "   Time   By          What")
        #expect(sixty.line(10) == "   17:30  Sam         switch  Mon 23 Nov  E Early → L Late…")
    }

    @Test("a long log scrolls to keep the selection in view")
    func scrolls() {
        let many = (0..<30).flatMap { index in
            entries("c\(index)", at: time("2026-11-23", 8, index), [.add(builder.shift("E", on: day.adding(days: index), from: 6, to: 14))])
        }
        let grid = render(ChangeLogState(entries: many, status: .loaded, selection: 29), rows: 12)
        // Rows 3...10 hold the list: the oldest entry, selected, is the last one shown.
        #expect(grid.line(10) == " › 08:00  Sam         add           Mon 23 Nov  — → E Early")
        #expect(grid.line(9) == "   08:01  Sam         add           Tue 24 Nov  — → E Early")
        #expect(grid[10, 3].style.reverse)
    }

    @Test("search line, no match, the purge and clear questions, an unreadable log's error")
    func searchQuestionsAndErrors() {
        var state = ChangeLogState(entries: log, status: .loaded,
                                   search: SearchState(query: "zz", input: TextInput("zz", cursor: 2)))
        var grid = render(state, status: .search)
        #expect(grid.line(1) == " / zz")
        #expect(grid[1, 5].style.reverse)
        #expect(grid.line(3) == "   No entry matches \"zz\".")

        state = ChangeLogState(entries: log, status: .loaded,
                               question: .purge(PurgePlan(cutoff: Date(timeIntervalSince1970: 0), policy: .days30, count: 3)))
        grid = render(state, status: .deleteQuestion)
        #expect(grid.line(22) == " Remove 3 entries older than 30 days? y removes, n keeps them.")
        #expect(grid[22, 1].style.foreground == .yellow)
        state.question = .clearAll(count: 7)
        grid = render(state, status: .deleteQuestion)
        #expect(grid.line(21) == " Remove all 7 entries of the change log? This cannot be undone (the undo history stays). y removes,")
        #expect(grid.line(22) == " n keeps them.")
        #expect(grid[21, 1].style.foreground == .yellow)

        let message = "Cannot read /d/changelog.jsonl: line 2: id is not a string. The file was left untouched; fix or move it, then press r."
        grid = render(ChangeLogState(status: .failed(message)))
        #expect(grid.line(0) == " shifts │ 1 2 3 4 5 6 7 8 9 │ Change log")
        #expect(grid.line(3) == "   The change log could not be read.")
        #expect(grid.line(21) == " ✖ Cannot read /d/changelog.jsonl: line 2: id is not a string. The file was left untouched; fix or")
        #expect(grid.line(22) == " move it, then press r.")

        grid = render(ChangeLogState(status: .loaded))
        #expect(grid.line(3) == "   No changes recorded yet: every add, switch, delete, notes and sick change is listed here.")
        grid = render(ChangeLogState(status: .loading))
        #expect(grid.line(3) == "   Loading…")
        #expect(grid.line(0).hasSuffix(Spinner.frame(0)))
    }

    @Test("text from the log file is sanitized: escape sequences never reach the grid; wide names fit")
    func hostileText() {
        var early = builder.shift("E", on: day, from: 6, to: 14)
        early.title = "Early\u{1B}[2J"
        let grid = render(ChangeLogState(entries: entries("c1", at: time("2026-11-23", 9, 0), [.add(early)],
                                                          user: "\u{1B}]0;owned\u{07}渡辺さん"),
                                         status: .loaded))
        #expect(!grid.text.contains("\u{1B}"))
        #expect(grid.line(4) == " › 09:00  渡辺さん    add           Mon 23 Nov  — → E Early")
    }
}

@Suite("Change log and undo keys")
struct ChangeLogKeyTests {
    let loaded = CatalogState(catalog: .defaults(), status: .loaded, isSaved: true)

    @Test("on Today u undoes and Ctrl-R redoes; on the change log j/k, /, p, c, r; y/n answer its question")
    func keys() {
        let today = AppState(catalog: loaded)
        #expect(KeyHandler.outcome(for: .character("u"), in: today) == .dispatch(.history(.undo)))
        #expect(KeyHandler.outcome(for: .control("r"), in: today) == .dispatch(.history(.redo)))

        var log = AppState(screen: .changeLog, catalog: loaded, changeLog: ChangeLogState(status: .loaded))
        #expect(KeyHandler.outcome(for: .character("j"), in: log) == .dispatch(.changeLog(.moveSelection(by: 1))))
        #expect(KeyHandler.outcome(for: .up, in: log) == .dispatch(.changeLog(.moveSelection(by: -1))))
        #expect(KeyHandler.outcome(for: .character("/"), in: log) == .dispatch(.changeLog(.search(.begin))))
        #expect(KeyHandler.outcome(for: .character("p"), in: log) == .dispatch(.changeLog(.purge)))
        #expect(KeyHandler.outcome(for: .character("c"), in: log) == .dispatch(.changeLog(.clearAll)))
        #expect(KeyHandler.outcome(for: .character("r"), in: log) == .dispatch(.changeLog(.load)))
        #expect(KeyHandler.outcome(for: .character("u"), in: log) == nil)

        log.changeLog.question = .clearAll(count: 3)
        #expect(KeyHandler.outcome(for: .character("y"), in: log) == .dispatch(.changeLog(.removeConfirmed(.clearAll(count: 3)))))
        #expect(KeyHandler.outcome(for: .escape, in: log) == .dispatch(.changeLog(.declined)))
        #expect(KeyHandler.outcome(for: .character("c"), in: log) == nil)

        log.changeLog.question = nil
        log.changeLog.search = SearchState(input: TextInput(""))
        #expect(KeyHandler.outcome(for: .character("p"), in: log) == .dispatch(.changeLog(.search(.edit(.insert("p"))))))
        #expect(KeyHandler.outcome(for: .enter, in: log) == .dispatch(.changeLog(.search(.commit))))
        #expect(KeyBindings.table(for: KeyMode(log)).statusLine == "Enter keep filter  Esc clear  ^C quit")
    }

    @Test("Esc on the change log clears a kept filter, as on the other lists; it is in help, not the status bar")
    func escClearsFilter() {
        var log = AppState(screen: .changeLog, catalog: loaded, changeLog: ChangeLogState(status: .loaded))
        log.changeLog.search = SearchState(query: "sick")
        #expect(KeyHandler.outcome(for: .escape, in: log) == .dispatch(.changeLog(.search(.cancel))))
        #expect(!KeyBindings.changeLog.statusLine.contains("Esc"))
        let help = HelpProps(screen: .changeLog, bindings: .changeLog)
        #expect(help.rows.contains(HelpProps.Row(keys: "Esc", explanation: Command.cancel.explanation)))
        // Without a filter Esc changes nothing (clearing would move the selection to the top).
        log.changeLog.search = SearchState()
        #expect(KeyHandler.outcome(for: .escape, in: log) == nil)
    }
}
