import Foundation
import Redux
import ReduxTesting
import ShiftFeatures
import ShiftInMemoryServices
import ShiftModel
import ShiftTesting
import Testing

/// Bulk changes on the marked days (S4): the forms and question (pure), and
/// whole changes through a real Store with the mock calendar: all or nothing,
/// one undo step.
@Suite("Bulk changes on marked days")
@UIActor
struct BulkEditTests {
    let f = EditFixtures()
    var days: [CalendarDay] { [f.day, f.day.adding(days: 1), f.day.adding(days: 3)] }

    func marked(_ shifts: [ScheduledShift] = []) -> AppState {
        var state = f.state(.schedule)
        state.history.status = .loaded
        state.schedule = f.loadedSchedule(shifts: shifts)
        for day in days {
            AppReducer.reducer.reduce(&state, .bulk(.toggleMark(day)))
        }
        return state
    }

    func makeStore(_ mock: MockCalendarService, state: AppState) -> (AppStore, InMemoryHistoryService) {
        f.makeStore(mock, state: state)
    }

    @Test("v marks and unmarks the cursor's day; Esc unmarks all")
    func marking() {
        var state = marked()
        #expect(state.bulk.marked == Set(days))
        AppReducer.reducer.reduce(&state, .bulk(.toggleMark(days[2])))
        #expect(state.bulk.marked == Set(days.dropLast()))
        AppReducer.reducer.reduce(&state, .bulk(.clearMarks))
        #expect(state.bulk.marked.isEmpty)
    }

    @Test("a with marks: one type and notes for all; Enter makes one add per marked day")
    func oneTypeForm() {
        var state = marked()
        AppReducer.reducer.reduce(&state, BulkEditIntent.add(perDay: false, in: state))
        #expect(state.bulk.kind == .oneType(days))
        #expect(state.bulk.form?.fields.map(\.name) == [.type, .notes])
        #expect(state.openForm == .bulk)
        AppReducer.reducer.reduce(&state, .bulk(.form(.edit(.text(.right)))))
        let submitted = BulkEditIntent.submit(in: state)
        #expect(submitted == .bulk(.submitted(days.map { .add("late", on: $0, notes: "") })))
        AppReducer.reducer.reduce(&state, submitted)
        #expect(state.bulk.isWaiting)
        #expect(state.bulk.form?.isSaving == true)
    }

    @Test("A with marks: a line per day, none by default; only chosen days are added; none at all is refused")
    func typePerDayForm() {
        var state = marked()
        AppReducer.reducer.reduce(&state, BulkEditIntent.add(perDay: true, in: state))
        #expect(state.bulk.form?.fields.map(\.name) == [.day(days[0]), .day(days[1]), .day(days[2]), .notes])
        #expect(state.bulk.form?.fields.first?.options.first == FormChoice(nil, name: "—"))
        AppReducer.reducer.reduce(&state, BulkEditIntent.submit(in: state))
        #expect(state.bulk.form?.failure == .noDayChosen)
        #expect(state.bulk.form?.isSaving == false)
        #expect(BulkEditIntent.submit(in: state) == .bulk(.form(.submit)))
        // Mon: Early (one step right), Tue: none, Thu: Night (three right).
        AppReducer.reducer.reduce(&state, .bulk(.form(.edit(.text(.right)))))
        AppReducer.reducer.reduce(&state, .bulk(.form(.edit(.nextField))))
        AppReducer.reducer.reduce(&state, .bulk(.form(.edit(.nextField))))
        for _ in 0..<3 { AppReducer.reducer.reduce(&state, .bulk(.form(.edit(.text(.right))))) }
        let submitted = BulkEditIntent.submit(in: state)
        #expect(submitted == .bulk(.submitted([.add("early", on: days[0], notes: ""), .add("night", on: days[2], notes: "")])))
        AppReducer.reducer.reduce(&state, submitted)
        #expect(state.bulk.isWaiting)
        #expect(state.bulk.form?.isSaving == true)
        #expect(state.shiftEdit.isApplying)
    }

