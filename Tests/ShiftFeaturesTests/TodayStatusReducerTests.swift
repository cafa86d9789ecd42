import Foundation
import ShiftFeatures
import ShiftModel
import ShiftTesting
import Testing

/// The facts Today keeps for its statuses: the clock's minute and the week
/// ahead; and which shift is selected on a day after a night shift.
@Suite("TodayReducer: the minute, the outlook and the selection after a night")
struct TodayStatusReducerTests {
    let calendar = Calendar.gregorian(timeZone: "Europe/Berlin")
    let day = CalendarDay("2026-11-23")
    var builder: ShiftBuilder { ShiftBuilder(calendar: calendar) }

    func at(_ hour: Int, _ minute: Int) -> Date {
        day.start(in: calendar).addingTimeInterval(TimeInterval(hour * 3600 + minute * 60))
    }

    func reduce(_ state: TodayState, _ action: TodayAction) -> TodayState {
        var state = state
        TodayReducer.reduce(&state, action)
        return state
    }

    var lastNight: ScheduledShift { builder.shift("N", on: day.adding(days: -1), from: 22, to: 6) }
    var early: ScheduledShift { builder.shift("E", on: day, from: 6, to: 14) }
    var late: ScheduledShift { builder.shift("L", on: day, from: 14, to: 22) }
    var tomorrow: ScheduledShift { builder.shift("L", on: day.adding(days: 1), from: 14, to: 22) }

    @Test("a loaded day after a night shift selects the day's own first shift, not last night's running in")
    func selectsTheDaysOwnFirstShift() {
        let state = reduce(TodayState(isLoading: true, selectedDay: day),
                           .loaded(.success(DaySchedule(day: day, referenceToday: day, shifts: [lastNight, early, late],
                                                        nextDayShifts: [tomorrow]))))
        #expect(state.selectedShift == nil)
        #expect(state.selected == early)
        // j and k go on from the shift shown selected.
        #expect(reduce(state, .moveShiftSelection(by: 1)).selected == late)
        #expect(reduce(state, .moveShiftSelection(by: -1)).selected == lastNight)
    }

    @Test("a day with only last night's shift running in selects it; a day with none, the next day's first")
    func fallsBackToTheFirstListed() {
        #expect(TodayState(selectedDay: day, shifts: [lastNight], nextDayShifts: [tomorrow]).selected == lastNight)
        #expect(TodayState(selectedDay: day, shifts: [], nextDayShifts: [tomorrow]).selected == tomorrow)
    }

    @Test("a load keeps the week ahead and the minute it was loaded at")
    func loadKeepsOutlookAndMinute() {
        let week = Outlook(start: day, shifts: [early, tomorrow])
        let state = reduce(TodayState(isLoading: true, selectedDay: day),
                           .loaded(.success(DaySchedule(day: day, referenceToday: day, shifts: [early],
                                                        nextDayShifts: [tomorrow], outlook: week, loadedAt: at(9, 48)))))
        #expect(state == TodayState(selectedDay: day, shifts: [early], nextDayShifts: [tomorrow],
                                    outlook: week, now: at(9, 48),
                                    keptDays: [KeptDay(day: day, shifts: [early], nextDayShifts: [tomorrow])]))
    }

    @Test("a minute's tick changes the minute and nothing else: no load, no selection change")
    func tickChangesOnlyTheMinute() {
        let before = TodayState(selectedDay: day, shifts: [early], nextDayShifts: [tomorrow],
                                selectedShift: early.id, outlook: Outlook(start: day, shifts: [early, tomorrow]),
                                now: at(9, 48))
        var expected = before
        expected.now = at(9, 49)
        #expect(reduce(before, .minuteTicked(at(9, 49))) == expected)
    }

    @Test("statuses are facts computed from the shift and the minute in state")
    func statusFacts() {
        var state = TodayState(selectedDay: day, shifts: [lastNight, early, late],
                               outlook: Outlook(start: day, shifts: [lastNight, early, late]))
        #expect(state.status(of: early) == nil)
        #expect(state.current == nil)
        state = reduce(state, .minuteTicked(at(5, 59)))
        #expect(state.status(of: lastNight) == .running(minutesDone: 479, minutesLeft: 1))
        #expect(state.status(of: early) == .upcoming(minutesToStart: 1))
        #expect(state.current == .running(lastNight, minutesLeft: 1))
        state = reduce(state, .minuteTicked(at(6, 0)))
        #expect(state.status(of: lastNight) == .done)
        #expect(state.status(of: early) == .running(minutesDone: 0, minutesLeft: 480))
        #expect(state.status(of: late) == .upcoming(minutesToStart: 480))
        #expect(state.current == .running(early, minutesLeft: 480))
        state = reduce(state, .minuteTicked(at(22, 0)))
        #expect([lastNight, early, late].map { state.status(of: $0) } == [.done, .done, .done])
        #expect(state.current == .nothing)
    }
}
