import Foundation
import Redux
import ReduxTesting
import ShiftFeatures
import ShiftInMemoryServices
import ShiftModel
import ShiftTesting
import Testing

/// The Schedule's filter (S6): what each part keeps, alone and together,
/// the range's first and last days, and the reducer's form, search line,
/// jumps and loads.
@Suite("Schedule filter and search")
struct ScheduleFilterTests {
    let f = EditFixtures()
    var builder: ShiftBuilder { ShiftBuilder(calendar: f.calendar) }

    /// November 2026: an Early on the 2nd at Ward 3, a sick Late on the 10th
    /// (flu) at Clinic, a Night on the 20th with notes "cover for Kim", an
    /// Early on the 30th at Clinic.
    var shifts: [ScheduledShift] {
        [
            builder.shift("E", on: CalendarDay("2026-11-02"), from: 6, to: 14),
            builder.shift("L", on: CalendarDay("2026-11-10"), from: 14, to: 22, location: "Clinic",
                          sick: SickMark(reason: "Flu")),
            builder.shift("N", on: CalendarDay("2026-11-20"), from: 22, to: 6, notes: "cover for Kim"),
            builder.shift("E", on: CalendarDay("2026-11-30"), from: 6, to: 14, location: "clinic"),
        ]
    }

    func days(_ filter: ScheduleFilter) -> [String] {
        ScheduleFilterMatch.days(filter, in: f.loadedSchedule(shifts: shifts).months, calendar: f.calendar)
            .map(\.description)
    }

    func index(_ field: ScheduleFilterField) -> Int {
        ScheduleFilterField.allCases.firstIndex(of: field) ?? -1
    }

    func reduced(_ state: ScheduleState, _ actions: ScheduleAction...) -> ScheduleState {
        var state = state
        for action in actions { ScheduleReducer.reduce(&state, action) }
        return state
    }