    @Test("A refuses more than a year of days at once; a and d without marks say to mark first")
    func limits() {
        var state = f.state(.schedule)
        state.schedule = f.loadedSchedule()
        AppReducer.reducer.reduce(&state, BulkEditIntent.add(perDay: false, in: state))
        #expect(state.shiftEdit.notice == .unavailable(.noMarks))
        for offset in 0...BulkEditState.maxDaysPerDayForm { state.bulk.marked.insert(f.day.adding(days: offset)) }
        AppReducer.reducer.reduce(&state, BulkEditIntent.add(perDay: true, in: state))
        #expect(state.bulk.form == nil)
        #expect(state.shiftEdit.notice == .unavailable(.tooManyDaysPerDay(max: 366, marked: 367)))
    }

    @Test("d with marks asks with the number of shifts that start on the marked days")
    func deleteQuestion() {
        let early = f.shift(f.early, on: f.day)
        let night = f.shift(f.night, on: f.day.adding(days: 1))
        let elsewhere = f.shift(f.late, on: f.day.adding(days: 2))
        var state = marked([early, night, elsewhere])
        AppReducer.reducer.reduce(&state, BulkEditIntent.deleteMarked(in: state))
        #expect(state.bulk.question == BulkEditState.Question(days: days, requests: [.delete(early), .delete(night)]))
        AppReducer.reducer.reduce(&state, .bulk(.declined))
        #expect(state.bulk == BulkEditState(marked: Set(days)))

        var empty = marked()
        AppReducer.reducer.reduce(&empty, BulkEditIntent.deleteMarked(in: empty))
        #expect(empty.bulk.question == nil)
        #expect(empty.shiftEdit.notice == .unavailable(.noShiftsOnMarkedDays))
    }

    @Test("a bulk add whose save fails writes nothing: calendar, log and undo unchanged; the form says why")
    func saveFails() async throws {
        let mock = MockCalendarService()
        let (store, history) = makeStore(mock, state: marked())
        mock.failNext(.apply, with: MockCalendarService.ScriptedFailure("Cannot save /d/calendar.ics: disk full."))
        await store.dispatch(BulkEditIntent.add(perDay: false, in: store.state))
        await store.dispatch(BulkEditIntent.submit(in: store.state))

        #expect(mock.callCount(.apply) == 1)
        #expect(mock.storedShifts == [])
        #expect(try await history.logEntries() == [])
        #expect(store.state.history.undo == UndoHistory())
        #expect(store.state.bulk.form?.failure == .saveFailed("Cannot save /d/calendar.ics: disk full."))
        #expect(store.state.bulk.form?.isSaving == false)
        #expect(store.state.bulk.marked == Set(days))
    }

    @Test("an overlap on one marked day refuses the whole bulk add, naming the shift in the way")
    func overlapRefusesAll() async throws {
        let late = f.shift(f.late, on: days[1])
        let mock = MockCalendarService(shifts: [late])
        let (store, history) = makeStore(mock, state: marked([late]))
        await store.dispatch(BulkEditIntent.add(perDay: false, in: store.state))
        await store.dispatch(.bulk(.form(.edit(.text(.right)))))
        await store.dispatch(BulkEditIntent.submit(in: store.state))

        #expect(mock.storedShifts == [late])
        #expect(mock.callCount(.apply) == 0)
        #expect(try await history.logEntries() == [])
        guard case .saveFailed(let message)? = store.state.bulk.form?.failure else {
            Issue.record("the form shows no refusal: \(String(describing: store.state.bulk.form?.failure))")
            return
        }
        #expect(message.contains("overlaps L Late"))
    }

