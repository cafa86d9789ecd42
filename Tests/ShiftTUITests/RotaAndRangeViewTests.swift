import Foundation
import ShiftFeatures
import ShiftModel
@testable import ShiftTUI
import Terminal
import Testing

@Suite("The rota line, a V range and a long type-per-day form on the Schedule")
struct RotaAndRangeViewTests {
    let base = ScheduleViewTests()
    let monday = CalendarDay("2026-11-23")

    func state(_ change: (inout AppState) -> Void) -> (ScheduleProps.Input, Calendar) {
        let (input, calendar) = base.november(firstWeekday: 2)
        var state = AppState(catalog: CatalogState(catalog: base.catalog, status: .loaded, isSaved: true))
        state.schedule = input.schedule
        state.clockToday = input.today
        state.schedule.calendar = calendar
        change(&state)
        return (ScheduleProps.Input(state), calendar)
    }

    @Test("the rota line: what was typed, what Enter adds, and the covered days marked on the grid as a preview")
    func rotaLine() {
        let (input, calendar) = state { $0.bulk.rota = RotaPrompt(start: monday, input: TextInput("4E2~ 3L")) }
        let grid = base.render(input, calendar, rows: 24, columns: 80)
        #expect(grid.line(1) == " Rota from Mon 23 Nov 2026: 4E2~ 3L   9 days to Tue 1 Dec: Enter adds 7 shifts")
        #expect(grid[1, 28].style.underline)
        // The preview marks Mon 23 November to Tue 1 December: nine days.
        #expect(grid.line(16).contains("23•✓") && grid.line(16).contains("29✓"))
        #expect(grid.line(19) == "  30✓     1✓     2      3      4      5      6")
        #expect(KeyMode(AppState(screen: .schedule, bulk: input.bulk)) == .rota)
    }

    @Test("a rota the line cannot read: the hint says how to write one, the message why")
    func rotaProblem() {
        let (input, calendar) = state {
            $0.bulk.rota = RotaPrompt(start: monday, input: TextInput("4X"), problem: .unknownSymbol("X"))
        }
        let grid = base.render(input, calendar, rows: 24, columns: 80)
        #expect(grid.line(1) == " Rota from Mon 23 Nov 2026: 4X   a symbol a day, ~ for none: 4E 2~ 4L")
        #expect(grid.line(22) == " ✖ \"X\" is no shift type's symbol (screen 3 lists them).")
    }

    @Test("an open V range marks the days to the cursor and says V ends it")
    func visualRange() {
        let (input, calendar) = state {
            $0.bulk.rangeAnchor = CalendarDay("2026-11-24")
            $0.schedule.cursor = CalendarDay("2026-11-26")
        }
        let grid = base.render(input, calendar, rows: 24, columns: 80)
        #expect(grid.line(22) == " 3 days marked (V ends range): a add, A per day, d delete, Y copy, Esc unmark")
        #expect(grid.line(16).contains("24✓") && grid.line(16).contains("26✓") && !grid.line(16).contains("27✓"))
    }

    @Test("a type per day for a whole month scrolls to keep the focused day in view, with what is above and below")
    func longFormScrolls() {
        let days = YearMonth(year: 2026, month: 11).firstDay.through(CalendarDay("2026-11-30"))
        var form = BulkEditForm.typePerDay(days, types: base.catalog.shiftTypes)
        for _ in 0..<20 { form.apply(.nextField) }
        let (input, calendar) = state {
            $0.bulk.open = .form(form, .typePerDay(days))
        }
        let grid = base.render(input, calendar, rows: 24, columns: 80)
        #expect(grid.line(2) == " Add a shift type per day to 30 days (Sun 1 Nov – Mon 30 Nov 2026)")
        #expect(grid.line(3) == "                    ↑ 14 more")
        #expect(grid.line(4) == "  Sun 15 Nov        ‹ — ›")
        #expect(grid.line(10) == " ›Sat 21 Nov        ‹ — ›")
        #expect(grid.line(18) == "  Sun 29 Nov        ‹ — ›")
        #expect(grid.line(19) == "                    ↓ 2 more")
        // The first field in focus: no marker above, the rest below.
        let (top, _) = state {
            $0.bulk.open = .form(BulkEditForm.typePerDay(days, types: base.catalog.shiftTypes), .typePerDay(days))
        }
        let first = base.render(top, calendar, rows: 24, columns: 80)
        #expect(first.line(3) == "")
        #expect(first.line(4) == " ›Sun 1 Nov         ‹ — ›")
        #expect(first.line(19) == "                    ↓ 16 more")
    }

    @Test("Y's notice says what was copied and what p does with it")
    func copiedNotice() {
        let week = CopiedDays(entries: [CopiedDays.Entry(offset: 0, type: "early", notes: "")], dayCount: 7, isWeek: true,
                              skipped: 1)
        #expect(NoticeWords.sentence(.copied(week))
            == "Copied 1 shift of 7 days (1 shift of no known type left out): p adds it to the cursor's week.")
        let days = CopiedDays(entries: [], dayCount: 2, isWeek: false)
        #expect(NoticeWords.sentence(.copied(days)) == "Copied 0 shifts of 2 days: p adds them from the cursor on.")
        #expect(NoticeWords.sentence(.unavailable(.nothingCopied))
            == "Nothing to paste: Y copies the marked days, or the cursor's week.")
    }
}
