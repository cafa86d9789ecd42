import Foundation
import ShiftFeatures
import ShiftModel
import ShiftTesting
import Testing

@Suite("Schedule reducer (S1, S2, S7)")
struct ScheduleReducerTests {
    let f = EditFixtures()

    let january = YearMonth(year: 2027, month: 1)

    /// Each month marked loading, nothing loaded yet.
    func loading(_ months: [YearMonth]) -> [YearMonth: MonthShifts] {
        Dictionary(uniqueKeysWithValues: months.map { ($0, MonthShifts(isLoading: true)) })
    }

    /// The state after `actions`, the clock's today being `today` (the fixtures' day).
    func reduced(_ state: ScheduleState, _ actions: ScheduleAction..., today: CalendarDay? = CalendarDay("2026-11-23")) -> ScheduleState {
        var state = state
        for action in actions { ScheduleReducer.reduce(&state, action, today: today) }
        return state
    }

    @Test("the clock's today puts the cursor on it and marks the months around it loading")
    func todayIs() {
        let state = reduced(ScheduleState(), .todayIs(f.day, calendar: f.calendar, moveCursor: false))
        #expect(state == ScheduleState(cursor: f.day, calendar: f.calendar, months: loading([f.october, f.november, f.december])))
        #expect(state.isLoading)
        // A later answer without moveCursor keeps the cursor where the user put it.
        let moved = reduced(f.loadedSchedule(cursor: f.day.adding(days: 3)),
                            .todayIs(f.day.adding(days: 1), calendar: f.calendar, moveCursor: false))
        #expect(moved.cursor == f.day.adding(days: 3))
        // moveCursor follows only a cursor still on the today known: t put it
        // there, and the clock's answer takes it on.
        #expect(reduced(moved, .todayIs(f.day, calendar: f.calendar, moveCursor: true)).cursor == f.day.adding(days: 3))
        #expect(reduced(reduced(moved, .goToToday), .todayIs(f.day, calendar: f.calendar, moveCursor: true)).cursor == f.day)
    }

    @Test("days and weeks move the cursor; inside the loaded window nothing loads and the selection resets")
    func moveCursor() {
        var start = f.loadedSchedule()
        start.selectedShift = "E-2026-11-23"
        var expected = start
        expected.cursor = f.day.adding(days: 1)
        expected.selectedShift = nil
        #expect(reduced(start, .moveCursor(days: 1)) == expected)
        expected.cursor = f.day.adding(days: -7)
        #expect(reduced(start, .moveCursor(days: -7)) == expected)
        #expect(reduced(start, .moveCursor(days: 0)) == start)
        #expect(reduced(ScheduleState(), .moveCursor(days: 1)) == ScheduleState())
    }

