import Foundation
import Redux
import ReduxTesting
import ShiftFeatures
import ShiftInMemoryServices
import ShiftModel
import ShiftTesting
import Testing

/// One shift is enough to keep a type from being deleted, and the message
/// then speaks of it in the singular.
@Suite("Shift types: a type one shift uses is not deleted", .timeLimit(.minutes(BoundedWait.timeLimitMinutes)))
@UIActor
struct ShiftTypeDeleteInUseTests {
    let clock = TestWallClock(day: "2026-11-23", hour: 9)
    let day = CalendarDay("2026-11-23")

    @Test func oneShiftKeepsItsTypeFromBeingDeleted() async {
        var late = ShiftBuilder(calendar: clock.calendar).shift("L", on: day, from: 14, to: 22)
        late.shiftTypeID = "late"
        let calendar = MockCalendarService(shifts: [late])
        let catalog = MockCatalogService(catalog: .defaults())
        var state = AppState(screen: .shiftTypes, catalog: CatalogState(catalog: .defaults(), status: .loaded, isSaved: true))
        state.shiftTypes.selection = 1
        let store = TestStore(initialState: state, reducer: AppReducer.reducer,
                              services: ServiceContainer.inMemory(calendar: calendar, clock: clock, catalog: catalog,
                                                                ids: SequentialIDGenerator(prefix: "type-")),
                              middlewares: AppReducer.middlewares())
        await store.send(.shiftTypes(.delete)) { $0.shiftTypes.confirmingDelete = "late" }
        await store.send(CatalogListIntent.answerDelete(ShiftType.self, true, in: store.state)!) {
            $0.shiftTypes.confirmingDelete = nil
            $0.shiftTypes.deleting = "late"
        }
        await store.receive(.shiftTypes(.deleted(.success(.refused(Catalog.defaults().shiftTypes[1], shiftCount: 1))))) {
            $0.shiftTypes.deleting = nil
            $0.shiftTypes.notice = .shiftTypeInUse(name: "L Late", shifts: 1)
        }
        await store.finish()
        #expect(catalog.calls == [])
        #expect(calendar.storedShifts == [late])
    }
}
