import Foundation
import ShiftFeatures
import ShiftModel
import ShiftTesting
@testable import ShiftTUI
import Terminal
import Testing

/// The Today screen with the clock's minute known: each shift's status and
/// countdown, the "now / next" line under the title, and the week ahead.
@Suite("Today's status, countdown and outlook on a VirtualScreen")
struct TodayStatusViewTests {
    let calendar = Calendar.gregorian(timeZone: "Europe/Berlin")
    let day = CalendarDay("2026-11-23")
    var builder: ShiftBuilder { ShiftBuilder(calendar: calendar) }

    func at(_ hour: Int, _ minute: Int, on day: CalendarDay? = nil) -> Date {
        (day ?? self.day).start(in: calendar).addingTimeInterval(TimeInterval(hour * 3600 + minute * 60))
    }

    /// Monday: last night's N (since Sunday 22:00), E 06:00–14:00 with a long
    /// note; Tuesday L; the week: Wed N, Fri E and L, Sun E (sick).
    func week() -> [ScheduledShift] {
        var sick = builder.shift("E", on: day.adding(days: 6), from: 6, to: 14, id: "E-sick")
        sick.sick = SickMark(reason: "flu")
        return [
            builder.shift("N", on: day.adding(days: -1), from: 22, to: 6),
            builder.shift("E", on: day, from: 6, to: 14,
                          notes: "Handover with the night team at the ward office, then the weekly inventory of the drug cabinet and the fridge log"),
            builder.shift("L", on: day.adding(days: 1), from: 14, to: 22),
            builder.shift("N", on: day.adding(days: 2), from: 22, to: 6),
            builder.shift("E", on: day.adding(days: 4), from: 6, to: 14),
            builder.shift("L", on: day.adding(days: 4), from: 14, to: 22),
            sick,
        ]
    }

    func state(at now: Date, shown: CalendarDay? = nil) -> TodayState {
        let shown = shown ?? day
        let loaded = DaySchedule(day: shown, referenceToday: day, partitioning: week(), at: now, in: calendar)
        var state = TodayState()
        TodayReducer.reduce(&state, .loaded(.success(loaded)))
        return state
    }

    func render(_ state: TodayState, rows: Int = 24, columns: Int = 80) -> CellGrid {
        var grid = CellGrid(size: TerminalSize(rows: rows, columns: columns))
        TodayView.render(TodayProps(state: state, today: day, calendar: calendar), spinnerFrame: 0,
                         statusLine: KeyBindings.today.statusLine(width: columns - 1), into: &grid)
        return grid
    }

