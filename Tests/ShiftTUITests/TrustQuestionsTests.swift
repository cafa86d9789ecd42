import Foundation
import Redux
import ShiftFeatures
import ShiftModel
import ShiftTesting
@testable import ShiftTUI
import Terminal
import Testing

/// The two questions the trust work adds: drop an undo step that can no
/// longer apply (Today, Schedule), and save a type edit that makes shifts
/// overlap (Shift types). Their keys, and their text in full on screen.
@Suite("Drop-step and overlap questions")
@UIActor
struct TrustQuestionsTests {
    let calendar = Calendar.gregorian(timeZone: "Europe/Berlin")
    var builder: ShiftBuilder { ShiftBuilder(calendar: calendar) }

    var stale: StaleStep {
        let early = builder.shift("E", on: CalendarDay("2026-12-01"), from: 6, to: 14)
        let step = UndoStep(id: "s1", title: "Added E Early on 2026-12-01", time: Date(timeIntervalSince1970: 0),
                            operation: ShiftOperation([.add(early)]))
        return StaleStep(step: step, list: .undo, refusal: ShiftEditRefusal(.stepStale(expected: early, now: nil),
                                                                                 calendar: calendar))
    }

    @Test("y drops the step, n and Esc keep it, other keys do nothing, on Today and Schedule")
    func dropStepKeys() {
        for screen in [AppScreen.today, .schedule] {
            var state = AppState(screen: screen)
            state.history.staleStep = stale
            #expect(KeyMode(state) == .staleStepQuestion)
            #expect(KeyHandler.outcome(for: .character("y"), in: state) == .dispatch(.history(.drop(stale))))
            #expect(KeyHandler.outcome(for: .character("n"), in: state) == .dispatch(.history(.keepStaleStep)))
            #expect(KeyHandler.outcome(for: .escape, in: state) == .dispatch(.history(.keepStaleStep)))
            #expect(KeyHandler.outcome(for: .character("u"), in: state) == nil)
        }
    }

    @Test("y saves the type edit anyway, n goes back to the form")
    func overlapKeys() {
        var state = AppState(screen: .shiftTypes, catalog: CatalogState(catalog: .defaults(), status: .loaded, isSaved: true))
        let type = Catalog.defaults().shiftTypes[0]
        state.shiftTypes.editing = type
        state.shiftTypes.form = ShiftTypeForm.make(ShiftTypeDraft(Catalog.defaults().shiftTypes[0]), catalog: .defaults())
        let early = builder.shift("E", on: CalendarDay("2026-12-01"), from: 6, to: 15)
        let late = builder.shift("L", on: CalendarDay("2026-12-01"), from: 14, to: 22)
        state.shiftTypes.clashes = [ShiftClash(early, late)]
        #expect(KeyMode(state) == .overlapQuestion)
        #expect(KeyHandler.outcome(for: .character("y"), in: state) == .dispatch(.shiftTypes(.submitted(
            ShiftTypeValues(symbol: type.symbol, title: type.title, description: type.description, duration: type.duration,
                            locationID: type.locationID), editing: type, allowingOverlaps: true))))
        #expect(KeyHandler.outcome(for: .character("n"), in: state) == .dispatch(.shiftTypes(.overlapsDeclined)))
        // Not text for the form while asking.
        #expect(KeyHandler.outcome(for: .character("x"), in: state) == nil)
    }

    @Test("the drop-step question is drawn whole, wrapped above the status bar, answer keys included")
    func dropStepQuestionIsWhole() {
        var state = AppState(screen: .today)
        state.today = TodayState(selectedDay: CalendarDay("2026-12-01"))
        state.clockToday = CalendarDay("2026-12-01")
        state.history.staleStep = stale
        var grid = CellGrid(size: TerminalSize(rows: 24, columns: 80))
        TodayView.render(TodayProps(TodayProps.Input(state), calendar: calendar), spinnerFrame: 0, statusLine: "keys",
                         into: &grid)
        #expect(Array(grid.lines[20...22]) == [
            " E Early 06:00–14:00 on Tue 2026-12-01 is no longer in the calendar, so this",
            " cannot be undone or redone. Nothing was changed. Drop this step so older ones",
            " can be undone? y drops it, n keeps it.",
        ])
        #expect(grid[22, 1].style.foreground == .yellow)
    }

    @Test("the overlap question names both shifts under the form")
    func overlapQuestionText() {
        var state = ShiftTypesState()
        state.form = ShiftTypeForm.make(ShiftTypeDraft(Catalog.defaults().shiftTypes[0]), catalog: .defaults())
        let early = builder.shift("E", on: CalendarDay("2026-12-01"), from: 6, to: 15)
        let late = builder.shift("L", on: CalendarDay("2026-12-01"), from: 14, to: 22)
        state.clashes = [ShiftClash(early, late)]
        let props = ListProps(shiftTypes: state, catalog: CatalogState(catalog: .defaults(), status: .loaded, isSaved: true),
                              calendar: calendar)
        #expect(props.form?.question == "Saving makes a shift overlap another: E Early 06:00–15:00 on Tue 2026-12-01 "
            + "with L Late 14:00–22:00 on Tue 2026-12-01. y saves anyway, n goes back to the form.")
    }
}
