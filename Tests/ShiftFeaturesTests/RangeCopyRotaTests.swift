import Foundation
import Redux
import ReduxTesting
import ShiftFeatures
import ShiftInMemoryServices
import ShiftModel
import ShiftTesting
import Testing

/// Fast rota entry on the Schedule: a range marked in one move (V), a week
/// or a month (W, M), days copied and pasted (Y, p), and a rota typed as
/// symbols from the cursor (R); each change written as one undo step.
@Suite("Ranges, copy and paste, and the rota line")
@UIActor
struct RangeCopyRotaTests {
    let f = EditFixtures()

    /// The Schedule with weeks from Monday (the setting's default, said here).
    func schedule(_ shifts: [ScheduledShift] = [], cursor: CalendarDay? = nil) -> AppState {
        var state = f.state(.schedule)
        state.history.status = .loaded
        state.schedule = f.loadedSchedule(cursor: cursor, shifts: shifts)
        state.catalog.catalog.settings.firstWeekday = .monday
        return state
    }

    func reduced(_ state: AppState, _ actions: AppAction?...) -> AppState {
        var state = state
        for action in actions.compactMap({ $0 }) { AppReducer.reducer.reduce(&state, action) }
        return state
    }

    func makeStore(_ mock: MockCalendarService, state: AppState) -> (AppStore, InMemoryHistoryService) {
        f.makeStore(mock, state: state)
    }

