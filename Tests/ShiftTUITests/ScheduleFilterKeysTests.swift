import ShiftFeatures
import ShiftModel
@testable import ShiftTUI
import Terminal
import Testing

@Suite("Keys of the Schedule's filter and search")
struct ScheduleFilterKeysTests {
    let day = CalendarDay("2026-11-23")
    let catalog = Catalog.defaults()

    func schedule(filter: ScheduleFilter = ScheduleFilter(), marked: Set<CalendarDay> = []) -> AppState {
        var state = AppState(screen: .schedule, catalog: CatalogState(catalog: catalog, status: .loaded, isSaved: true))
        state.clockToday = day
        state.schedule = ScheduleState(cursor: day)
        state.schedule.filter = filter
        state.bulk.marked = marked
        return state
    }

    @Test("/ starts the search; f opens the form with the catalog's types and locations; > and < jump; L the legend")
    func gridKeys() {
        let state = schedule()
        #expect(KeyHandler.outcome(for: .character("/"), in: state) == .dispatch(.schedule(.filter(.search(.begin)))))
        #expect(KeyHandler.outcome(for: .character("f"), in: state)
            == .dispatch(.schedule(.filter(.openForm(ScheduleFilterChoices(catalog))))))
        #expect(KeyHandler.outcome(for: .character(">"), in: state) == .dispatch(.schedule(.filter(.jump(forward: true)))))
        #expect(KeyHandler.outcome(for: .character("<"), in: state) == .dispatch(.schedule(.filter(.jump(forward: false)))))
        #expect(KeyHandler.outcome(for: .character("L"), in: state) == .dispatch(.schedule(.toggleLegend)))
        // n stays notes, N does nothing.
        #expect(KeyHandler.outcome(for: .character("n"), in: state) != .dispatch(.schedule(.filter(.jump(forward: true)))))
        #expect(KeyHandler.outcome(for: .character("N"), in: state) == nil)
    }

    @Test("Esc: unmarks first; with no day marked it clears the filter; with neither it does nothing")
    func escape() {
        let filter = ScheduleFilter(sickOnly: true)
        #expect(KeyHandler.outcome(for: .escape, in: schedule(filter: filter, marked: [day])) == .dispatch(.bulk(.clearMarks)))
        #expect(KeyHandler.outcome(for: .escape, in: schedule(filter: filter)) == .dispatch(.schedule(.filter(.clear))))
        #expect(KeyHandler.outcome(for: .escape, in: schedule()) == nil)
    }

    @Test("in the search line every printable key is text (q too); Enter keeps, Esc clears, Ctrl-C quits")
    func searchLine() {
        var state = schedule()
        state.schedule.searchLine = TextInput("fl")
        #expect(KeyMode(state) == .search(.schedule))
        #expect(KeyHandler.outcome(for: .character("q"), in: state)
            == .dispatch(.schedule(.filter(.search(.edit(.insert("q")))))))
        #expect(KeyHandler.outcome(for: .character("f"), in: state)
            == .dispatch(.schedule(.filter(.search(.edit(.insert("f")))))))
        #expect(KeyHandler.outcome(for: .backspace, in: state)
            == .dispatch(.schedule(.filter(.search(.edit(.deleteBackward))))))
        #expect(KeyHandler.outcome(for: .enter, in: state) == .dispatch(.schedule(.filter(.search(.commit)))))
        #expect(KeyHandler.outcome(for: .escape, in: state) == .dispatch(.schedule(.filter(.search(.cancel)))))
        #expect(KeyHandler.outcome(for: .control("c"), in: state) == .quit)
    }

    @Test("the filter form has the keys; Enter on valid values applies the filter, on bad ones shows why")
    func form() {
        var state = schedule()
        state.schedule.filterForm = ScheduleFilterForm.make(ScheduleFilter(), choices: ScheduleFilterChoices(catalog))
        #expect(state.openForm == .scheduleFilter)
        #expect(KeyMode(state) == .form(.scheduleFilter))
        // Space on the first field (a choice) steps it; Tab moves on.
        #expect(KeyHandler.outcome(for: .tab, in: state) == .dispatch(.schedule(.filter(.form(.edit(.nextField))))))
        state.schedule.filterForm?.focus = 2
        state.schedule.filterForm?.apply(.text(.insert("y")))  // sick only
        #expect(KeyHandler.outcome(for: .enter, in: state) == .dispatch(.schedule(.filter(.apply(ScheduleFilter(sickOnly: true))))))
        state.schedule.filterForm?.focus = 3
        state.schedule.filterForm?.apply(.text(.insert("soon")))
        #expect(KeyHandler.outcome(for: .enter, in: state) == .dispatch(.schedule(.filter(.form(.submit)))))
        #expect(KeyHandler.outcome(for: .escape, in: state) == .dispatch(.schedule(.filter(.form(.cancel)))))
    }

    @Test("the count and the notices name the keys from the table")
    func words() {
        #expect(ScheduleFilterWords.count(3, range: nil, month: YearMonth(year: 2026, month: 11))
            == "3 days match in November: > next, < previous, Esc clears")
        #expect(ScheduleFilterWords.count(1, range: CalendarDay("2026-11-02")...CalendarDay("2026-11-08"),
                                          month: YearMonth(year: 2026, month: 11))
            == "1 day matches in Mon 2 Nov – Sun 8 Nov 2026: > next, < previous, Esc clears")
        #expect(ScheduleFilterWords.notice(.noFilter) == "No filter: f filters, / searches.")
        #expect(ScheduleFilterWords.notice(.noMatch(forward: true, fromMatch: false))
            == "No match after this day in the months loaded.")
        #expect(ScheduleFilterWords.notice(.noMatch(forward: false, fromMatch: false))
            == "No match before this day in the months loaded.")
        #expect(ScheduleFilterWords.notice(.noMatch(forward: true, fromMatch: true))
            == "This is the last match in the months loaded.")
        #expect(ScheduleFilterWords.notice(.noMatch(forward: false, fromMatch: true))
            == "This is the first match in the months loaded.")
        let early = catalog.shiftTypes[0]
        #expect(ScheduleFilterWords.summary(ScheduleFilter(types: [early.id], locations: ["Main site"], sickOnly: true,
                                                           text: " late\u{1B}[31m "), catalog: catalog)
            == "filter: \(early.symbol) \(early.title) · @ Main site · sick · \"late\"")  // the escape sequence is dropped
    }
}
