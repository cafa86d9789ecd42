import Foundation
import ShiftFeatures
import ShiftModel
import ShiftTesting
import Testing

/// What the Shift types screen shows after a failed delete, and when the
/// overlap question of an edit is taken back.
@Suite("Shift types reducer: a failed delete, the overlap question")
struct ShiftTypesReducerEdgeTests {
    let f = EditFixtures()
    let catalog = CatalogState(catalog: .defaults(), status: .loaded, isSaved: true)

    @Test func aFailedDeleteSaysWhyAndIsNoLongerDeleting() {
        var state = ShiftTypesState(selection: 3, deleting: "off")
        CatalogListReducer.reduce(&state, .deleted(.failure(UserFacingError(message: "Cannot save /d/catalog.json: disk full."))),
                                 input: CatalogListInput(catalog: catalog))
        #expect(state == ShiftTypesState(selection: 3, notice: .failed("Cannot save /d/catalog.json: disk full.")))
    }

    /// Only Enter takes the question back (the form is checked again);
    /// moving between fields leaves it asked.
    @Test func onlyEnterTakesBackTheOverlapQuestion() throws {
        let early = try #require(catalog.catalog.shiftTypes.first)
        let clash = ShiftClash(f.shift(f.early, on: f.day), f.shift(f.late, on: f.day))
        var state = ShiftTypesState(form: ShiftTypeForm.make(ShiftTypeDraft(early), catalog: catalog.catalog),
                                    editing: early, clashes: [clash])
        CatalogListReducer.reduce(&state, .form(.edit(.nextField)), input: CatalogListInput(catalog: catalog))
        #expect(state.clashes == [clash])
        CatalogListReducer.reduce(&state, .form(.submit), input: CatalogListInput(catalog: catalog))
        #expect(state.clashes == nil)
    }
}