    @Test("V starts a range; the days to the cursor count as marked as it moves; V again keeps them; Esc drops all")
    func visualRange() {
        var state = reduced(schedule(), BulkEditIntent.range(in: schedule()))
        #expect(state.bulk.rangeAnchor == f.day)
        state = reduced(state, .schedule(.moveCursor(days: 2)))
        #expect(BulkEditIntent.markedDays(in: state) == [f.day, f.day.adding(days: 1), f.day.adding(days: 2)])
        #expect(state.bulk.marked.isEmpty)
        // Backwards from the start works the same.
        let back = reduced(state, .schedule(.moveCursor(days: -4)))
        #expect(BulkEditIntent.markedDays(in: back) == [f.day.adding(days: -2), f.day.adding(days: -1), f.day])
        state = reduced(state, BulkEditIntent.range(in: state))
        #expect(state.bulk.rangeAnchor == nil)
        #expect(state.bulk.marked == [f.day, f.day.adding(days: 1), f.day.adding(days: 2)])
        // a works on the range while it is open, and on the marks after.
        #expect(BulkEditIntent.add(perDay: false, in: state)
            == .bulk(.addOneType([f.day, f.day.adding(days: 1), f.day.adding(days: 2)])))
        state = reduced(state, .schedule(.moveCursor(days: 5)), BulkEditIntent.range(in: state))
        #expect(BulkEditIntent.clearMarks(in: state) == .bulk(.clearMarks))
        state = reduced(state, .bulk(.clearMarks))
        #expect(state.bulk.marked.isEmpty && state.bulk.rangeAnchor == nil)
        #expect(BulkEditIntent.clearMarks(in: state) == nil)
    }

    @Test("W marks the cursor's week from the first weekday of Settings, M its month; again unmarks them")
    func weekAndMonth() throws {
        // Thursday 26 November, in weeks from Monday.
        var state = schedule(cursor: CalendarDay("2026-11-26"))
        state = reduced(state, BulkEditIntent.markWeek(in: state))
        #expect(state.bulk.marked.sorted() == CalendarDay("2026-11-23").through(CalendarDay("2026-11-29")))
        state = reduced(state, BulkEditIntent.markWeek(in: state))
        #expect(state.bulk.marked.isEmpty)
        state.catalog.catalog.settings.firstWeekday = .sunday
        state = reduced(state, BulkEditIntent.markWeek(in: state))
        #expect(state.bulk.marked.sorted().first == CalendarDay("2026-11-22"))
        state = reduced(state, .bulk(.clearMarks), BulkEditIntent.markMonth(in: state))
        #expect(state.bulk.marked.count == 30)
        #expect(state.bulk.marked.min() == CalendarDay("2026-11-01") && state.bulk.marked.max() == CalendarDay("2026-11-30"))
        // A month partly marked is marked whole, not unmarked.
        state = reduced(state, .bulk(.toggleMark(CalendarDay("2026-11-05"))), BulkEditIntent.markMonth(in: state))
        #expect(state.bulk.marked.count == 30)
    }

    @Test("Y copies the cursor's week; p on another week adds it there as one change, one u takes it all back")
    func copyWeekPasteUndo() async throws {
        let monday = f.day
        let early = f.shift(f.early, on: monday, notes: "keys")
        let night = f.shift(f.night, on: monday.adding(days: 2))
        let mock = MockCalendarService(shifts: [early, night])
        let (store, history) = makeStore(mock, state: schedule([early, night], cursor: monday.adding(days: 3)))
        let copy = try #require(BulkEditIntent.copy(in: store.state))
        await store.dispatch(copy)
        let copied = CopiedDays(entries: [CopiedDays.Entry(offset: 0, type: "early", notes: "keys"),
                                          CopiedDays.Entry(offset: 2, type: "night", notes: "")],
                                dayCount: 7, isWeek: true)
        #expect(store.state.bulk.copied == copied)
        #expect(store.state.shiftEdit.notice == .copied(copied))

        // The cursor on Saturday of the next week: a whole week pastes from its Monday.
        await store.dispatch(.schedule(.moveCursor(days: 9)))
        let paste = try #require(BulkEditIntent.paste(in: store.state))
        let next = monday.adding(days: 7)
        #expect(paste == .bulk(.submitted([.add("early", on: next, notes: "keys"),
                                           .add("night", on: next.adding(days: 2), notes: "")])))
        await store.dispatch(paste)
        #expect(mock.callCount(.apply) == 1)
        #expect(mock.storedShifts.map(\.day) == [monday, monday.adding(days: 2), next, next.adding(days: 2)])
        #expect(mock.storedShifts.map(\.notes) == ["keys", "", "keys", ""])
        #expect(store.state.history.undo.undo.count == 1)
        #expect(store.state.bulk.copied == copied, "what was copied stays, to paste again")
        #expect(try await history.logEntries().map(\.changeSize) == [2, 2])

        await store.dispatch(.history(.undo))
        #expect(mock.storedShifts == [early, night])
    }

    @Test("Y with days marked copies those days; p pastes from the cursor; pasting onto a clash writes nothing")
    func copyMarkedPasteClash() async throws {
        let late = f.shift(f.late, on: f.day.adding(days: 1))
        let blocking = f.shift(f.late, on: f.day.adding(days: 10))
        let mock = MockCalendarService(shifts: [late, blocking])
        var state = schedule([late, blocking])
        state = reduced(state, .bulk(.toggleMark(f.day)), .bulk(.toggleMark(f.day.adding(days: 1))))
        let (store, _) = makeStore(mock, state: state)
        await store.dispatch(try #require(BulkEditIntent.copy(in: store.state)))
        #expect(store.state.bulk.copied == CopiedDays(entries: [CopiedDays.Entry(offset: 1, type: "late", notes: "")],
                                                      dayCount: 2, isWeek: false))
        await store.dispatch(.schedule(.moveCursor(days: 9)))
        await store.dispatch(try #require(BulkEditIntent.paste(in: store.state)))
        #expect(mock.callCount(.apply) == 0)
        #expect(mock.storedShifts == [late, blocking])
        #expect(store.state.shiftEdit.notice?.refusal?.contains("overlaps L Late") == true)
    }

    @Test("p with nothing copied, Y on a month not loaded: said, nothing changes")
    func copyPasteRefusals() {
        let state = schedule()
        #expect(BulkEditIntent.paste(in: state) == .bulk(.unavailable(.nothingCopied)))
        var far = state
        far.schedule.cursor = CalendarDay("2027-06-10")
        #expect(BulkEditIntent.copy(in: far) == .bulk(.unavailable(.monthNotLoaded(CalendarDay("2027-06-07")))))
    }

    @Test("R, a rota typed as symbols, Enter: 28 days of shifts as one change; u removes all of them")
    func rotaLine() async throws {
        let mock = MockCalendarService()
        let (store, history) = makeStore(mock, state: schedule())
        await store.dispatch(try #require(BulkEditIntent.beginRota(in: store.state)))
        #expect(store.state.bulk.rota == RotaPrompt(start: f.day))
        for character in "4E2~4L2~4N3~3E2~4L" {
            await store.dispatch(.bulk(.rota(.edit(.insert(String(character))))))
        }
        await store.dispatch(try #require(BulkEditIntent.submitRota(in: store.state)))
        #expect(mock.callCount(.apply) == 1)
        let symbols = (0..<28).map { offset in
            mock.storedShifts.first { $0.day == f.day.adding(days: offset) }?.symbol ?? "~"
        }
        #expect(symbols.joined() == "EEEE~~LLLL~~NNNN~~~EEE~~LLLL")
        #expect(store.state.bulk.rota == nil)
        #expect(store.state.history.undo.undo.count == 1)
        #expect(try await history.logEntries().count == 19)
        await store.dispatch(.history(.undo))
        #expect(mock.storedShifts == [])
    }

    @Test("the rota line refuses what it cannot read, keeping the text; a clash refuses all and says so in the line")
    func rotaRefusals() async throws {
        var state = reduced(schedule(), BulkEditIntent.beginRota(in: schedule()))
        for character in "E X" { state = reduced(state, .bulk(.rota(.edit(.insert(String(character)))))) }
        #expect(BulkEditIntent.submitRota(in: state) == .bulk(.rota(.refused(.unknownSymbol("X")))))
        state = reduced(state, BulkEditIntent.submitRota(in: state))
        #expect(state.bulk.rota == RotaPrompt(start: f.day, input: TextInput("E X"), problem: .unknownSymbol("X")))
        state = reduced(state, .bulk(.rota(.edit(.deleteBackward))))
        #expect(state.bulk.rota?.problem == nil)
        state = reduced(state, .bulk(.rota(.cancel)))
        #expect(state.bulk.rota == nil)

        let night = f.shift(f.night, on: f.day.adding(days: 1))
        let mock = MockCalendarService(shifts: [night])
        let (store, _) = makeStore(mock, state: schedule([night]))
        await store.dispatch(try #require(BulkEditIntent.beginRota(in: store.state)))
        for character in "3O" { await store.dispatch(.bulk(.rota(.edit(.insert(String(character)))))) }
        await store.dispatch(try #require(BulkEditIntent.submitRota(in: store.state)))
        #expect(mock.storedShifts == [night])
        guard case .saveFailed(let message)? = store.state.bulk.rota?.failure else {
            Issue.record("the rota line shows no refusal: \(String(describing: store.state.bulk.rota))")
            return
        }
        #expect(message.contains("overlaps N Night"))
        #expect(store.state.bulk.rota?.input.text == "3O")
        #expect(!store.state.bulk.isWaiting)
        // Typing on clears the refusal: it was about the line as it was.
        await store.dispatch(.bulk(.rota(.edit(.deleteBackward))))
        #expect(store.state.bulk.rota == RotaPrompt(start: f.day, input: TextInput("3")))
    }
}