    @Test("each part alone: type, location (ignoring case), sick, range, text in title, notes or sick reason")
    func eachPartAlone() {
        #expect(days(ScheduleFilter()) == [])
        #expect(ScheduleFilter().isEmpty && !ScheduleFilter(sickOnly: true).isEmpty)
        #expect(days(ScheduleFilter(types: ["type-E"])) == ["2026-11-02", "2026-11-30"])
        #expect(days(ScheduleFilter(types: ["type-E", "type-N"])) == ["2026-11-02", "2026-11-20", "2026-11-30"])
        #expect(days(ScheduleFilter(locations: ["CLINIC"])) == ["2026-11-10", "2026-11-30"])
        #expect(days(ScheduleFilter(sickOnly: true)) == ["2026-11-10"])
        #expect(days(ScheduleFilter(range: CalendarDay("2026-11-03")...CalendarDay("2026-11-20")))
            == ["2026-11-10", "2026-11-20"])
        #expect(days(ScheduleFilter(text: "late")) == ["2026-11-10"])  // the title
        #expect(days(ScheduleFilter(text: "KIM")) == ["2026-11-20"])  // the notes
        #expect(days(ScheduleFilter(text: "flu")) == ["2026-11-10"])  // the sick reason
        #expect(days(ScheduleFilter(text: "  ")) == [])  // blank text keeps everything: no filter
        #expect(ScheduleFilter(text: "  ").isEmpty)
    }

    @Test("the range's first and last days are both included; one day before or after is not")
    func rangeBoundaries() {
        let first = CalendarDay("2026-11-10"), last = CalendarDay("2026-11-20")
        #expect(days(ScheduleFilter(range: first...last)) == ["2026-11-10", "2026-11-20"])
        #expect(days(ScheduleFilter(range: first.adding(days: 1)...last)) == ["2026-11-20"])
        #expect(days(ScheduleFilter(range: first...last.adding(days: -1))) == ["2026-11-10"])
        #expect(days(ScheduleFilter(range: first...first)) == ["2026-11-10"])
        #expect(ScheduleFilter(range: CalendarDay("2026-10-31")...CalendarDay("2027-01-01")).rangeMonths
            == [f.october, f.november, f.december, YearMonth(year: 2027, month: 1)])
    }

    @Test("parts together keep what each keeps: every word of the text, in any of the fields")
    func combined() {
        #expect(days(ScheduleFilter(types: ["type-E"], locations: ["Clinic"])) == ["2026-11-30"])
        #expect(days(ScheduleFilter(types: ["type-L"], sickOnly: true, text: "flu")) == ["2026-11-10"])
        #expect(days(ScheduleFilter(types: ["type-E"], sickOnly: true)) == [])
        #expect(days(ScheduleFilter(locations: ["clinic"], range: CalendarDay("2026-11-11")...CalendarDay("2026-11-30")))
            == ["2026-11-30"])
        #expect(days(ScheduleFilter(text: "night kim")) == ["2026-11-20"])  // title and notes
        #expect(days(ScheduleFilter(text: "night flu")) == [])
        // The location too, as typed in a search: "clinic" is where two shifts are.
        #expect(days(ScheduleFilter(text: "CLINIC")) == ["2026-11-10", "2026-11-30"])
        #expect(days(ScheduleFilter(text: "early clinic")) == ["2026-11-30"])
        #expect(days(ScheduleFilter(text: "ward")) == ["2026-11-02", "2026-11-20"])
    }

    @Test("> and < jump to the next and previous matching day; none left says so; no filter says so")
    func jumps() {
        var state = f.loadedSchedule(cursor: CalendarDay("2026-11-10"), shifts: shifts)
        state.filter = ScheduleFilter(types: ["type-E"])
        let next = reduced(state, .filter(.jump(forward: true)))
        #expect(next.cursor == CalendarDay("2026-11-30") && next.filterNotice == nil)
        #expect(reduced(state, .filter(.jump(forward: false))).cursor == CalendarDay("2026-11-02"))
        // From the last match on, nothing: the cursor stays and the notice says why.
        let end = reduced(next, .filter(.jump(forward: true)))
        #expect(end.cursor == CalendarDay("2026-11-30"))
        #expect(end.filterNotice == .noMatch(forward: true, fromMatch: true))
        // From the first match back, the same; from a day between matches, no match that way.
        var first = state
        first.cursor = CalendarDay("2026-11-02")
        #expect(reduced(first, .filter(.jump(forward: false))).filterNotice == .noMatch(forward: false, fromMatch: true))
        var past = state
        past.cursor = CalendarDay("2026-12-01")
        #expect(reduced(past, .filter(.jump(forward: true))).filterNotice == .noMatch(forward: true, fromMatch: false))
        // The next move clears the notice.
        #expect(reduced(end, .moveCursor(days: 1)).filterNotice == nil)
        // A jump to a day that is itself a match goes past it.
        var onMatch = state
        onMatch.cursor = CalendarDay("2026-11-02")
        #expect(reduced(onMatch, .filter(.jump(forward: true))).cursor == CalendarDay("2026-11-30"))
        state.filter = ScheduleFilter()
        #expect(reduced(state, .filter(.jump(forward: true))).filterNotice == .noFilter)
        #expect(reduced(state, .filter(.jump(forward: true))).cursor == CalendarDay("2026-11-10"))
    }

    @Test("/ edits the filter's text as it is typed; Enter keeps it, Esc clears the text only")
    func searchLine() {
        var state = f.loadedSchedule(shifts: shifts)
        state.filter = ScheduleFilter(sickOnly: true)
        let begun = reduced(state, .filter(.search(.begin)))
        #expect(begun.searchLine == TextInput(""))
        let typed = reduced(begun, .filter(.search(.edit(.insert("f")))), .filter(.search(.edit(.insert("l")))))
        #expect(typed.filter == ScheduleFilter(sickOnly: true, text: "fl"))
        #expect(typed.matchingDays == [CalendarDay("2026-11-10")])
        let kept = reduced(typed, .filter(.search(.commit)))
        #expect(kept.prompt == nil && kept.filter.text == "fl")
        #expect(reduced(kept, .filter(.search(.begin))).searchLine == TextInput("fl"))
        let cancelled = reduced(typed, .filter(.search(.cancel)))
        #expect(cancelled.prompt == nil && cancelled.filter == ScheduleFilter(sickOnly: true))
        // Esc on the grid clears the whole filter.
        #expect(reduced(kept, .filter(.clear)).filter == ScheduleFilter())
    }

    @Test("a range away from the cursor moves it to the first day; the range's months are marked loading and kept")
    func rangeLoads() {
        let state = f.loadedSchedule(shifts: shifts)
        let range = CalendarDay("2027-02-01")...CalendarDay("2027-04-15")
        let applied = reduced(state, .filter(.apply(ScheduleFilter(range: range))))
        #expect(applied.cursor == CalendarDay("2027-02-01"))
        let months = (1...4).map { YearMonth(year: 2027, month: $0) }  // the window (Jan–Mar) and the range (Feb–Apr)
        #expect(Set(applied.wantedMonths) == Set(months))
        #expect(months.allSatisfy { applied.months[$0]?.isLoading == true })
        // A range around the cursor keeps it there; months past the window load too, and stay when the cursor moves.
        let around = CalendarDay("2026-11-01")...CalendarDay("2027-02-28")
        let near = reduced(state, .filter(.apply(ScheduleFilter(range: around))))
        #expect(near.cursor == f.day)
        #expect(near.months[YearMonth(year: 2027, month: 2)]?.isLoading == true)
        #expect(near.months[f.november] == MonthShifts(shifts: shifts))
        let answered = reduced(near, .loaded([YearMonth(year: 2027, month: 1), YearMonth(year: 2027, month: 2)],
                                             .success([])))
        let moved = reduced(answered, .moveMonth(by: -1), .moveMonth(by: -1), .moveMonth(by: -1))
        #expect(moved.months[YearMonth(year: 2027, month: 2)] == MonthShifts(shifts: []))
        // Cleared, its months are no longer wanted.
        #expect(reduced(moved, .filter(.clear)).wantedMonths == ScheduleState.window(around: YearMonth(year: 2026, month: 8)))
    }

    @Test("the form: built from the filter kept, its dates read as the go-to prompt reads them, refusals by field")
    func form() {
        let catalog = Catalog.defaults()
        let choices = ScheduleFilterChoices(catalog)
        let type = catalog.shiftTypes[1]
        let location = catalog.locations[0]
        let kept = ScheduleFilter(types: [type.id], locations: [location.name.uppercased()], sickOnly: true,
                                  range: CalendarDay("2026-11-02")...CalendarDay("2026-11-08"), text: "kim")
        let form = ScheduleFilterForm.make(kept, choices: choices)
        #expect(form.shiftType(.type) == type.id)
        #expect(form.location(.location) == location.id)
        #expect(form.isOn(.sickOnly))
        #expect(form.text(.from) == "2026-11-02" && form.text(.through) == "2026-11-08" && form.text(.text) == "kim")
        let read = ScheduleFilterForm.read(form, today: f.day, locationName: { catalog.location($0)?.name })
        #expect(read == .success(ScheduleFilter(types: [type.id], locations: [location.name], sickOnly: true,
                                                range: kept.range, text: "kim")))
        // An empty form is no filter; one day alone is a range of that day.
        let empty = ScheduleFilterForm.make(ScheduleFilter(), choices: choices)
        #expect(ScheduleFilterForm.read(empty, today: f.day, locationName: { _ in nil }) == .success(ScheduleFilter()))
        var fromOnly = empty
        fromOnly.focus = index(.from)
        fromOnly.apply(.text(.insert("tomorrow")))
        #expect(ScheduleFilterForm.read(fromOnly, today: f.day, locationName: { _ in nil })
            == .success(ScheduleFilter(range: CalendarDay("2026-11-24")...CalendarDay("2026-11-24"))))
        // Refusals: not a date, a last day before the first, a range too long.
        func problems(_ from: String, _ through: String) -> [ScheduleFilterField: FieldProblem] {
            var form = empty
            form.focus = index(.from)
            form.apply(.text(.insert(from)))
            form.focus = index(.through)
            form.apply(.text(.insert(through)))
            return ScheduleFilterForm.problems(form, today: f.day)
        }
        #expect(problems("soon", "") == [.from: .notADate])
        #expect(problems("2026-11-10", "2026-11-09") == [.through: .beforeStart])
        #expect(problems("2026-11-10", "2026-11-10") == [:])
        #expect(problems("2026-01-01", "2027-01-02") == [.through: .tooManyDays(max: 366)])
        #expect(problems("2026-01-01", "2027-01-01") == [:])  // 366 days, the most
    }

    @Test("the reducer: f opens the form, a bad Enter keeps it with the problem, apply closes it and keeps the filter")
    func reducerForm() {
        let choices = ScheduleFilterChoices(Catalog.defaults())
        let opened = reduced(f.loadedSchedule(shifts: shifts), .filter(.openForm(choices)))
        // Written out: "any" first in both choices, nothing chosen, nothing typed.
        let any = FormChoice(nil, name: "—")
        #expect(opened.filterForm == FormState([
            FormField(.type, .choice([any] + choices.types), choice: 0),
            FormField(.location, .choice([any] + choices.locations), choice: 0),
            FormField(.sickOnly, .toggle, choice: 0),
            FormField(.from, .text(maxLength: 20)),
            FormField(.through, .text(maxLength: 20)),
            FormField(.text, .text(maxLength: 100)),
        ]))
        var typed = opened
        typed.filterForm?.focus = index(.from)
        typed.filterForm?.apply(.text(.insert("soon")))
        let refused = reduced(typed, .filter(.form(.submit)))
        #expect(refused.filterForm?.field(.from)?.problem == .notADate)
        #expect(refused.filter == ScheduleFilter())
        let applied = reduced(refused, .filter(.apply(ScheduleFilter(sickOnly: true))))
        #expect(applied.prompt == nil && applied.filter == ScheduleFilter(sickOnly: true))
        #expect(applied.matchingDays == [CalendarDay("2026-11-10")])
        // No cursor yet: nothing opens.
        #expect(reduced(ScheduleState(), .filter(.openForm(choices))).prompt == nil)
    }
}

