import Foundation
import ShiftFeatures
import ShiftModel
@testable import ShiftTUI
import Terminal
import Testing

/// A rotation previewed on the Schedule's grid, and the Rotations screen,
/// rendered whole on a VirtualScreen's grid.
@Suite("Rotations on a VirtualScreen")
struct RotationViewTests {
    let base = ScheduleViewTests()
    let monday = CalendarDay("2026-11-23")

    /// E E L L ~ ~ from Monday 23 November.
    var rotation: Rotation {
        Rotation(id: "ell", name: "Early-late", cycle: ["early", "early", "late", "late", nil, nil], anchor: monday)
    }

    /// November (weeks from Monday) with the preview of `rotation` from the
    /// 16th to the 30th over the month's shifts; `replace` replaces days
    /// that have shifts.
    func previewed(replace: Bool = false, failure: FormFailure? = nil) -> (ScheduleProps.Input, Calendar) {
        let (input, calendar) = base.november(firstWeekday: 2)
        var state = AppState(catalog: CatalogState(catalog: base.catalog, status: .loaded, isSaved: true))
        state.schedule = input.schedule
        let request = RotationApplyRequest(rotation: rotation, days: CalendarDay("2026-11-16")...CalendarDay("2026-11-30"),
                                           anchor: monday)
        let existing = (input.schedule.months[YearMonth(year: 2026, month: 11)]?.shifts ?? [])
        state.rotationApply.preview = RotationPreview(request: request, existing: existing.filter { request.days.contains($0.day) },
                                                      existingShifts: replace ? .replace : .keep,
                                                      catalog: base.catalog, failure: failure)
        return (ScheduleProps.Input(state), calendar)
    }

    func render(_ input: ScheduleProps.Input, _ calendar: Calendar, rows: Int, columns: Int) -> CellGrid {
        var grid = CellGrid(size: TerminalSize(rows: rows, columns: columns))
        ScheduleView.render(ScheduleProps(input, calendar: calendar), spinnerFrame: 0,
                            statusLine: KeyBindings.rotationPreview.statusLine(width: columns - 1), into: &grid)
        return grid
    }

    @Test("the preview at 80x24: the line says what Enter does; symbols dim on the days it fills; days with shifts in yellow")
    func preview80x24() {
        let (input, calendar) = previewed()
        let grid = render(input, calendar, rows: 24, columns: 80)
        #expect(grid.lines == [])
    }

    @Test("the preview at 120x40, replacing: the day's shifts dim, the rotation's in its colour, the line says so")
    func preview120x40() {
        let (input, calendar) = previewed(replace: true)
        let grid = render(input, calendar, rows: 40, columns: 120)
        #expect(grid.lines == [])
    }
}
