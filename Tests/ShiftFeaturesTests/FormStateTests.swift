import ShiftFeatures
import ShiftModel
import Testing

@Suite("The form model: text editing, time and choice fields, the discard question")
struct FormStateTests {
    enum Field: Hashable, Sendable { case name, start, place, allDay }

    func form() -> FormState<Field> {
        FormState([
            FormField(.name, .text(maxLength: 5), text: "ab"),
            FormField(.start, .time),
            .choice(.place, options: [
                FormChoice(.location("a"), name: "Attic"), FormChoice(.location("b"), name: "Barn"),
                FormChoice(.location("c"), name: "Bay"),
            ], selected: .location("b")),
        ])
    }

    @Test("a text field edits at its cursor: insert, move, delete either way, to start and end")
    func textEditing() {
        var input = TextInput("hello")
        input.moveLeft()
        input.moveLeft()
        input.insert("X")
        #expect(input == TextInput("helXlo", cursor: 4))
        input.deleteBackward()
        input.deleteForward()
        #expect(input == TextInput("helo", cursor: 3))
        input.moveToStart()
        input.deleteBackward()
        #expect(input == TextInput("helo", cursor: 0))
        input.moveRight()
        input.deleteToEnd()
        #expect(input == TextInput("h", cursor: 1))
        input.insert("🌙é")
        input.moveLeft()
        input.deleteToStart()
        #expect(input == TextInput("é", cursor: 0))
        input.moveToEnd()
        #expect(input.cursor == 1)
    }

    @Test("a field's problem goes as soon as its value is valid; typing never adds one")
    func clearSolved() {
        var form = form()
        #expect(!form.hasProblems)
        form.refused([.name: .missing(.name), .start: .notATime])
        #expect(form.hasProblems)
        form.clearSolved([.start: .notATime, .place: .missing(.location)])
        #expect(form.fields.map(\.problem) == [nil, .notATime, nil])
        form.clearSolved([.start: .missing(.time)])
        #expect(form.fields.map(\.problem) == [nil, .notATime, nil], "a problem still there stays as it was")
        form.clearSolved([:])
        #expect(!form.hasProblems)
    }

    @Test("Ctrl-W deletes the word before the cursor and the spaces after it, as in a shell")
    func deleteWord() {
        var input = TextInput("swap with  Kim", cursor: 11)
        TextEdit.deleteWordBackward.apply(to: &input)
        #expect(input == TextInput("swap Kim", cursor: 5))
        TextEdit.deleteWordBackward.apply(to: &input)
        #expect(input == TextInput("Kim", cursor: 0))
        TextEdit.deleteWordBackward.apply(to: &input)
        #expect(input == TextInput("Kim", cursor: 0))
        var emoji = TextInput("night 🌙🌙")
        TextEdit.deleteWordBackward.apply(to: &emoji)
        #expect(emoji == TextInput("night ", cursor: 6))
    }

    @Test("input past a text field's maximum length is kept out; a time field takes digits and : only")
    func limits() {
        var form = form()
        for character in "cdef" { form.apply(.text(.insert(String(character)))) }
        #expect(form.text(.name) == "abcde")
        form.apply(.nextField)
        for character in "0x6:3a0!9" { form.apply(.text(.insert(String(character)))) }
        #expect(form.text(.start) == "06:30")
        #expect(form.time(.start) == TimeOfDay(hour: 6, minute: 30))
        form.apply(.text(.deleteBackward))
        #expect(form.time(.start) == nil)
    }

    @Test("a toggle flips with ←, → and space; Home and n clear it, End and y set it; its value is a Bool")
    func toggle() {
        var form = FormState<Field>([.toggle(.allDay, isOn: false)])
        #expect(!form.isOn(.allDay))
        form.apply(.text(.right))
        #expect(form.isOn(.allDay))
        #expect(form.isDirty)
        form.apply(.text(.insert(" ")))
        #expect(!form.isOn(.allDay))
        #expect(!form.isDirty)
        form.apply(.text(.end))
        #expect(form.isOn(.allDay))
        form.apply(.text(.left))
        form.apply(.text(.insert("x")))
        #expect(!form.isOn(.allDay))
        form.apply(.text(.end))
        form.apply(.text(.home))
        #expect(!form.isOn(.allDay))
        form.apply(.text(.insert("y")))
        #expect(form.isOn(.allDay))
        form.apply(.text(.insert("N")))
        #expect(!form.isOn(.allDay))
    }