    @Test("80x24 at 09:48 on Monday: last night's shift done, the early one running with its bar, the week ahead")
    func golden80x24() {
        let grid = render(state(at: at(9, 48)))
        #expect(grid.lines == [
            " shifts │ 1 2 3 4 5 6 7 8 9 │ Today · Monday 23 November 2026",
            " on shift: Early until 14:00, 4 h 12 min left",
            " Today · Mon 23 Nov",
            "   N    Night              22:00–06:00 (since Sun 22 Nov)  @ Ward 3",
            "        done",
            "   E    Early              06:00–14:00  @ Ward 3",
            "        on shift, 4 h 12 min left  █████████▌░░░░░░░░░░",
            "        Notes: Handover with the night team at the ward office, then the weekl…",
            "",
            " Tomorrow · Tue 24 Nov",
            "   L    Late               14:00–22:00  @ Ward 3",
            "        in 1 d 4 h",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            " Next 7 days · 6 shifts: E 3  L 2  N 1",
            "  Mon 23     Tue 24     Wed 25     Thu 26     Fri 27     Sat 28     Sun 29",
            "  E          L          N          ·          E L        ·          E",
            "",
            " h/l day  j/k shift  a add  s switch  d delete  n notes  ! sick  ? help  q quit",
        ])
        // The day's own first shift is selected, not last night's running in.
        #expect(grid[5, 1].style.reverse && !grid[3, 1].style.reverse)
        // Done is dim; the running countdown and its bar green, the track dim.
        #expect(grid[4, 8].style.dim)
        #expect(grid[6, 8].style.foreground == .green)
        #expect(grid[6, 35].text == "█" && grid[6, 35].style.foreground == .green)
        #expect(grid[6, 44].text == "▌" && grid[6, 54].style.dim)
        // The outlook: today's label bold and underlined, not a type's colour,
        // and reversed as the day shown; each symbol in its type's colour, the
        // sick one red and underlined.
        #expect(grid[20, 2].style == TextStyle(bold: true, reverse: true, underline: true))
        #expect(grid[20, 13].style == .plain)
        let colors = TypeColors(Catalog())
        #expect(grid[21, 2].style.foreground == colors.color(of: week()[1]))
        #expect(grid[21, 13].style.foreground == colors.color(of: week()[2]))
        #expect(grid[21, 68].style == TextStyle(bold: true, underline: true, foreground: .red))
        #expect(grid[21, 35].style.dim)
        #expect(grid[19, 25].style.foreground == colors.color(of: week()[1]))
        // The listed shifts' symbols wear the same colours as in the outlook.
        #expect(grid[5, 3].style.foreground == colors.color(of: week()[1]))
        #expect(grid[10, 3].style.foreground == colors.color(of: week()[2]))
    }

    @Test("120x40 at 15:00 with Tuesday shown: nothing runs, the header says what is next; Tuesday reversed in the outlook")
    func golden120x40() {
        var shown = state(at: at(15, 0), shown: day.adding(days: 1))
        shown.selectedShift = nil
        let grid = render(shown, rows: 40, columns: 120)
        #expect(grid.lines == [
            " shifts │ 1 2 3 4 5 6 7 8 9 │ Today · Tuesday 24 November 2026",
            " next: Late tomorrow 14:00, in 23 h",
            " Tomorrow · Tue 24 Nov",
            "   L    Late               14:00–22:00  @ Ward 3",
            "        in 23 h",
            "",
            " Wednesday 25 November 2026",
            "   N    Night              22:00–06:00 (overnight)  @ Ward 3",
            "        in 2 d 7 h",
        ] + Array(repeating: "", count: 26) + [
            " Next 7 days · 6 shifts: E 3  L 2  N 1",
            "  Mon 23          Tue 24          Wed 25          Thu 26          Fri 27          Sat 28          Sun 29",
            "  E               L               N               ·               E L             ·               E",
            "",
            " h/l day  j/k shift  a add  s switch  d delete  n notes  ! sick  t today  r reload  g go to  ? help  q quit",
        ])
        #expect(grid[36, 2].style == TextStyle(bold: true, underline: true))
        #expect(grid[36, 18].style.reverse && grid[36, 32].style.reverse && !grid[36, 33].style.reverse)
    }

    @Test("a whole early shift, minute by minute: only the status lines change, a few cells a minute")
    func cellsPerMinute() {
        var state = state(at: at(5, 0))
        var previous = render(state)
        var counts: [Int] = []
        var rows = Set<Int>()
        for minute in 1...(10 * 60) {
            TodayReducer.reduce(&state, .minuteTicked(at(5, 0).addingTimeInterval(TimeInterval(minute * 60))))
            let frame = render(state)
            let changed = frame.changedPositions(since: previous)
            counts.append(changed.count)
            rows.formUnion(changed.map(\.row))
            previous = frame
        }
        // The now/next line, last night's status (running until 06:00, then
        // done), the early shift's status and bar, tomorrow's countdown.
        #expect(rows == [1, 4, 6, 11])
        // 600 ticks write 2,467 cells (a full redraw each would be 600 x 1,920);
        // the most, 94, when a status turns (06:00, 14:00), else a few.
        #expect(counts.reduce(0, +) == 2_467)
        #expect(counts.max() == 94)
        #expect(counts.filter { $0 <= 6 }.count == 569)
    }

    @Test("on a narrow terminal the week ahead still shows all seven days, by date alone")
    func narrowOutlook() {
        let grid = render(state(at: at(9, 48)), rows: 16, columns: 40)
        #expect(Array(grid.lines[11...13]) == [
            " Next 7 days · 6 shifts: E 3  L 2  N 1",
            "  23   24   25   26   27   28   29",
            "  E    L    N    ·    E L  ·    E",
        ])
    }

    @Test("long notes end with one …, cut by display width (wide characters are not split)")
    func longNotes() {
        var wide = builder.shift("E", on: day, from: 6, to: 14,
                                 notes: String(repeating: "引き継ぎ", count: 20))
        wide.location = nil
        var dots = builder.shift("L", on: day, from: 14, to: 22,
                                 notes: String(repeating: "x", count: 60) + "... and then more words after the dots")
        dots.location = nil
        let grid = render(TodayState(selectedDay: day, shifts: [wide, dots]))
        #expect(grid.line(4) == "        Notes: " + String(repeating: "引き継ぎ", count: 7) + "引き継…")
        #expect(DisplayWidth.of(grid.line(4)) <= 79)
        // Cut right after the note's own "...": one ellipsis, not "...…".
        #expect(grid.line(6) == "        Notes: " + String(repeating: "x", count: 60) + "…")
        #expect(("wait..." + String(repeating: "y", count: 10)).truncated(toWidth: 8) == "wait…")
        #expect("short".truncated(toWidth: 8) == "short")
    }

    @Test("the progress bar fills in eighths of a cell")
    func progressBar() {
        #expect(ProgressBar.cells(0, width: 4).map(\.text).joined() == "░░░░")
        #expect(ProgressBar.cells(0.5, width: 4).map(\.text).joined() == "██░░")
        #expect(ProgressBar.cells(0.55, width: 4).map(\.text).joined() == "██▏░")
        #expect(ProgressBar.cells(1, width: 4).map(\.text).joined() == "████")
    }

    @Test("the week ahead says the leave it holds after the counts: from its first day, or until its last")
    func leaveInTheWeek() {
        let leave = ScheduledShift.absence(.annual, from: day.adding(days: 3), through: day.adding(days: 9), id: "leave",
                                           calendar: calendar)
        let shifts = [builder.shift("E", on: day, from: 6, to: 14), leave]
        for (shown, expected) in [(day, " Next 7 days · 1 shift: E 1  · annual leave from Thu 26 Nov"),
                                  (day.adding(days: 5), " Next 7 days · 0 shifts  · annual leave until Wed 2 Dec")] {
            let loaded = DaySchedule(day: shown, referenceToday: shown, partitioning: shifts, at: at(9, 0, on: shown),
                                     in: calendar)
            var state = TodayState()
            TodayReducer.reduce(&state, .loaded(.success(loaded)))
            let grid = render(state)
            #expect(grid.lines[19] == expected)
            // The days it covers in the week show its mark.
            #expect(grid.lines[21].contains("AL"))
        }
    }
}
