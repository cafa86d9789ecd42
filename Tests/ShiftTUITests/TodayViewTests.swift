import Foundation
import ShiftFeatures
import ShiftModel
import ShiftTesting
@testable import ShiftTUI
import Terminal
import Testing

@Suite("TodayView on a VirtualScreen")
struct TodayViewTests {
    let calendar = Calendar.gregorian(timeZone: "Europe/Berlin")
    let day = CalendarDay("2026-11-23")
    var builder: ShiftBuilder { ShiftBuilder(calendar: calendar) }

    func render(_ state: TodayState, rows: Int = 24, columns: Int = 80, frame: Int = 0) -> CellGrid {
        var grid = CellGrid(size: TerminalSize(rows: rows, columns: columns))
        TodayView.render(TodayProps(state: state, today: day, calendar: calendar), spinnerFrame: frame,
                         statusLine: KeyBindings.today.statusLine(width: columns - 1), into: &grid)
        return grid
    }

    @Test("a loaded day shows both days' shifts, times, locations, notes and the overnight marks")
    func loadedDay() {
        let state = TodayState(
            selectedDay: day,
            shifts: [builder.shift("N", on: day.adding(days: -1), from: 22, to: 6),
                     builder.shift("E", on: day, from: 6, to: 14, notes: "bring keys")],
            nextDayShifts: [builder.shift("N", on: day.adding(days: 1), from: 22, to: 6, location: nil)])
        let grid = render(state)
        #expect(Array(grid.lines.prefix(10)) == [
            " shifts │ 1 2 3 4 5 6 7 8 9 │ Today · Monday 23 November 2026",
            "",
            " Today · Mon 23 Nov",
            "   N    Night              22:00–06:00 (since Sun 22 Nov)  @ Ward 3",
            "   E    Early              06:00–14:00  @ Ward 3",
            "        Notes: bring keys",
            "",
            " Tomorrow · Tue 24 Nov",
            "   N    Night              22:00–06:00 (overnight)",
            "",
        ])
        #expect(grid.line(23) == " h/l day  j/k shift  a add  s switch  d delete  n notes  ! sick  ? help  q quit")
        #expect(grid[23, 5].style.reverse)
    }

    @Test("while loading, the header carries the spinner and the body says Loading…")
    func loading() {
        let grid = render(TodayState(isLoading: true, selectedDay: day), frame: 3)
        #expect(grid.line(0).hasSuffix(Spinner.frame(3)))
        #expect(grid[0, 78].text == Spinner.frame(3))
        #expect(grid.line(3) == "   Loading…")
        #expect(grid.line(6) == "   Loading…")
    }

    @Test("before the first load answers, only the spinner and Loading… show")
    func firstLoad() {
        let grid = render(TodayState(isLoading: true))
        #expect(grid.line(0) == " shifts │ 1 2 3 4 5 6 7 8 9 │ Today" + String(repeating: " ", count: 43) + Spinner.frame(0))
        #expect(grid.line(2) == "  Loading…")
    }

    @Test("an error longer than three lines whose third line is short: the rest joins it, cut with …, then the retry key")
    func longErrorShortThirdLine() {
        let words = [("x", 30), ("y", 36), ("z", 5), ("q", 35)].map { String(repeating: $0.0, count: $0.1) }
        let grid = render(TodayState(selectedDay: day, errorMessage: words.joined(separator: " ")),
                          columns: 40)
        #expect(Array(grid.lines[20...22]) == [
            " ✖ " + words[0],
            " " + words[1],
            " zzzzz " + String(repeating: "q", count: 20) + "… (r: retry)",
        ])
    }

    @Test("an error shows a red line with the retry key; an empty day says No shifts.")
    func errorLine() {
        let state = TodayState(selectedDay: day, errorMessage: "Cannot read /d/calendar.ics")
        let grid = render(state)
        #expect(grid.line(22) == " ✖ Cannot read /d/calendar.ics (r: retry)")
        #expect(grid[22, 1].style.foreground == .red)
        #expect(grid.line(3) == "   No shifts.")
    }

    @Test("sick shifts say so with the reason; escape sequences from the file never reach the grid")
    func sickAndHostileText() {
        var shift = builder.shift("E", title: "Early\u{1B}[2J", on: day, from: 6, to: 14)
        shift.sick = SickMark(reason: "flu")
        let grid = render(TodayState(selectedDay: day, shifts: [shift]))
        #expect(grid.line(3).hasPrefix("   E    Early"))
        #expect(!grid.text.contains("\u{1B}"))
        #expect(grid.line(4) == "        Sick: flu")
    }

    @Test("a terminal smaller than the layout gets a message instead of a squashed screen")
    func tooSmall() {
        let grid = render(TodayState(selectedDay: day), rows: 8, columns: 30)
        #expect(grid.lines.contains("Terminal too small (30×8)."))
        #expect(grid.lines.contains("shifts needs 40×10."))
        // Ctrl-C, not q: inside a form q is text, and this message shows there too.
        #expect(grid.lines.contains("Enlarge it; ^C quits."))
    }

    @Test("wide symbols take two cells and are not split")
    func wideSymbols() {
        var shift = builder.shift("🌙", title: "夜勤", on: day, from: 22, to: 6)
        shift.location = nil
        let grid = render(TodayState(selectedDay: day, shifts: [shift]))
        #expect(grid.line(3) == "   🌙   夜勤               22:00–06:00 (overnight)")
        #expect(grid[3, 4].text == "")
    }
}

@Suite("Error text")
struct ErrorTextTests {
    @Test("a long error wraps at spaces and always ends with the retry key")
    func wraps() {
        let message = "Cannot read /tmp/x/calendar.ics: line 2: BEGIN:VEVENT is never closed. The file was left untouched."
        #expect(TodayView.errorText(message, width: 40) == [
            "✖ Cannot read /tmp/x/calendar.ics: line",
            "2: BEGIN:VEVENT is never closed. The",
            "file was left untouched. (r: retry)",
        ])
        let long = String(repeating: "word ", count: 60)
        let lines = TodayView.errorText(long, width: 30)
        #expect(lines.count == 3)
        #expect(lines[2].hasSuffix("… (r: retry)"))
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 30 })
    }
}