/// The filter's range loads through the Schedule's own month load: one call
/// per run of consecutive months, one answer for all of them.
@Suite("Schedule filter loads (TestStore)")
@UIActor
struct ScheduleFilterLoadTests {
    let f = EditFixtures()

    @Test("a range apart from the window loads in two calls, one per run of months, and lands as one answer")
    func rangeLoadsInRuns() async {
        let mock = MockCalendarService()
        var state = f.state(.schedule)
        // The filter's range is November and December 2026; the cursor went on to May 2027.
        let range = CalendarDay("2026-11-01")...CalendarDay("2026-12-31")
        let may = CalendarDay("2027-05-10")
        state.schedule = f.loadedSchedule(cursor: may)
        state.schedule.filter = ScheduleFilter(range: range)
        state.schedule.months[f.november] = MonthShifts(shifts: [])
        state.schedule.months[f.december] = MonthShifts(shifts: [])
        let store = TestStore(initialState: state, reducer: AppReducer.reducer,
                              services: ServiceContainer.inMemory(calendar: mock, clock: f.clock,
                                                                ids: SequentialIDGenerator(prefix: "uid-")),
                              middlewares: AppReducer.middlewares())
        let spring = (4...6).map { YearMonth(year: 2027, month: $0) }
        let all = [f.november, f.december] + spring
        await store.send(.schedule(.reload)) {
            for month in all { $0.schedule.months[month]?.isLoading = true }
        }
        await store.receive(.schedule(.loaded(all, .success([])))) {
            for month in all { $0.schedule.months[month] = MonthShifts(shifts: []) }
        }
        await store.finish()
        func span(_ first: YearMonth, _ last: YearMonth) -> MockCalendarService.Call {
            .shifts(DateInterval(start: first.firstDay.start(in: f.calendar),
                                 end: last.adding(months: 1).firstDay.start(in: f.calendar)))
        }
        // Then May, in view, is checked against the rules.
        #expect(mock.calls == [span(f.november, f.december), span(spring[0], spring[2]), f.rulesRead(spring[1])])
    }
}
