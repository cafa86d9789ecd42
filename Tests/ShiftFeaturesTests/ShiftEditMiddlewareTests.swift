import Foundation
import Redux
import ReduxTesting
import ShiftFeatures
import ShiftInMemoryServices
import ShiftModel
import ShiftTesting
import Testing

/// The one edit path through a real Store and MockCalendarService: what is
/// read, what is written in one call, and what nothing is written for.
@Suite("Shift edit middleware through a real Store")
@UIActor
struct ShiftEditMiddlewareTests {
    let f = EditFixtures()

    func makeStore(_ mock: MockCalendarService, state: AppState? = nil) -> AppStore {
        AppReducer.makeStore(services: ServiceContainer.inMemory(calendar: mock, clock: f.clock,
                                                               ids: SequentialIDGenerator(prefix: "uid-")),
                             state: state ?? f.state())
    }

    var around: DateInterval {
        ShiftEditPlanner.neighbourhood(of: [f.day], in: f.calendar) ?? DateInterval()
    }

    @Test("an add reads the days around, writes once with apply, reads back, and reports the operation")
    func add() async {
        let mock = MockCalendarService()
        let store = makeStore(mock)
        await store.dispatch(.shiftEdit(.request([.add("early", on: f.day, notes: "")])))
        let early = f.shift(f.early, on: f.day, id: "uid-1")
        #expect(mock.calls == [.shifts(around), .apply(CalendarChanges(create: [early])), .shifts(around)])
        #expect(mock.storedShifts == [early])
        let added = ShiftOperation([.add(early)])
        #expect(store.state.shiftEdit == ShiftEditState(notice: .changed(added, by: .edit), lastOperation: added))
    }

    @Test("an overlap is refused before anything is written, naming the shift in the way")
    func overlapWritesNothing() async {
        let night = f.shift(f.night, on: f.day)
        let mock = MockCalendarService(shifts: [night])
        let store = makeStore(mock)
        await store.dispatch(.shiftEdit(.request([.add("off", on: f.day, notes: "")])))
        #expect(mock.calls == [.shifts(around)])
        #expect(mock.storedShifts == [night])
        #expect(store.state.shiftEdit.notice == .changeRefused("Cannot add O Off (all day) on Mon 2026-11-23: it overlaps "
            + "N Night 22:00–06:00 on Mon 2026-11-23. Nothing was changed."))
        #expect(!store.state.shiftEdit.isApplying)
    }

    @Test("a batch whose third request clashes writes none of them (all or nothing)")
    func batchAllOrNothing() async {
        let mock = MockCalendarService()
        let store = makeStore(mock)
        let days = (0..<3).map { f.day.adding(days: $0) }
        await store.dispatch(.shiftEdit(.request([.add("early", on: days[0], notes: ""),
                                                  .add("early", on: days[1], notes: ""),
                                                  .add("off", on: days[1], notes: "")])))
        #expect(mock.callCount(.apply) == 0)
        #expect(mock.storedShifts == [])
        #expect(store.state.shiftEdit.notice?.refusal?.hasPrefix("Cannot add O Off (all day) on Tue 2026-11-24") == true)
    }

    @Test("a write that fails in the middle leaves the calendar unchanged and says why")
    func failingWrite() async {
        let early = f.shift(f.early, on: f.day)
        let late = f.shift(f.late, on: f.day.adding(days: 1))
        let mock = MockCalendarService(shifts: [early, late])
        mock.failNext(.apply, with: MockCalendarService.ScriptedFailure("Cannot save /d/calendar.ics: disk full."))
        let store = makeStore(mock)
        await store.dispatch(.shiftEdit(.request([.delete(early), .delete(late)])))
        #expect(mock.storedShifts == [early, late])
        #expect(store.state.shiftEdit.notice == .changeRefused("Cannot save /d/calendar.ics: disk full."))
        #expect(store.state.shiftEdit.lastOperation == nil)

        // The same batch goes through when the file can be written: one apply with both deletes.
        await store.dispatch(.shiftEdit(.request([.delete(early), .delete(late)])))
        #expect(mock.calls.last(where: { $0.method == .apply }) == .apply(CalendarChanges(delete: [early.id, late.id], expected: [early.id: early, late.id: late])))
        #expect(mock.storedShifts == [])
        #expect(store.state.shiftEdit.notice?.change == "edit: Deleted 2 shifts")
    }

    @Test("a switch keeps notes and sick mark; its undo restores the shift exactly; a stale redo is refused")
    func switchAndUndo() async {
        let early = f.shift(f.early, on: f.day, notes: "keys", sick: SickMark(reason: "flu"))
        let mock = MockCalendarService(shifts: [early])
        let store = makeStore(mock)
        await store.dispatch(.shiftEdit(.request([.switchType(early, to: "late", reason: "swap")])))
        var late = f.shift(f.late, on: f.day, id: early.id.rawValue, notes: "keys", sick: SickMark(reason: "flu"))
        late.location = "Main site"
        #expect(mock.storedShifts == [late])
        let operation = ShiftOperation([.change(.switchType, from: early, to: late, reason: "swap")])
        #expect(store.state.shiftEdit.lastOperation == operation)

        await store.dispatch(.history(.undo))
        #expect(mock.storedShifts == [early])
        #expect(store.state.shiftEdit.notice?.change == "undo: Switched L Late to E Early on 2026-11-23")
        // The undone step moved to redo: a second u has nothing left to take.
        await store.dispatch(.history(.undo))
        #expect(mock.storedShifts == [early])
        #expect(store.state.shiftEdit.notice == .nothingTo(.undo))
        // Someone switches it back to L elsewhere: redoing the switch no longer applies.
        mock.setShifts([late])
        await store.dispatch(.history(.redo))
        #expect(mock.storedShifts == [late])
        #expect(store.state.shiftEdit.notice == .changeRefused("E Early 06:00–14:00 on Mon 2026-11-23 was changed since (now "
            + "L Late 14:00–22:00 on Mon 2026-11-23), so this cannot be undone or redone. Nothing was changed."))
        #expect(store.state.history.staleStep?.list == .redo)
    }

    @Test("after a change the Today screen, once shown, loads its day again; the Schedule shows it at once")
    func screensFollow() async {
        let mock = MockCalendarService()
        var state = f.state(.today)
        state.today = TodayState(selectedDay: f.day)
        state.schedule = f.loadedSchedule()
        let store = makeStore(mock, state: state)
        await store.dispatch(.shiftEdit(.request([.add("late", on: f.day, notes: "")])))
        let late = f.shift(f.late, on: f.day, id: "uid-1")
        #expect(mock.calls.last == .shifts(DaySchedule.loadIntervals(for: f.day, today: f.day, in: f.calendar)[0]))
        #expect(store.state.today.shifts == [late])
        #expect(store.state.schedule.months[f.november]?.shifts == [late])
        #expect(store.state.schedule.selected == late)
    }
}
