import Redux
import ShiftFeatures
import ShiftModel
import Testing

/// The reducer says which effect an action starts: a taken action requests
/// exactly its effect, a refused one requests none, so its middleware never runs.
@Suite("Effect requests: returned by the reducer with the new state")
struct EffectRequestTests {
    static let f = EditFixtures()
    static let renamed: Catalog = {
        var catalog = Catalog.defaults()
        catalog.profile.displayName = "Ada"
        return catalog
    }()
    static let twoEarlies = RotationApplyRequest(
        rotation: Rotation(id: "r", name: "Earlies", cycle: [f.early.id, f.early.id], anchor: f.day),
        days: f.day...f.day.adding(days: 6), anchor: f.day)
    static let failedHistory = AppAction.history(.loaded(.failure(UserFacingError(message: "undo.json unreadable"))))

    /// (what, actions before, the action, what it requests)
    static let cases: [(String, [AppAction], AppAction, [AppEffect])] = [
        ("settings saved from the open form", [.settings(.edit)], .settings(.saveSubmitted(renamed)),
         [.settings(.save(renamed))]),
        ("settings saved twice: the second is refused", [.settings(.edit), .settings(.saveSubmitted(renamed))],
         .settings(.saveSubmitted(renamed)), []),
        ("settings saved with no form open: refused", [], .settings(.saveSubmitted(renamed)), []),
        ("the catalog read", [], .catalog(.load), [.catalog(.load)]),
        ("a first-run answer with no questions open: refused", [], .catalog(.firstRunSubmitted(renamed)), []),
        ("the history read", [], .history(.load), [.history(.load)]),
        ("r on Today while the history is fine: the day and the holidays", [], .today(.retry),
         [.today(.load(nil, keepsNextLeave: false)), .holidays(.load)]),
        ("r on Today after the history failed: the history too", [failedHistory], .today(.retry),
         [.today(.load(nil, keepsNextLeave: false)), .history(.load), .holidays(.load)]),
        ("a day moved before any was shown: refused", [], .today(.moveDay(by: 1)), []),
        ("a delete never asked about: refused", [], .shiftTypes(.deleteConfirmed(f.early.id)), []),
        ("a location saved with no form open: refused", [],
         .locations(.submitted(LocationValues(name: "Ward 9"), editing: nil)), []),
        ("a rotation's preview asked with no form open: refused", [], .rotationApply(.requested(twoEarlies)), []),
        ("a rotation's preview asked from its form", [.rotationApply(.begin(from: f.day, to: f.day))],
         .rotationApply(.requested(twoEarlies)), [.rotationApplyPreview(twoEarlies)]),
        ("the change log read", [], .changeLog(.load), [.changeLog(.load)]),
        ("a purge before the change log is read: refused", [], .changeLog(.purge), []),
        ("a removal never asked about: refused", [],
         .changeLog(.removeConfirmed(PurgePlan(cutoff: nil, policy: .forever, count: 3))), []),
        ("Statistics opened: the clock's month read", [], .showScreen(.statistics),
         [.statistics(.load(.containing(f.day, kind: .month, firstWeekday: .monday)))]),
        ("a period moved off the Statistics screen: refused", [], .statistics(.movePeriod(by: 1)), []),
    ]

    @Test("each action requests exactly its effect, and a refused one none", arguments: cases)
    func requests(_ what: String, before: [AppAction], action: AppAction, expected: [AppEffect]) {
        var state = Self.f.state(.settings)
        for earlier in before { AppReducer.reducer.reduce(&state, earlier) }
        AppReducer.reducer.reduce(&state, action)
        #expect(state.requested.all == expected, "\(what)")
    }

    @Test("the next action empties the requests of the last, and states compare by their facts only")
    func nextActionEmptiesRequests() {
        var state = Self.f.state(.settings)
        AppReducer.reducer.reduce(&state, .catalog(.load))
        #expect(state.requested.all == [.catalog(.load)])
        var without = state
        without.requested = EffectRequests()
        #expect(state == without)
        AppReducer.reducer.reduce(&state, .showHelp(true))
        #expect(state.requested.all == [])
    }
}