    @Test("a bulk add writes every day at once, clears the marks, and one u removes all of them")
    func addThenUndo() async throws {
        let mock = MockCalendarService()
        let (store, history) = makeStore(mock, state: marked())
        await store.dispatch(BulkEditIntent.add(perDay: false, in: store.state))
        await store.dispatch(BulkEditIntent.submit(in: store.state))

        #expect(mock.callCount(.apply) == 1)
        #expect(mock.storedShifts.map(\.day) == days)
        #expect(mock.storedShifts.map(\.symbol) == ["E", "E", "E"])
        #expect(store.state.bulk.marked.isEmpty)
        #expect(store.state.bulk == BulkEditState())
        #expect(store.state.shiftEdit.notice?.isError == false)
        #expect(store.state.shiftEdit.notice.map(summary) == "Added 3 shifts")
        #expect(store.state.history.undo.undo.count == 1)
        #expect(try await history.logEntries().map(\.changeSize) == [3, 3, 3])
        // The grid shows them without a reload.
        #expect(days.allSatisfy { store.state.schedule.shifts(startingOn: $0).count == 1 })

        await store.dispatch(.history(.undo))
        #expect(mock.storedShifts == [])
        #expect(store.state.shiftEdit.notice.map(summary) == "undo: Deleted 3 shifts")
        #expect(days.allSatisfy { store.state.schedule.shifts(startingOn: $0).isEmpty })
    }

    @Test("a bulk delete after y removes the marked days' shifts in one write; u brings them all back")
    func deleteThenUndo() async throws {
        let early = f.shift(f.early, on: f.day)
        let night = f.shift(f.night, on: f.day.adding(days: 1))
        let other = f.shift(f.late, on: f.day.adding(days: 2))
        let mock = MockCalendarService(shifts: [early, night, other])
        let (store, history) = makeStore(mock, state: marked([early, night, other]))
        await store.dispatch(BulkEditIntent.deleteMarked(in: store.state))
        await store.dispatch(BulkEditIntent.answer(true, in: store.state)!)

        #expect(mock.calls.filter { $0.method == .apply } == [.apply(CalendarChanges(delete: [early.id, night.id], expected: [early.id: early, night.id: night]))])
        #expect(mock.storedShifts == [other])
        #expect(try await history.logEntries().map(\.actionLabel) == ["bulk delete", "bulk delete"])

        await store.dispatch(.history(.undo))
        #expect(mock.storedShifts == [early, night, other])
        #expect(store.state.history.undo.redo.count == 1)
    }

    /// A change notice as `source: summary` (`Added 3 shifts` for an edit).
    private func summary(_ notice: Notice) -> String {
        guard case .changed(let operation, let source) = notice else { return "not a change: \(notice)" }
        return source == .edit ? operation.summary : "\(source.rawValue): \(operation.summary)"
    }
}

@Suite("b's question: the marked days as runs, one absence each")
struct AbsenceQuestionTests {
    @Test("days in a row make one run; a gap starts another; the answer is one request a run")
    func runs() {
        let days = ["2026-12-01", "2026-12-02", "2026-12-03", "2026-12-07", "2026-12-04", "2026-12-10"].map(CalendarDay.init)
        let question = BulkEditState.AbsenceQuestion(days: days)
        #expect(question.runs == [CalendarDay("2026-12-01")...CalendarDay("2026-12-04"),
                                  CalendarDay("2026-12-07")...CalendarDay("2026-12-07"),
                                  CalendarDay("2026-12-10")...CalendarDay("2026-12-10")])
        #expect(question.requests(.sick) == [
            .addAbsence(.sick, from: CalendarDay("2026-12-01"), through: CalendarDay("2026-12-04"), notes: ""),
            .addAbsence(.sick, from: CalendarDay("2026-12-07"), through: CalendarDay("2026-12-07"), notes: ""),
            .addAbsence(.sick, from: CalendarDay("2026-12-10"), through: CalendarDay("2026-12-10"), notes: ""),
        ])
    }
}
