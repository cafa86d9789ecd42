import Foundation
import Redux
import ReduxTesting
import ShiftFeatures
import ShiftInMemoryServices
import ShiftModel
import ShiftTesting
import Testing

/// Whole Schedule and editing flows through the exhaustive TestStore: every
/// state change and every action a middleware dispatched is asserted.
@Suite("Schedule and editing flows (TestStore)")
@UIActor
struct ScheduleFlowTests {
    let f = EditFixtures()

    func makeStore(_ mock: MockCalendarService, state: AppState) -> TestStore<AppState, AppAction, ServiceContainer> {
        TestStore(initialState: state, reducer: AppReducer.reducer,
                  services: ServiceContainer.inMemory(calendar: mock, clock: f.clock, ids: SequentialIDGenerator(prefix: "uid-")),
                  middlewares: AppReducer.middlewares())
    }

    /// The shifts call for the months from `first` to `last`.
    func span(_ first: YearMonth, _ last: YearMonth) -> MockCalendarService.Call {
        .shifts(DateInterval(start: first.firstDay.start(in: f.calendar), end: last.adding(months: 1).firstDay.start(in: f.calendar)))
    }

    /// The default catalog's types as the editor offers them.
    let typeOptions = [
        FormChoice(.shiftType("early"), name: "E  Early  06:00–14:00"),
        FormChoice(.shiftType("late"), name: "L  Late  14:00–22:00"),
        FormChoice(.shiftType("night"), name: "N  Night  22:00–06:00 (overnight)"),
        FormChoice(.shiftType("off"), name: "O  Off  all day"),
    ]

    /// Types `text` into the empty second field, a key at a time; each key
    /// expects the text typed so far.
    func insert(_ text: String, _ store: TestStore<AppState, AppAction, ServiceContainer>) async {
        var typed = ""
        for character in text {
            typed.append(character)
            let expected = typed
            await store.send(.editor(.form(.edit(.text(.insert(String(character))))))) {
                $0.editor.form?.fields[1].input = TextInput(expected)
            }
        }
    }

    @Test("2 opens the Schedule on today; the window of months loads in one call; r reloads it keeping the cursor")
    func openAndLoad() async {
        let early = f.shift(f.early, on: f.day)
        let mock = MockCalendarService(shifts: [early])
        // Before the app heard the day: the clock's answer places the cursor.
        var state = f.state(.today)
        state.clockToday = nil
        let store = makeStore(mock, state: state)
        let window = [f.october, f.november, f.december]

        await store.send(.showScreen(.schedule)) { $0.screen = .schedule }
        await store.receive(.schedule(.todayIs(f.day, calendar: f.calendar, moveCursor: false))) {
            $0.clockToday = f.day
            $0.schedule = ScheduleState(cursor: f.day, calendar: f.calendar,
                                        months: Dictionary(uniqueKeysWithValues: window.map { ($0, MonthShifts(isLoading: true)) }))
        }
        await store.receive(.schedule(.loaded(window, .success([early])))) {
            $0.schedule.months = [f.october: MonthShifts(shifts: []), f.november: MonthShifts(shifts: [early]),
                                  f.december: MonthShifts(shifts: [])]
        }
        // The window in one call, then the month in view checked against the rules.
        #expect(mock.calls == [span(f.october, f.december), f.rulesRead(f.november)])

        // Inside the loaded window a move loads nothing.
        await store.send(.schedule(.moveCursor(days: 1))) { $0.schedule.cursor = f.day.adding(days: 1) }
        await store.send(.schedule(.reload)) {
            for month in window { $0.schedule.months[month]?.isLoading = true }
        }
        await store.receive(.schedule(.loaded(window, .success([early])))) {
            for month in window { $0.schedule.months[month]?.isLoading = false }
        }
        // Showing the screen again does not move the cursor back to today.
        await store.send(.showScreen(.today)) { $0.screen = .today }
        await store.send(.showScreen(.schedule)) { $0.screen = .schedule }
        await store.finish()
        #expect(mock.callCount(.shifts) == 4)
    }

