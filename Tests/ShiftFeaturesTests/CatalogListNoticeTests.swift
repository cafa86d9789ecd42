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
    /// This catalog's locations as a shift type form offers them.
    static let locationChoices = LiteralForms.mainSite + [FormChoice(.location("annex"), name: "Annex")]

    // MARK: Locations

    @Test func addingALocationClearsTheNoticeAndWhatWasEdited() {
        var state = LocationsState(editing: Self.mainSite, notice: Self.stale)
        CatalogListReducer.reduce(&state, .add, input: CatalogListInput(catalog: Self.catalog))
        #expect(state == LocationsState(form: LiteralForms.location()))
    }

    @Test func editingALocationClearsTheNotice() {
        var state = LocationsState(notice: Self.stale)
        CatalogListReducer.reduce(&state, .edit, input: CatalogListInput(catalog: Self.catalog))
        #expect(state == LocationsState(form: LiteralForms.location(name: "Main site"), editing: Self.mainSite))
    }

    @Test func deletingAnUnusedLocationClearsTheNoticeAndAsks() {
        var state = LocationsState(selection: 1, notice: Self.stale)
        CatalogListReducer.reduce(&state, .delete, input: CatalogListInput(catalog: Self.catalog))
        #expect(state == LocationsState(selection: 1, confirmingDelete: "annex"))
    }

    // MARK: Shift types

    @Test func addingAShiftTypeClearsTheNoticeAndWhatWasEdited() throws {
        let early = try #require(Self.catalog.catalog.shiftTypes.first)
        var state = ShiftTypesState(editing: early, notice: Self.stale)
        CatalogListReducer.reduce(&state, .add, input: CatalogListInput(catalog: Self.catalog))
        #expect(state == ShiftTypesState(form: LiteralForms.shiftType(locations: Self.locationChoices)))
    }

    @Test func editingAShiftTypeClearsTheNotice() throws {
        let early = try #require(Self.catalog.catalog.shiftTypes.first)
        var state = ShiftTypesState(notice: Self.stale)
        CatalogListReducer.reduce(&state, .edit, input: CatalogListInput(catalog: Self.catalog))
        #expect(state == ShiftTypesState(form: LiteralForms.shiftType(symbol: "E", title: "Early", start: "06:00", end: "14:00",
                                                                      locations: Self.locationChoices),
                                         editing: early))
    }

    @Test func deletingAShiftTypeClearsTheNoticeAndAsks() {
        var state = ShiftTypesState(notice: Self.stale)
        CatalogListReducer.reduce(&state, .delete, input: CatalogListInput(catalog: Self.catalog))
        #expect(state == ShiftTypesState(confirmingDelete: "early"))
    }
}
