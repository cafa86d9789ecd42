import Foundation
import ShiftFeatures
import ShiftModel
import ShiftTesting
@testable import ShiftTUI
import Terminal
import Testing

/// One thing is open over Today at a time (`TodayOverlay`): the keys go to
/// it and the screen draws it on top.
@Suite("What is open over Today")
struct TodayOverlayTests {
    let day = CalendarDay("2026-11-23")
    let calendar = Calendar.gregorian(timeZone: "Europe/Berlin")

    func today() -> AppState {
        var state = AppState(screen: .today, catalog: CatalogState(catalog: .defaults(), status: .loaded, isSaved: true))
        state.clockToday = day
        state.today = TodayState(selectedDay: day)
        return state
    }

    func press(_ key: Key, _ state: AppState) -> AppState {
        var state = state
        if case .dispatch(let action)? = KeyHandler.outcome(for: key, in: state) {
            AppReducer.reducer.reduce(&state, action)
        }
        return state
    }

    func render(_ state: AppState) -> CellGrid {
        var grid = CellGrid(size: TerminalSize(rows: 24, columns: 80))
        TodayView.render(TodayProps(TodayProps.Input(state), calendar: calendar), spinnerFrame: 0, statusLine: "keys",
                         into: &grid)
        return grid
    }

    @Test("the go-to prompt and the add form both open: the form has the keys and the screen, the prompt is not drawn")
    func formComesBeforeGoTo() {
        var state = press(.character("g"), today())
        #expect(KeyMode(state) == .goTo)
        #expect(render(state).line(1).hasPrefix(" Go to: "))
        // Only a state made elsewhere holds both: the reducer opens one at a time.
        state.editor = press(.character("a"), today()).editor
        #expect(TodayOverlay(state) == .form)
        #expect(KeyMode(state) == .form(.shiftEditor))
        #expect(!render(state).lines.contains { $0.contains("Go to:") })
        #expect(press(.character("x"), state).today.goTo == GoToLine())
    }

    @Test("a stale undo step found while the form is open waits for it, then asks")
    func staleStepWaitsForTheForm() {
        let early = ShiftBuilder(calendar: calendar).shift("E", on: day, from: 6, to: 14)
        let stale = StaleStep(step: UndoStep(id: "s1", title: "Added E Early", time: Date(timeIntervalSince1970: 0),
                                             operation: ShiftOperation([.add(early)])),
                              list: .undo, refusal: ShiftEditRefusal(.stepStale(expected: early, now: nil), calendar: calendar))
        var state = press(.character("a"), today())
        state.history.staleStep = stale
        #expect(KeyMode(state) == .form(.shiftEditor))
        #expect(!render(state).lines.contains { $0.contains("is no longer in the calendar") })
        let closed = press(.escape, state)
        #expect(KeyMode(closed) == .staleStepQuestion)
        #expect(render(closed).lines.contains { $0.contains("is no longer in the calendar") })
    }
}
