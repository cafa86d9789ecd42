import Foundation
import ShiftFeatures
import ShiftModel
import ShiftTesting
import Testing

/// The features' rules at their edges: the top row of the change log, the
/// last row of a list deleted, a look-ahead of no days, the export file's
/// length.
@Suite("Feature rules at their boundaries")
struct FeatureBoundaryTests {
    let f = EditFixtures()

    func entry(_ id: String) -> ChangeLogEntry {
        ChangeLogEntry(id: id, changeID: id, time: Date(timeIntervalSince1970: 1_795_420_800), user: "Sam", day: f.day,
                       kind: .add, before: nil, after: f.shift(f.early, on: f.day, id: id))
    }

    /// Rows are newest first: new entries push a selected older row down,
    /// and a selection on the top row stays on the top row.
    @Test func newEntriesKeepTheSelectedRowOrTheTop() {
        var onTop = ChangeLogState(entries: [entry("a"), entry("b"), entry("c")], status: .loaded, selection: 0)
        ChangeLogReducer.append([entry("d"), entry("e")], to: &onTop)
        #expect(onTop.selection == 0)
        var below = ChangeLogState(entries: [entry("a"), entry("b"), entry("c")], status: .loaded, selection: 1)
        ChangeLogReducer.append([entry("d"), entry("e")], to: &below)
        #expect(below.selection == 3)
        #expect(below.entries.map(\.id) == ["a", "b", "c", "d", "e"])
    }

    @Test func deletingTheOnlyRowTheSearchShowsLeavesTheSelectionOnTheFirst() {
        let annex = Location(id: "annex", name: "Annex", address: "Yard 2")
        var state = LocationsState(selection: 0, search: SearchState(query: "annex"), deleting: "annex")
        let catalog = CatalogState(catalog: .defaults(), status: .loaded, isSaved: true)
        CatalogListReducer.reduce(&state, .deleted(.success(.deleted(annex, catalog: .defaults()))),
                                input: CatalogListInput(catalog: catalog))
        #expect(state == LocationsState(selection: 0, search: SearchState(query: "annex"), notice: .locationDeleted(name: "Annex")))
    }

    @Test func theNextShiftLooksAheadAtLeastOneDay() {
        let after = Date(timeIntervalSince1970: 1_795_420_800)
        #expect(ShiftQueryReducer.interval(for: .next(after: after, withinDays: 0), in: f.calendar)
            == DateInterval(start: after, duration: 86_400))
        #expect(ShiftQueryReducer.interval(for: .next(after: after, withinDays: 3), in: f.calendar)
            == DateInterval(start: after, duration: 3 * 86_400))
    }

    /// With no shift selected the first one counts as selected: j selects the second.
    @Test func movingFromNoSelectionStartsAtTheFirstShift() {
        let shifts = [f.shift(f.early, on: f.day), f.shift(f.late, on: f.day), f.shift(f.night, on: f.day)]
        var state = TodayState(selectedDay: f.day, shifts: shifts)
        TodayReducer.reduce(&state, .moveShiftSelection(by: 1))
        #expect(state.selectedShift == shifts[1].id)
    }

    @Test func theExportFileFieldTakes500Characters() {
        var form = SettingsReducer.exportForm(today: f.day)
        #expect(form.fields.map(\.name) == [.from, .through, .file])
        form.apply(.nextField)
        form.apply(.nextField)
        form.apply(.text(.end))
        form.apply(.text(.deleteToStart))
        form.apply(.text(.insert(String(repeating: "f", count: 499))))
        form.apply(.text(.insert("f")))
        #expect(form.text(.file).count == 500)
        form.apply(.text(.insert("f")))
        #expect(form.text(.file).count == 500)
    }
}
