import ShiftFeatures
import ShiftModel
import ShiftTesting
import Testing

/// The Schedule's own prompts (go to, search, filter form) are one stored
/// `SchedulePrompt`: two cannot be open, and one's keys leave another alone.
@Suite("The Schedule's one prompt")
struct SchedulePromptTests {
    let f = EditFixtures()
    let choices = ScheduleFilterChoices(Catalog.defaults())

    func reduced(_ state: ScheduleState, _ actions: ScheduleAction...) -> ScheduleState {
        var state = state
        for action in actions { ScheduleReducer.reduce(&state, action) }
        return state
    }

    @Test("opening a prompt takes the place of the one open; the search text it leaves stays the filter's")
    func openingReplaces() {
        let searching = reduced(f.loadedSchedule(), .filter(.search(.begin)), .filter(.search(.edit(.insert("e")))))
        #expect(searching.prompt == .search(TextInput("e")))
        let goingTo = reduced(searching, .beginGoTo)
        #expect(goingTo.prompt == .goTo(GoToLine()))
        #expect(goingTo.filter.text == "e")
        let filtering = reduced(goingTo, .filter(.openForm(choices)))
        #expect(filtering.prompt == .filter(ScheduleFilterForm.make(goingTo.filter, choices: choices)))
        #expect(reduced(filtering, .filter(.search(.begin))).prompt == .search(TextInput("e")))
    }

    @Test("a prompt's keys leave another prompt open as it is")
    func keysOfAnotherPromptLeaveIt() {
        let goingTo = reduced(f.loadedSchedule(), .beginGoTo, .editGoTo(.insert("fri")))
        for action: ScheduleAction in [.filter(.search(.edit(.insert("x")))), .filter(.search(.commit)),
                                       .filter(.search(.cancel)), .filter(.form(.edit(.text(.insert("x"))))),
                                       .filter(.apply(ScheduleFilter())), .filter(.clear)] {
            #expect(reduced(goingTo, action).prompt == .goTo(GoToLine(TextInput("fri"))))
        }
        let searching = reduced(f.loadedSchedule(), .filter(.search(.begin)))
        for action: ScheduleAction in [.editGoTo(.insert("x")), .commitGoTo, .cancelGoTo] {
            #expect(reduced(searching, action).prompt == .search(TextInput()))
        }
    }
}
