import Foundation
import Redux
import ShiftFeatures
import ShiftModel
import ShiftTesting
import Testing

/// What the Schedule follows of the rest of the app: one mapping, used by
/// its reducer's scope and its middleware alike.
@Suite("Schedule feature: the app actions it follows")
struct ScheduleFeatureTests {
    let f = EditFixtures()

    @Test("its own actions, the screen shown, a written change, a stale refusal, the calendar file and a new day")
    func mapping() {
        let early = f.shift(f.early, on: f.day)
        let operation = ShiftOperation([.add(early)])
        let commit = HistoryCommit(id: "c1", time: f.clock.now(), user: "", source: .edit, operation: operation)
        #expect(ScheduleAction(app: .schedule(.moveMonth(by: 1))) == .moveMonth(by: 1))
        #expect(ScheduleAction(app: .showScreen(.schedule)) == .open)
        #expect(ScheduleAction(app: .showScreen(.today)) == nil)
        #expect(ScheduleAction(app: .shiftEdit(.applied(HistoryRecord(commit: commit, undo: nil), source: .undo)))
            == .shiftsChanged(operation))
        let stale = ShiftEditFailure(message: "Changed elsewhere.", isStale: true)
        #expect(ScheduleAction(app: .shiftEdit(.failed(stale, source: .edit))) == .calendarChanged)
        let refused = ShiftEditFailure(message: "Disk full.", isStale: false)
        #expect(ScheduleAction(app: .shiftEdit(.failed(refused, source: .edit))) == nil)
        #expect(ScheduleAction(app: .shiftEdit(.request([.delete(early)]))) == nil)
        #expect(ScheduleAction(app: .refresh(.filesChanged([.catalog, .calendar]))) == .calendarChanged)
        #expect(ScheduleAction(app: .refresh(.filesChanged([.catalog, .changeLog]))) == nil)
        #expect(ScheduleAction(app: .refresh(.dayChanged(f.day))) == .dayChanged(f.day))
        #expect(ScheduleAction(app: .today(.load)) == nil)
    }

    @Test("a stale refusal reaches the grid through the app's reducer: its window loads again")
    func throughTheAppReducer() {
        var app = f.state(.schedule)
        app.schedule = f.loadedSchedule()
        let stale = ShiftEditFailure(message: "Changed elsewhere.", isStale: true)
        AppReducer.reducer.reduce(&app, .shiftEdit(.failed(stale, source: .edit)))
        #expect(app.schedule.months.values.allSatisfy { $0.isLoading && $0.shifts == [] })
        #expect(app.schedule.months.count == 3)
    }
}