    @Test("a choice field steps with ←/→ (wrapping) and jumps to the next option starting with a typed letter")
    func choices() {
        var form = form()
        form.apply(.previousField)
        #expect(form.focus == 2)
        #expect(form.location(.place) == "b")
        form.apply(.text(.right))
        form.apply(.text(.right))
        #expect(form.location(.place) == "a")
        form.apply(.text(.left))
        #expect(form.location(.place) == "c")
        form.apply(.text(.insert("b")))
        #expect(form.location(.place) == "b")
        form.apply(.text(.insert("B")))
        #expect(form.location(.place) == "c")
        form.apply(.text(.insert("z")))
        #expect(form.location(.place) == "c")
    }

    @Test("Esc on an untouched form closes it; on a changed one it asks, n keeps editing, y discards")
    func discard() {
        var open: FormState<Field>? = form()
        #expect(FormReducer.reduce(&open, .cancel) == .none)
        #expect(open == nil)

        open = form()
        _ = FormReducer.reduce(&open, .edit(.text(.insert("c"))))
        _ = FormReducer.reduce(&open, .cancel)
        #expect(open?.isConfirmingDiscard == true)
        _ = FormReducer.reduce(&open, .edit(.text(.insert("z"))))
        #expect(open?.text(.name) == "abc")
        _ = FormReducer.reduce(&open, .discard(false))
        #expect(open?.isConfirmingDiscard == false)
        #expect(open?.text(.name) == "abc")
        _ = FormReducer.reduce(&open, .cancel)
        _ = FormReducer.reduce(&open, .cancel)
        #expect(open?.isConfirmingDiscard == false)
        _ = FormReducer.reduce(&open, .cancel)
        _ = FormReducer.reduce(&open, .discard(true))
        #expect(open == nil)
    }

    @Test("Enter asks the feature to submit, but not while asking or saving; errors move the focus")
    func submit() {
        var open: FormState<Field>? = form()
        #expect(FormReducer.reduce(&open, .submit) == .submit)
        open?.isSaving = true
        #expect(FormReducer.reduce(&open, .submit) == .none)
        #expect(FormReducer.reduce(&open, .cancel) == .none)
        #expect(open != nil)
        var form = form()
        form.setProblems([.start: .missing(.time)])
        #expect(form.focus == 1)
        #expect(form.fields.map(\.problem) == [nil, .missing(.time), nil])
    }

    @Test("refused: problems go to their fields and replace a failed save's message; saving clears them; a failed save keeps the input")
    func refusedAndSaveFailed() {
        var form = form()
        form.failure = .saveFailed("Cannot save: disk full.")
        form.refused([.place: .missing(.location), .start: .missing(.time)])
        #expect(form.fields.map(\.problem) == [nil, .missing(.time), .missing(.location)])
        #expect(form.focus == 1)
        #expect(form.failure == nil)
        #expect(!form.isSaving)
        form.refused([:], failure: .noDayChosen)
        #expect(form.failure == .noDayChosen)
        form.startSaving()
        #expect(form.fields.map(\.problem) == [nil, nil, nil])
        #expect(form.failure == nil)
        #expect(form.isSaving)
        form.saveFailed(.saveFailed("Cannot save: read-only."))
        #expect(!form.isSaving)
        #expect(form.failure == .saveFailed("Cannot save: read-only."))
        #expect(form.text(.name) == "ab")
    }

    @Test("search: filters as you type, Enter keeps the query, Esc clears it; every word must match")
    func search() {
        var search = SearchState()
        search.reduce(.begin)
        for character in "ni wa" { search.reduce(.edit(.insert(String(character)))) }
        #expect(search.query == "ni wa")
        #expect(search.matches(["Night", "Ward 3"]))
        #expect(!search.matches(["Night", "Main site"]))
        search.reduce(.commit)
        #expect(search == SearchState(query: "ni wa"))
        search.reduce(.begin)
        search.reduce(.cancel)
        #expect(search == SearchState())
        #expect(search.matches(["anything"]))
    }

    @Test("the list selection stays inside the visible rows; a changed query selects the first row")
    func listSelection() {
        #expect(ListSelection.index(4, count: 3) == 2)
        #expect(ListSelection.index(-1, count: 3) == 0)
        #expect(ListSelection.index(0, count: 0) == nil)
        #expect(ListSelection.moved(1, by: 1, count: 3) == 2)
        #expect(ListSelection.moved(2, by: 1, count: 3) == 2)
        #expect(ListSelection.moved(7, by: -1, count: 3) == 1)
        #expect(ListSelection.moved(2, by: -5, count: 3) == 0)
        #expect(ListSelection.moved(2, by: 1, count: 0) == 0)
        #expect(ListSelection.selected(["E", "L"], at: 9) == "L")
        #expect(ListSelection.selected([String](), at: 0) == nil)
        var search = SearchState()
        var selection = 2
        ListSelection.search(.begin, &search, selection: &selection)
        #expect(selection == 2)
        ListSelection.search(.edit(.insert("n")), &search, selection: &selection)
        #expect(selection == 0)
    }
}
