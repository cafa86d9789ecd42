import Foundation
import ShiftFeatures
import ShiftModel
import ShiftTesting
@testable import ShiftTUI
import Terminal
import Testing

/// The sentences the screens make from typed facts: each notice, question
/// and form message in words, with the keys named from the key table.
@Suite("Words made in props: notices, questions and form messages")
struct WordsTests {
    let day = CalendarDay("2026-11-23")

    @Test("every key a sentence names is in the key table (none falls back to ?)")
    func keyNamesResolve() {
        #expect(!KeyWords.all.contains("?"))
        #expect([KeyWords.yes, KeyWords.no, KeyWords.undo, KeyWords.reload, KeyWords.addShift, KeyWords.mark,
                 KeyWords.markAlso, KeyWords.goTo, KeyWords.submit, KeyWords.cancel, KeyWords.choose]
            == ["y", "n", "u", "r", "a", "v", "Space", "g", "Enter", "Esc", "←/→"])
        #expect(AppScreen.allCases.map(KeyWords.screen) == ["1", "2", "3", "4", "5", "6", "7", "8", "9"])
    }

    @Test("a sentence follows the key table: a key moved there is named anew")
    func keyNamesFollowTheTable() {
        let moved = KeyBindings([KeyBinding(keys: [.character("z")], label: "z", summary: "undo", command: .undo)])
        #expect(KeyWords.key(.undo, in: moved) == "z")
        #expect(KeyWords.key(.redo, in: moved) == "?")
    }

    @Test("notices of the catalog screens, settings and the change log", arguments: [
        (Notice.catalogRefused(.unreadable), "catalog.json could not be read, so changes are off until it is fixed (r: retry)."),
        (.catalogRefused(.loading), "The catalog is still loading; try again in a moment."),
        (.shiftTypeAdded(name: "V Evening"), "Added V Evening."),
        (.shiftTypeSaved(name: "E Early", updatedShifts: 0), "Saved E Early; no shifts in the calendar needed updating."),
        (.shiftTypeSaved(name: "E Early", updatedShifts: 1), "Saved E Early; updated 1 shift in the calendar."),
        (.shiftTypeDeleted(name: "O Off"), "Deleted O Off."),
        (.shiftTypeInUse(name: "L Late", shifts: 2),
         "Cannot delete L Late: 2 shifts in the calendar use it. Switch or delete them first; nothing was deleted."),
        (.shiftTypeInUse(name: "L Late", shifts: 1),
         "Cannot delete L Late: 1 shift in the calendar uses it. Switch or delete it first; nothing was deleted."),
        (.locationSaved(name: "Clinic", typesUsing: 4, updatedShifts: 1),
         "Saved Clinic; 4 shift types use it, 1 shift in the calendar updated."),
        (.locationSaved(name: "Ward 3", typesUsing: 0, updatedShifts: 0), "Saved Ward 3; no shift type uses it."),
        (.locationSaved(name: "Ward 3", typesUsing: 1, updatedShifts: 0), "Saved Ward 3; 1 shift type uses it."),
        (.locationInUse(name: "Main site", typeNames: ["E Early", "L Late"]),
         "Cannot delete Main site: 2 shift types use it (E Early, L Late). Move them to another location first."),
        (.locationInUse(name: "Main site", typeNames: ["E Early"]),
         "Cannot delete Main site: 1 shift type uses it (E Early). Move them to another location first."),
        (.settingsSaved, "Settings saved."),
        (.exported(ExportDone(days: 3, path: "/x/e.txt")), "Exported 3 days to /x/e.txt."),
        (.retentionKeepsAll(.year1), "The retention policy keeps entries 1 year (screen 6 changes it); nothing to purge."),
        (.nothingOlderThan(.days30), "No entries older than 30 days; nothing to purge."),
        (.changeLogEmpty, "The change log is empty."),
        (.removed(.clearAll(count: 2), onLaunch: false), "Removed all 2 entries."),
        (.removed(PurgePlan(cutoff: Date(timeIntervalSince1970: 0), policy: .days30, count: 1), onLaunch: false),
         "Removed 1 entry older than 30 days."),
        (.removed(PurgePlan(cutoff: Date(timeIntervalSince1970: 0), policy: .year1, count: 1), onLaunch: true),
         "Removed 1 entry older than 1 year (purge on launch)."),
        (.changeLogBusy(.unreadable), "The change log could not be read, so it is left as it is (r: retry)."),
        (.failed("Cannot save /d/x: disk full."), "Cannot save /d/x: disk full."),
    ])
    func catalogAndLogNotices(notice: Notice, sentence: String) {
        #expect(NoticeWords.sentence(notice) == sentence)
    }

    @Test("notices of changes to shifts, undo and the keys that cannot do anything", arguments: [
        (Notice.nothingTo(.undo), "Nothing to undo.", false),
        (.nothingTo(.change), "Nothing to change.", false),
        (.stepKept, "The step stays; u tries it again.", false),
        (.stepDropped(title: "Added E Early on 2026-11-23"),
         "Dropped from the undo history: Added E Early on 2026-11-23. u now takes the step before it.", false),
        (.unavailable(.noShiftTypes), "There are no shift types yet: add one on screen 3.", true),
        (.unavailable(.noShiftHere(.notes)), "No shift here to write notes for: a adds one.", true),
        (.unavailable(.noOtherType), "There is no other shift type to switch to: add one on screen 3.", true),
        (.unavailable(.noMarks), "Mark days with v (or space) first.", true),
        (.unavailable(.tooManyDaysPerDay(max: 14, marked: 15)),
         "A type per day takes up to 14 marked days at a time (15 are marked); a adds one type to all of them.", true),
        (.unavailable(.monthNotLoaded(CalendarDay("2026-11-23"))),
         "Mon 23 Nov 2026 is marked but its month is not loaded: go back to it (g) or unmark it, then try again.", true),
        (.unavailable(.noShiftsOnMarkedDays), "No shifts on the marked days.", false),
        (.changeRefused("Cannot add: overlaps."), "Cannot add: overlaps.", true),
    ])
    func changeNotices(notice: Notice, sentence: String, isError: Bool) {
        #expect(NoticeLine(notice) == NoticeLine(sentence, isError: isError))
    }

    @Test("a change says what it did, undone or redone; not fully recorded, it warns and says why")
    func changeWords() {
        let builder = ShiftBuilder(calendar: .gregorian(timeZone: "Europe/Berlin"))
        let early = builder.shift("E", on: day, from: 6, to: 14)
        let added = ShiftOperation([.add(early)])
        #expect(NoticeWords.sentence(.changed(added, by: .edit)) == "Added E Early on 2026-11-23.")
        // An undo names the change taken back (what it wrote is its inverse) and where that leaves it.
        #expect(NoticeWords.sentence(.changed(added.inverse, by: .undo)) == "Undone: the addition of E Early on Mon 23 Nov (it is gone).")
        #expect(NoticeWords.sentence(.changed(added, by: .redo)) == "Redone: the addition of E Early on Mon 23 Nov (it is back).")
        let night = builder.shift("N", on: CalendarDay("2026-12-23"), from: 22, to: 6)
        let deleted = ShiftOperation([.delete(night)])
        #expect(NoticeWords.sentence(.changed(deleted.inverse, by: .undo)) == "Undone: the deletion of N Night on Wed 23 Dec (it is back).")
        #expect(NoticeWords.sentence(.changed(deleted, by: .redo)) == "Redone: the deletion of N Night on Wed 23 Dec (it is gone again).")
        let late = builder.shift("L", on: day, from: 14, to: 22, id: early.id.rawValue)
        let switched = ShiftOperation([.change(.switchType, from: early, to: late)])
        #expect(NoticeWords.sentence(.changed(switched.inverse, by: .undo))
            == "Undone: the switch of E Early to L Late on Mon 23 Nov (it is E Early again).")
        var sick = early
        sick.sick = SickMark(reason: "")
        let marked = ShiftOperation([.change(.sick, from: early, to: sick)])
        #expect(NoticeWords.sentence(.changed(marked.inverse, by: .undo)) == "Undone: the sick mark of E Early on Mon 23 Nov (it is no longer sick).")
        let bulk = ShiftOperation([.delete(early), .delete(night)])
        #expect(NoticeWords.sentence(.changed(bulk.inverse, by: .undo)) == "Undone: the deletion of 2 shifts (they are back).")
        #expect(NoticeWords.sentence(.changed(bulk, by: .redo)) == "Redone: the deletion of 2 shifts (they are gone again).")
        #expect(NoticeLine(.changed(added, by: .edit).unfinished("Disk full.")) == NoticeLine(
            "Added E Early on 2026-11-23. It is not fully recorded yet: Disk full. It is finished with the next change.",
            isError: true))
        #expect(Notice.settingsSaved.unfinished(nil) == .settingsSaved)
    }

    @Test("questions name what they change and the keys that answer them")
    func questions() {
        let builder = ShiftBuilder(calendar: .gregorian(timeZone: "Europe/Berlin"))
        var early = builder.shift("E", on: day, from: 6, to: 14)
        early.shiftTypeID = "early"
        #expect(QuestionWords.editor(ShiftEditorQuestion(request: .delete(early)), catalog: .defaults())
            == "Delete E Early on Mon 23 Nov 2026? y deletes, n keeps it.")
        #expect(QuestionWords.editor(ShiftEditorQuestion(request: .switchType(early, to: "late", reason: "")),
                                     catalog: .defaults())
            == "Switch E Early on Mon 23 Nov 2026 to L Late? y switches, n goes back.")
        let days = [day, day.adding(days: 1), day.adding(days: 3)]
        #expect(QuestionWords.bulkDelete(BulkEditState.Question(days: days, requests: [.delete(early), .delete(early)]))
            == "Delete 2 shifts on 3 days (Mon 23 Nov – Thu 26 Nov 2026)? All or none; u undoes it. y deletes, n keeps them.")
    }

    @Test("form titles and messages over a whole form")
    func formWords() {
        #expect(FormWords.editorTitle(.add(day)) == "Add a shift on Mon 23 Nov 2026")
        #expect(FormWords.bulkTitle(.typePerDay([day, day.adding(days: 2)]))
            == "Add a shift type per day to 2 days (Mon 23 Nov – Wed 25 Nov 2026)")
        #expect(FormWords.shiftTypeTitle(editing: nil) == "New shift type")
        #expect(FormWords.failure(.noDayChosen) == "Choose a shift type for at least one day (←/→ on its line).")
        #expect(FormWords.failure(.catalogRefused(.loading)) == "The catalog is still loading; try again in a moment.")
        #expect(FormWords.firstRunFailure(.saveFailed("Disk full."))
            == "Disk full. Press Enter to try again, or Esc to go on without saving.")
        #expect(FormWords.firstRunProblem(.missing(.name)) == "Enter a name (Esc skips the questions).")
        #expect(FormWords.firstRunProblem(.tooLong(max: 60)) == "At most 60 characters.")
    }

    @Test("a toggle shows its own names for off and on")
    func toggleNames() {
        var form = ShiftTypeForm.make(ShiftTypeDraft(isAllDay: true, locationID: "main"), catalog: .defaults())
        var props = FormProps(form, title: "T", words: FormWords.shiftType)
        #expect(props.fields.map(\.value)[3] == "all day")
        form.fields[3].choice = 0
        props = FormProps(form, title: "T", words: FormWords.shiftType)
        #expect(props.fields.map(\.value)[3] == "start to end")
        #expect(props.fields.map(\.label) == ["Symbol", "Title", "Description", "Duration", "Start", "End", "Location",
                                               "Unpaid break", "All day counts", "Counts as"])
        #expect(props.fields.map(\.value)[9] == "work")
        form.fields[9].choice = 1
        props = FormProps(form, title: "T", words: FormWords.shiftType)
        #expect(props.fields.map(\.value)[9] == "not work (never counted as hours)")
    }
}