    @Test("] ] while the first load is held: the second load replaces it, and only its answer lands")
    func newerLoadReplacesTheOneInFlight() async {
        let mock = MockCalendarService()
        var state = f.state(.schedule)
        state.schedule = f.loadedSchedule()
        let store = makeStore(mock, state: state)
        let gate = AsyncGate()
        mock.hold(at: gate)
        let january = YearMonth(year: 2027, month: 1), february = YearMonth(year: 2027, month: 2)

        let toDecember = await store.start(.schedule(.moveMonth(by: 1))) {
            $0.schedule.cursor = CalendarDay("2026-12-23")
            $0.schedule.months[january] = MonthShifts(isLoading: true)
        }
        await gate.waitForArrivals(1)
        let toJanuary = await store.start(.schedule(.moveMonth(by: 1))) {
            $0.schedule.cursor = CalendarDay("2027-01-23")
            $0.schedule.months[february] = MonthShifts(isLoading: true)
        }
        await gate.waitForArrivals(2)
        // Both loads were asked for: December's window's month, then January's window's two.
        #expect(mock.calls.filter { $0 != f.rulesRead(f.december) } == [span(january, january), span(january, february)])
        // The second load cancelled the first, which will report nothing.
        await store.receiveCancellation(of: ScheduleMiddleware.monthsEffect)

        gate.open()
        await store.receive(.schedule(.loaded([january, february], .success([])))) {
            $0.schedule.months[january] = MonthShifts(shifts: [])
            $0.schedule.months[february] = MonthShifts(shifts: [])
        }
        await toDecember.finish()
        await toJanuary.finish()
        // Exhaustive: an answer of the cancelled load would be left over here and fail.
        await store.finish()
        // The rules checked December (loaded, in view) and January once its
        // load answered; neither breaks one, so neither told the grid.
        #expect(Set(mock.calls) == [span(january, january), span(january, february), f.rulesRead(f.december),
                                    f.rulesRead(january)])
    }

    @Test("] ] ] while the loads are held: each load replaces the one before, and only the last window's lands")
    func threeMovesLandOnlyTheLastLoad() async {
        let mock = MockCalendarService()
        var state = f.state(.schedule)
        state.schedule = f.loadedSchedule()
        let store = makeStore(mock, state: state)
        let gate = AsyncGate()
        mock.hold(at: gate)
        let january = YearMonth(year: 2027, month: 1), february = YearMonth(year: 2027, month: 2)
        let march = YearMonth(year: 2027, month: 3)

        let toDecember = await store.start(.schedule(.moveMonth(by: 1))) {
            $0.schedule.cursor = CalendarDay("2026-12-23")
            $0.schedule.months[january] = MonthShifts(isLoading: true)
        }
        let toJanuary = await store.start(.schedule(.moveMonth(by: 1))) {
            $0.schedule.cursor = CalendarDay("2027-01-23")
            $0.schedule.months[february] = MonthShifts(isLoading: true)
        }
        // Each load cancels the one before, which will report nothing.
        await store.receiveCancellation(of: ScheduleMiddleware.monthsEffect)
        let toFebruary = await store.start(.schedule(.moveMonth(by: 1))) {
            $0.schedule.cursor = CalendarDay("2027-02-23")
            $0.schedule.months[march] = MonthShifts(isLoading: true)
            // Four months from February: dropped.
            $0.schedule.months[f.october] = nil
        }
        await store.receiveCancellation(of: ScheduleMiddleware.monthsEffect)
        // Three loads, each of the months its window still lacked, and
        // December's rules (January and February were loading: their loads check them).
        await gate.waitForArrivals(4)
        #expect(Set(mock.calls) == [span(january, january), span(january, february), span(january, march),
                                    f.rulesRead(f.december)])

        gate.open()
        await store.receive(.schedule(.loaded([january, february, march], .success([])))) {
            $0.schedule.months[january] = MonthShifts(shifts: [])
            $0.schedule.months[february] = MonthShifts(shifts: [])
            $0.schedule.months[march] = MonthShifts(shifts: [])
        }
        await toDecember.finish()
        await toJanuary.finish()
        await toFebruary.finish()
        // Exhaustive: an answer of a cancelled load would be left over here and fail.
        await store.finish()
    }

    @Test("a on the Schedule: choose Late, type notes, Enter; the shift is written and shown, selected")
    func addFromSchedule() async {
        let mock = MockCalendarService()
        var state = f.state(.schedule)
        state.schedule = f.loadedSchedule()
        let store = makeStore(mock, state: state)

        await store.send(.editor(.add(f.day))) {
            $0.editor = ShiftEditorState(
                form: FormState([
                    FormField(.type, .choice(typeOptions), choice: 0),
                    FormField(.notes, .text(maxLength: 200)),
                ]),
                purpose: .add(f.day))
        }
        await store.send(.editor(.form(.edit(.text(.insert("L")))))) { $0.editor.form?.fields[0].choice = 1 }
        await store.send(.editor(.form(.edit(.nextField)))) { $0.editor.form?.focus = 1 }
        await insert("cover", store)
        await store.send(ShiftEditorIntent.submit(in: store.state)) {
            $0.editor.form?.isSaving = true
            $0.editor.isWaiting = true
            $0.shiftEdit.isApplying = true
        }
        let late = f.shift(f.late, on: f.day, id: "uid-1", notes: "cover")
        let operation = ShiftOperation([.add(late)])
        await store.receive(.shiftEdit(.applied(f.record(operation, id: "uid-2"), source: .edit))) {
            $0.history.undo = UndoHistory(undo: [f.step(operation, id: "uid-2")])
            $0.history.status = .loaded
            $0.shiftEdit = ShiftEditState(notice: .changed(operation, by: .edit), lastOperation: operation)
            $0.editor = ShiftEditorState()
            $0.schedule.months[f.november]?.shifts = [late]
            $0.schedule.selectedShift = late.id
        }
        await store.finish()
        #expect(mock.storedShifts == [late])
    }

    @Test("d on the Schedule asks; y deletes the selected shift; moving on clears the message")
    func deleteFromSchedule() async {
        let early = f.shift(f.early, on: f.day)
        let mock = MockCalendarService(shifts: [early])
        var state = f.state(.schedule)
        state.schedule = f.loadedSchedule(shifts: [early])
        let store = makeStore(mock, state: state)

        await store.send(.editor(.delete(early))) {
            $0.editor.question = ShiftEditorQuestion(request: .delete(early))
        }
        await store.send(ShiftEditorIntent.answer(true, in: store.state)!) {
            $0.editor = ShiftEditorState(isWaiting: true)
            $0.shiftEdit.isApplying = true
        }
        let operation = ShiftOperation([.delete(early)])
        await store.receive(.shiftEdit(.applied(f.record(operation, id: "uid-1"), source: .edit))) {
            $0.history.undo = UndoHistory(undo: [f.step(operation, id: "uid-1")])
            $0.history.status = .loaded
            $0.shiftEdit = ShiftEditState(notice: .changed(operation, by: .edit), lastOperation: operation)
            $0.editor = ShiftEditorState()
            $0.schedule.months[f.november]?.shifts = []
        }
        await store.send(.schedule(.moveCursor(days: 1))) {
            $0.schedule.cursor = f.day.adding(days: 1)
            $0.shiftEdit.notice = nil
        }
        await store.finish()
        #expect(mock.storedShifts == [])
    }

    @Test("s on Today: pick the second shift, switch it with a reason after y; notes stay; Today forgets the days it kept and reloads the day")
    func switchFromToday() async {
        let early = f.shift(f.early, on: f.day, notes: "keys")
        let night = f.shift(f.night, on: f.day.adding(days: 1))
        let mock = MockCalendarService(shifts: [early, night])
        var state = f.state(.today)
        state.today = TodayState(selectedDay: f.day, shifts: [early], nextDayShifts: [night],
                                 keptDays: [KeptDay(day: f.day.adding(days: 1), shifts: [night], nextDayShifts: []),
                                            KeptDay(day: f.day, shifts: [early], nextDayShifts: [night])])
        let store = makeStore(mock, state: state)

        await store.send(.today(.moveShiftSelection(by: 1))) { $0.today.selectedShift = night.id }
        await store.send(.today(.moveShiftSelection(by: -1))) { $0.today.selectedShift = early.id }
        await store.send(.editor(.switchType(early))) {
            $0.editor = ShiftEditorState(
                form: FormState([
                    // Every type but the shift's own.
                    FormField(.type, .choice(Array(typeOptions[1...])), choice: 0),
                    FormField(.reason, .text(maxLength: 120)),
                ]),
                purpose: .switchType(early))
        }
        await store.send(.editor(.form(.edit(.nextField)))) { $0.editor.form?.focus = 1 }
        await insert("swap", store)
        let request = ShiftEditRequest.switchType(early, to: "late", reason: "swap")
        await store.send(ShiftEditorIntent.submit(in: store.state)) {
            $0.editor.question = ShiftEditorQuestion(request: request)
        }
        await store.send(ShiftEditorIntent.answer(true, in: store.state)!) {
            $0.editor.question = nil
            $0.editor.isWaiting = true
            $0.editor.form?.isSaving = true
            $0.shiftEdit.isApplying = true
        }
        var late = f.shift(f.late, on: f.day, id: early.id.rawValue, notes: "keys")
        late.location = "Main site"
        let operation = ShiftOperation([.change(.switchType, from: early, to: late, reason: "swap")])
        await store.receive(.shiftEdit(.applied(f.record(operation, id: "uid-1"), source: .edit))) {
            $0.history.undo = UndoHistory(undo: [f.step(operation, id: "uid-1")])
            $0.history.status = .loaded
            $0.shiftEdit = ShiftEditState(notice: .changed(operation, by: .edit),
                                          lastOperation: operation)
            $0.editor = ShiftEditorState()
            // Today follows the write itself: it forgets its kept days and
            // reads the day shown again; no writer asks it to.
            $0.today.keptDays = []
            $0.today.isLoading = true
        }
        await store.receive(.today(.loaded(.success(DaySchedule(day: f.day, referenceToday: f.day,
                                                                shifts: [late], nextDayShifts: [night],
                                                                outlook: Outlook(start: f.day, shifts: [late, night]),
                                                                loadedAt: f.clock.now()))))) {
            $0.today.isLoading = false
            $0.today.shifts = [late]
            $0.today.outlook = Outlook(start: f.day, shifts: [late, night])
            $0.today.now = f.clock.now()
            $0.today.keptDays = [KeptDay(day: f.day, shifts: [late], nextDayShifts: [night])]
        }
        await store.finish()
        #expect(mock.storedShifts == [late, night])
    }

    @Test("! unmarks a sick shift at once, without a form")
    func unmarkSick() async {
        let sick = f.shift(f.early, on: f.day, sick: SickMark(reason: "flu"))
        let mock = MockCalendarService(shifts: [sick])
        var state = f.state(.schedule)
        state.schedule = f.loadedSchedule(shifts: [sick])
        let store = makeStore(mock, state: state)

        // ! on a sick shift sends the unmark itself: no form, no question.
        let key = ShiftEditorIntent.open(.sick, in: store.state)
        #expect(key == .editor(.submitted(.unmarkSick(sick))))
        await store.send(.editor(.submitted(.unmarkSick(sick)))) {
            $0.editor = ShiftEditorState(isWaiting: true)
            $0.shiftEdit.isApplying = true
        }
        let well = f.shift(f.early, on: f.day)
        let operation = ShiftOperation([.change(.unsick, from: sick, to: well, reason: "flu")])
        await store.receive(.shiftEdit(.applied(f.record(operation, id: "uid-1"), source: .edit))) {
            $0.history.undo = UndoHistory(undo: [f.step(operation, id: "uid-1")])
            $0.history.status = .loaded
            $0.shiftEdit = ShiftEditState(notice: .changed(operation, by: .edit), lastOperation: operation)
            $0.editor = ShiftEditorState()
            $0.schedule.months[f.november]?.shifts = [well]
            $0.schedule.selectedShift = well.id
        }
        await store.finish()
    }

    @Test("t on the Schedule goes to the today it knows at once, then asks the clock, which may have moved past midnight")
    func goToToday() async {
        var state = f.state(.schedule)
        state.schedule = f.loadedSchedule(cursor: CalendarDay("2026-11-02"))
        let store = makeStore(MockCalendarService(), state: state)
        f.clock.advance(by: 86_400)
        let tomorrow = f.day.adding(days: 1)
        await store.send(.schedule(.goToToday)) { $0.schedule.cursor = f.day }
        await store.receive(.schedule(.todayIs(tomorrow, calendar: f.calendar, moveCursor: true))) {
            $0.clockToday = tomorrow
            $0.schedule.cursor = tomorrow
        }
        await store.finish()
    }

    @Test("t then l at once: l moves on from today, and the clock's answer leaves the cursor where l put it")
    func goToTodayThenMove() async {
        var state = f.state(.schedule)
        state.schedule = f.loadedSchedule(cursor: CalendarDay("2026-11-02"))
        let store = makeStore(MockCalendarService(), state: state)
        let goToToday = await store.start(.schedule(.goToToday)) { $0.schedule.cursor = f.day }
        await store.send(.schedule(.moveCursor(days: 1))) { $0.schedule.cursor = f.day.adding(days: 1) }
        // The clock's answer was asked with the cursor on today; the reducer
        // finds l moved it since, and leaves it.
        await store.receive(.schedule(.todayIs(f.day, calendar: f.calendar, moveCursor: true)))
        // The window was loaded: neither l nor the clock's answer requests
        // a load, so none runs and none is cancelled.
        await goToToday.finish()
        await store.finish()
    }

    @Test("2 on a grid never shown puts the cursor on the day the app started on at once; the clock confirms it")
    func openOnKnownToday() async {
        let mock = MockCalendarService()
        var state = f.state(.today)
        state.clockToday = nil
        let store = makeStore(mock, state: state)
        // The app says the day it starts on: the grid, not shown, asks nothing.
        await store.send(.refresh(.dayChanged(f.day))) { $0.clockToday = f.day }
        let window = [f.october, f.november, f.december]
        // Reduced with the key: the next key already meets the cursor.
        await store.send(.showScreen(.schedule)) {
            $0.screen = .schedule
            $0.schedule.cursor = f.day
            $0.schedule.months = Dictionary(uniqueKeysWithValues: window.map { ($0, MonthShifts(isLoading: true)) })
        }
        await store.receive(.schedule(.todayIs(f.day, calendar: f.calendar, moveCursor: true))) {
            $0.schedule.calendar = f.calendar
        }
        await store.receive(.schedule(.loaded(window, .success([])))) {
            for month in window { $0.schedule.months[month] = MonthShifts(shifts: []) }
        }
        await store.finish()
    }
}