    @Test("a week down from the last week crosses into the next month, whose neighbour is marked loading")
    func crossMonth() {
        let state = reduced(f.loadedSchedule(), .moveCursor(days: 14))
        #expect(state.cursor == CalendarDay("2026-12-07"))
        #expect(state.months == [f.october: MonthShifts(shifts: []), f.november: MonthShifts(shifts: []),
                                 f.december: MonthShifts(shifts: []), january: MonthShifts(isLoading: true)])
    }

    @Test("[ and ] keep the day of the month, or clamp it; months far away are dropped")
    func moveMonth() {
        let january31 = f.loadedSchedule(cursor: CalendarDay("2026-01-31"))
        let february = reduced(january31, .moveMonth(by: 1))
        #expect(february.cursor == CalendarDay("2026-02-28"))
        #expect(february.months[YearMonth(year: 2026, month: 3)] == MonthShifts(isLoading: true))
        #expect(february.months.values.filter(\.isLoading).count == 1)

        let far = reduced(f.loadedSchedule(), .moveMonth(by: 4))
        #expect(far.cursor == CalendarDay("2027-03-23"))
        // Only December is within three months of March; October and November are dropped.
        #expect(far.months == [f.december: MonthShifts(shifts: [])].merging(
            loading([YearMonth(year: 2027, month: 2), YearMonth(year: 2027, month: 3), YearMonth(year: 2027, month: 4)]),
            uniquingKeysWith: { $1 }))
    }

    @Test("a month the window leaves while loading is dropped (its load is given up); coming back marks it again")
    func monthLeftLoading() {
        let december = reduced(f.loadedSchedule(), .moveMonth(by: 1))
        #expect(december.months[january] == MonthShifts(isLoading: true))
        let back = reduced(december, .moveMonth(by: -1))
        #expect(back.months == f.loadedSchedule().months)
        #expect(!back.isLoading)
        #expect(reduced(back, .moveMonth(by: 1)) == december)
        // A month still in the window stays loading; one loaded and left stays loaded.
        let february = reduced(december, .moveMonth(by: 1))
        #expect(february.months[january] == MonthShifts(isLoading: true))
        #expect(february.months[f.november] == MonthShifts(shifts: []))
    }

    @Test("the answer fills each month loading with the shifts that start in it")
    func loadAndLoaded() {
        let loading = reduced(ScheduleState(), .todayIs(f.day, calendar: f.calendar, moveCursor: false))
        #expect(loading.isLoading)

        let early = f.shift(f.early, on: f.day)
        let lastOfOctober = f.shift(f.night, on: CalendarDay("2026-10-31"))
        let january = f.shift(f.early, on: CalendarDay("2027-01-02"))
        let loaded = reduced(loading, .loaded([f.october, f.november, f.december],
                                              .success([early, lastOfOctober, january])))
        #expect(loaded.months == [f.october: MonthShifts(shifts: [lastOfOctober]), f.november: MonthShifts(shifts: [early]),
                                  f.december: MonthShifts(shifts: [])])
        #expect(!loaded.isLoading)
        // Last night's overnight shift from October shows on November 1st too.
        #expect(loaded.shifts(on: CalendarDay("2026-11-01")) == [lastOfOctober])
        #expect(loaded.shifts(startingOn: CalendarDay("2026-11-01")) == [])
    }

    @Test("leave over a month's end is kept in each month it reaches, once, though two runs of months brought it")
    func leaveAcrossMonths() {
        let loading = reduced(ScheduleState(), .todayIs(f.day, calendar: f.calendar, moveCursor: false))
        let leave = ScheduledShift.absence(.annual, from: CalendarDay("2026-10-29"), through: CalendarDay("2026-11-03"),
                                           id: "leave", calendar: f.calendar)
        let loaded = reduced(loading, .loaded([f.october, f.november, f.december], .success([leave, leave])))
        #expect(loaded.months == [f.october: MonthShifts(shifts: [leave]), f.november: MonthShifts(shifts: [leave]),
                                  f.december: MonthShifts(shifts: [])])
        #expect(loaded.shifts(on: CalendarDay("2026-11-02")) == [leave])
        #expect(loaded.shifts(on: CalendarDay("2026-11-04")) == [])
    }

    @Test("a failed load shows its error and keeps what was shown; r loads again and clears it")
    func failureAndRetry() {
        let early = f.shift(f.early, on: f.day)
        var state = f.loadedSchedule(shifts: [early])
        state = reduced(state, .reload)
        #expect(state.months == [f.october: MonthShifts(shifts: [], isLoading: true),
                                 f.november: MonthShifts(shifts: [early], isLoading: true),
                                 f.december: MonthShifts(shifts: [], isLoading: true)])
        #expect(state.shifts(on: f.day) == [early])
        state = reduced(state, .loaded([f.october, f.november, f.december],
                                       .failure(UserFacingError(message: "Cannot read /d/calendar.ics"))))
        #expect(state.months[f.november] == MonthShifts(shifts: [early], errorMessage: "Cannot read /d/calendar.ics"))
        #expect(state.errorMessage == "Cannot read /d/calendar.ics")
        state = reduced(state, .reload)
        #expect(state.errorMessage == nil)
        #expect(state.months[f.november] == MonthShifts(shifts: [early], isLoading: true))
    }

    @Test("the cursor and the selected shift survive a reload; a shift gone after it falls back to the first")
    func selectionSurvivesReload() {
        let early = f.shift(f.early, on: f.day)
        let late = f.shift(f.late, on: f.day)
        var state = reduced(f.loadedSchedule(shifts: [early, late]), .moveShiftSelection(by: 1))
        #expect(state.selected == late)
        state = reduced(state, .reload,
                        .loaded([f.october, f.november, f.december], .success([late, early])))
        #expect(state.cursor == f.day)
        #expect(state.selectedShift == late.id)
        #expect(state.selected == late)
        state = reduced(state, .reload, .loaded([f.november], .success([early])))
        #expect(state.selected == early)
    }

    @Test("the shift selection starts on the day's own shift, moves through last night's, and stops at the ends")
    func shiftSelection() {
        let lastNight = f.shift(f.night, on: f.day.adding(days: -1))
        let late = f.shift(f.late, on: f.day)
        var state = f.loadedSchedule(shifts: [late, lastNight])
        #expect(state.shifts(on: f.day) == [lastNight, late])
        #expect(state.selectedShift == nil)
        #expect(state.selected == late)
        state = reduced(state, .moveShiftSelection(by: -1))
        #expect(state.selectedShift == lastNight.id)
        #expect(state.selected == lastNight)
        state = reduced(state, .moveShiftSelection(by: 5))
        #expect(state.selectedShift == late.id)
        state = reduced(state, .moveShiftSelection(by: -9))
        #expect(state.selectedShift == lastNight.id)
        #expect(reduced(f.loadedSchedule(), .moveShiftSelection(by: 1)).selectedShift == nil)
    }

    @Test("after a move onto the day after a night, the day's own shift is selected; with none of its own, last night's")
    func dayAfterNightSelectsOwnShift() {
        let night = f.shift(f.night, on: f.day)
        let nextEarly = f.shift(f.early, on: f.day.adding(days: 1))
        var state = reduced(f.loadedSchedule(shifts: [night, nextEarly]), .moveCursor(days: 1))
        #expect(state.cursor == f.day.adding(days: 1))
        #expect(state.selectedShift == nil)
        #expect(state.selected == nextEarly)
        // j from the selection shown goes nowhere past the last; k reaches last night's.
        #expect(reduced(state, .moveShiftSelection(by: 1)).selectedShift == nextEarly.id)
        #expect(reduced(state, .moveShiftSelection(by: -1)).selectedShift == night.id)
        state = reduced(f.loadedSchedule(shifts: [night]), .moveCursor(days: 1))
        #expect(state.selected == night)
    }

    @Test("g: a typed date moves the cursor; a bad one keeps the text with a message; Esc closes the prompt")
    func goTo() {
        var state = reduced(f.loadedSchedule(), .beginGoTo)
        #expect(state.prompt == .goTo(GoToLine()))
        for character in "2027-02-14" { state = reduced(state, .editGoTo(.insert(String(character)))) }
        state = reduced(state, .commitGoTo)
        #expect(state.prompt == nil)
        #expect(state.cursor == CalendarDay("2027-02-14"))
        // November and December are kept (within three months of February); October is dropped.
        #expect(state.months == [f.november: MonthShifts(shifts: []), f.december: MonthShifts(shifts: [])].merging(
            loading([january, YearMonth(year: 2027, month: 2), YearMonth(year: 2027, month: 3)]), uniquingKeysWith: { $1 }))

        state = reduced(f.loadedSchedule(), .beginGoTo, .editGoTo(.insert("2026-02-30")), .commitGoTo)
        #expect(state.prompt == .goTo(GoToLine(TextInput("2026-02-30"), problem: .unknownDate("2026-02-30"))))
        #expect(state.cursor == f.day)
        // A real date outside the days shifts handles names the range; what was typed stays.
        var outside = reduced(f.loadedSchedule(), .beginGoTo, .editGoTo(.insert("1500-03-01")), .commitGoTo)
        #expect(outside.goTo == GoToLine(TextInput("1500-03-01"), problem: .unsupportedDay(CalendarDay("1500-03-01"))))
        outside = reduced(outside, .cancelGoTo)
        #expect(outside.cursor == f.day)
        state = reduced(state, .editGoTo(.deleteToStart))
        #expect(state.goTo == GoToLine(TextInput("")))
        state = reduced(state, .commitGoTo)
        #expect(state.goTo?.problem == .missing(.date))
        state = reduced(state, .editGoTo(.insert("fri")), .commitGoTo)
        #expect(state.cursor == CalendarDay("2026-11-27"))
        #expect(reduced(f.loadedSchedule(), .beginGoTo, .editGoTo(.insert("x")), .cancelGoTo) == f.loadedSchedule())
    }

    @Test("a written change shows at once in the loaded months and selects the shift; a month loading stays so")
    func applyOperation() {
        let early = f.shift(f.early, on: f.day)
        var late = early
        late.title = "Late"
        let added = f.shift(f.night, on: f.day.adding(days: 1), id: "new")
        let christmasEve = f.shift(f.off, on: CalendarDay("2026-12-24"))
        var state = f.loadedSchedule(shifts: [early])
        state.months[f.december]?.isLoading = true
        state = reduced(state, .shiftsChanged(ShiftOperation([.change(.switchType, from: early, to: late), .add(added),
                                                              .add(christmasEve)])))
        #expect(state.months[f.november]?.shifts == [late, added])
        // Shown at once; its load started before the write, so it stays
        // loading: ScheduleMiddleware, seeing the change, loads it again.
        #expect(state.months[f.december] == MonthShifts(shifts: [christmasEve], isLoading: true))
        #expect(state.selectedShift == nil)  // the last edit is not on the cursor's day

        state = reduced(state, .shiftsChanged(ShiftOperation([.delete(late)])))
        #expect(state.months[f.november]?.shifts == [added])
        state = reduced(state, .shiftsChanged(ShiftOperation([.add(early)])))
        #expect(state.selectedShift == early.id)
        // A month not loaded is left alone (it loads the new shift when it is shown).
        state = reduced(state, .shiftsChanged(ShiftOperation([.add(f.shift(f.off, on: CalendarDay("2027-06-01")))])))
        #expect(state.months[YearMonth(year: 2027, month: 6)] == nil)
    }

    @Test("a type edit relabels its shifts in every loaded month, those kept aside too, without a reload")
    func typeEditRelabelsLoadedMonths() {
        let early = f.shift(f.early, on: f.day)
        let farAway = f.shift(f.early, on: CalendarDay("2027-02-03"))
        var state = f.loadedSchedule(shifts: [early])
        state.months[YearMonth(year: 2027, month: 2)] = MonthShifts(shifts: [farAway])
        var app = f.state()
        app.schedule = state
        var edited = f.early
        edited.title = "Morning"
        var relabelled = early, farRelabelled = farAway
        relabelled.title = "Morning"
        farRelabelled.title = "Morning"
        let operation = ShiftOperation([.change(.typeEdit, from: early, to: relabelled),
                                        .change(.typeEdit, from: farAway, to: farRelabelled)],
                                       catalog: .shiftType(before: f.early, after: edited))
        let commit = HistoryCommit(id: "c1", time: f.clock.now(), user: "", source: .edit, operation: operation)
        AppReducer.reducer.reduce(&app, .shiftEdit(.applied(HistoryRecord(commit: commit, undo: nil), source: .edit)))
        #expect(app.schedule.months[f.november]?.shifts == [relabelled])
        #expect(app.schedule.months[YearMonth(year: 2027, month: 2)]?.shifts == [farRelabelled])
        #expect(!app.schedule.isLoading)
        #expect(app.catalog.catalog.shiftType("early") == edited)
    }

    @Test("the calendar changed: the window loads again showing what it had; months outside it are dropped")
    func calendarChanged() {
        let early = f.shift(f.early, on: f.day)
        var state = f.loadedSchedule(shifts: [early])
        state.months[january] = MonthShifts(shifts: [])
        state.months[f.december]?.errorMessage = "Cannot read /d/calendar.ics"
        state = reduced(state, .calendarChanged)
        #expect(state.months == [f.october: MonthShifts(shifts: [], isLoading: true),
                                 f.november: MonthShifts(shifts: [early], isLoading: true),
                                 f.december: MonthShifts(shifts: [], isLoading: true)])
        // A grid never shown has nothing to load.
        #expect(reduced(ScheduleState(), .calendarChanged) == ScheduleState())
    }

    @Test("opened the first time, the cursor starts on the day the app started on; t goes to today at once")
    func openAndGoToTodayAtOnce() {
        // The day is the app's to hear: the grid never shown keeps nothing of it.
        let started = reduced(ScheduleState(), .dayChanged(f.day))
        #expect(started == ScheduleState())
        #expect(reduced(started, .open) == ScheduleState(cursor: f.day,
                                                           months: loading([f.october, f.november, f.december])))
        // Not known yet: the clock's answer places it.
        #expect(reduced(ScheduleState(), .open, today: nil) == ScheduleState())
        // Opened again, the cursor stays where it was; t takes it to today.
        let elsewhere = f.loadedSchedule(cursor: CalendarDay("2026-11-02"))
        #expect(reduced(elsewhere, .open) == elsewhere)
        #expect(reduced(elsewhere, .goToToday) == f.loadedSchedule())
        // On a grid shown, a cursor on the old today goes on to the new one
        // at once; one elsewhere stays.
        var followed = f.loadedSchedule()
        followed.cursor = f.day.adding(days: 1)
        #expect(reduced(f.loadedSchedule(), .dayChanged(f.day.adding(days: 1))) == followed)
        #expect(reduced(elsewhere, .dayChanged(f.day.adding(days: 1))) == elsewhere)
    }
}
