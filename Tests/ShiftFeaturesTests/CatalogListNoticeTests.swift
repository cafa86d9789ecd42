import ShiftFeatures
import ShiftModel
import Testing

/// A notice on the Shift types and Locations screens (a refused delete, a
/// save's result) lasts until the next add, edit or delete: each of them
/// clears it, and add forgets what an earlier form edited.
@Suite("Catalog lists: add, edit and delete clear the last notice")
struct CatalogListNoticeTests {
    static let annex = Location(id: "annex", name: "Annex", address: "Yard 2")
    static let catalog: CatalogState = {
        var catalog = Catalog.defaults()
        catalog.locations.append(annex)
        return CatalogState(catalog: catalog, status: .loaded, isSaved: true)
    }()
    static let mainSite = Location(id: "main", name: "Main site")
    static let stale = Notice.locationInUse(name: "Main site", typeNames: ["E Early"])

    // MARK: Locations

    @Test func addingALocationClearsTheNoticeAndWhatWasEdited() throws {
        var state = LocationsState(editing: Self.mainSite, notice: Self.stale)
        LocationsReducer.reduce(&state, .add, catalog: Self.catalog)
        #expect(state.notice == nil)
        #expect(state.editing == nil)
        let form = try #require(state.form)
        #expect(form == LocationsReducer.form(LocationDraft()))
        #expect(form.fields.map(\.input.text) == ["", ""])
    }

    @Test func editingALocationClearsTheNotice() throws {
        var state = LocationsState(notice: Self.stale)
        LocationsReducer.reduce(&state, .edit, catalog: Self.catalog)
        #expect(state.notice == nil)
        #expect(state.editing == Self.mainSite)
        let form = try #require(state.form)
        #expect(form.fields.map(\.input.text) == ["Main site", ""])
    }

    @Test func deletingAnUnusedLocationClearsTheNoticeAndAsks() {
        var state = LocationsState(selection: 1, notice: Self.stale)
        LocationsReducer.reduce(&state, .delete, catalog: Self.catalog)
        #expect(state == LocationsState(selection: 1, confirmingDelete: "annex"))
    }

    // MARK: Shift types

    @Test func addingAShiftTypeClearsTheNoticeAndWhatWasEdited() throws {
        let early = try #require(Self.catalog.catalog.shiftTypes.first)
        var state = ShiftTypesState(editing: early, notice: Self.stale)
        ShiftTypesReducer.reduce(&state, .add, catalog: Self.catalog)
        #expect(state.notice == nil)
        #expect(state.editing == nil)
        #expect(state.form == ShiftTypeForm.make(ShiftTypeDraft(locationID: "main"), catalog: Self.catalog.catalog))
    }

    @Test func editingAShiftTypeClearsTheNotice() throws {
        let early = try #require(Self.catalog.catalog.shiftTypes.first)
        var state = ShiftTypesState(notice: Self.stale)
        ShiftTypesReducer.reduce(&state, .edit, catalog: Self.catalog)
        #expect(state.notice == nil)
        #expect(state.editing == early)
        #expect(state.form?.text(.title) == "Early")
    }

    @Test func deletingAShiftTypeClearsTheNoticeAndAsks() {
        var state = ShiftTypesState(notice: Self.stale)
        ShiftTypesReducer.reduce(&state, .delete, catalog: Self.catalog)
        #expect(state == ShiftTypesState(confirmingDelete: "early"))
    }
}
