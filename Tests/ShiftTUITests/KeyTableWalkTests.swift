import Foundation
import Redux
import ShiftFeatures
import ShiftModel
import ShiftTesting
@testable import ShiftTUI
import Terminal
import Testing

/// Every row of every mode's key table does something: in a state where the
/// mode has the keys, each key of each row yields an outcome (an action, a
/// quit or a redraw). A row whose key yields nothing there is a key the
/// status bar or help promises and the handler drops.
@Suite("Every row of the key table yields an outcome")
@UIActor
struct KeyTableWalkTests {
    let calendar = Calendar.gregorian(timeZone: "Europe/Berlin")
    let day = CalendarDay("2026-11-23")
    var builder: ShiftBuilder { ShiftBuilder(calendar: calendar) }
    var shift: ScheduledShift { builder.shift("E", on: day, from: 6, to: 14) }

    func screen(_ screen: AppScreen) -> AppState {
        var state = AppState(screen: screen, catalog: CatalogState(catalog: .defaults(), status: .loaded, isSaved: true))
        state.today = TodayState(selectedDay: day, today: day, shifts: [shift])
        state.schedule = ScheduleState(cursor: day, today: day, calendar: calendar,
                                       months: [YearMonth(day): MonthShifts(shifts: [shift])])
        state.bulk.marked = [day]
        state.changeLog.status = .loaded
        state.changeLog.search.query = "kim"
        return state
    }

    func form(_ owner: FormOwner) -> AppState {
        var state = screen(.today)
        let form = FormState(title: "t", fields: [FormField(key: "name", label: "Name", kind: .text(maxLength: 20), text: "Kim")])
        switch owner {
        case .firstRun: state.catalog.firstRun = form
        case .shiftTypes: state.screen = .shiftTypes; state.shiftTypes.form = form
        case .locations: state.screen = .locations; state.locations.form = form
        case .settings: state.screen = .settings; state.settings.form = form; state.settings.formKind = .settings
        case .shiftEditor: state.editor.form = form; state.editor.purpose = .notes(shift)
        case .bulk: state.screen = .schedule; state.bulk.form = form; state.bulk.kind = .oneType([day])
        }
        return state
    }

    /// One state per mode, each where that mode has the keys.
    var samples: [AppState] {
        var states = AppScreen.allCases.map(screen)
        states += [FormOwner.firstRun, .shiftTypes, .locations, .settings, .shiftEditor, .bulk].map(form)
        var discard = form(.shiftEditor)
        discard.editor.form?.isConfirmingDiscard = true
        var quit = form(.shiftEditor)
        quit.editor.form?.discardQuestion = .quit
        var deleteType = screen(.shiftTypes)
        deleteType.shiftTypes.confirmingDelete = "early"
        var deleteLocation = screen(.locations)
        deleteLocation.locations.confirmingDelete = "main"
        var clearLog = screen(.changeLog)
        clearLog.changeLog.question = .clearAll(count: 2)
        var bulkDelete = screen(.schedule)
        bulkDelete.bulk.question = BulkEditState.Question("Delete?", requests: [.delete(shift)])
        var edit = screen(.today)
        edit.editor.question = ShiftEditorQuestion("Delete?", request: .delete(shift))
        var stale = screen(.today)
        stale.history.staleStep = StaleStep(
            step: UndoStep(id: "s1", title: "Added", time: Date(timeIntervalSince1970: 0), operation: ShiftOperation([.add(shift)])),
            list: .undo, refusal: ShiftEditRefusal(.changed(now: nil), message: "Gone."))
        var overlap = form(.shiftTypes)
        overlap.shiftTypes.form = ShiftTypeForm.make(ShiftTypeDraft(Catalog.defaults().shiftTypes[0]), catalog: .defaults(),
                                                     title: "Edit")
        overlap.shiftTypes.clashes = [ShiftClash(shift, shift)]
        var search = screen(.locations)
        search.locations.search.input = TextInput()
        var goTo = screen(.schedule)
        goTo.schedule.goTo = TextInput("mon")
        var help = screen(.schedule)
        help.isShowingHelp = true
        states += [discard, quit, deleteType, deleteLocation, clearLog, bulkDelete, edit, stale, overlap, search, goTo, help]
        return states
    }

    @Test("each sample state gives the mode it was made for, and together they cover every mode's table")
    func samplesCoverTheModes() {
        let modes = samples.map(KeyMode.init)
        #expect(Set(modes).count == samples.count)
        #expect(modes.contains(.quitQuestion(.shiftEditor)))
        #expect(modes.contains(.help(.screen(.schedule))))
        #expect(modes.contains(.deleteQuestion(.schedule)))
    }

    @Test("every key of every row yields an outcome in its mode: an action, quit or redraw")
    func everyRowYields() {
        for state in samples {
            let mode = KeyMode(state)
            for row in KeyBindings.table(for: mode).rows {
                for entry in row.entries {
                    let outcome = KeyHandler.outcome(for: entry.key, in: state)
                    #expect(outcome != nil, "\(mode): \(entry.key.helpName) (\(row.label) \(row.summary)) yields nothing")
                    #expect(outcome == entry.outcome(in: state), "\(mode): \(entry.key.helpName) is not its row's")
                }
            }
        }
    }

    @Test("Ctrl-C and resize are rows of every table: Ctrl-C quits (or asks over a typed form), resize redraws")
    func ctrlCAndResize() {
        for state in samples {
            let table = KeyBindings.table(for: KeyMode(state))
            #expect(table.entry(for: .control("c"))?.command == .quit)
            #expect(table.entry(for: .resize)?.command == .redraw)
            #expect(KeyHandler.outcome(for: .resize, in: state) == .redraw)
        }
        #expect(KeyHandler.outcome(for: .control("c"), in: screen(.today)) == .quit)
        #expect(KeyHandler.outcome(for: .control("c"), in: form(.shiftEditor)) == .quit)
        var typed = form(.shiftEditor)
        typed.editor.form?.apply(.text(.insert("x")))
        #expect(KeyHandler.outcome(for: .control("c"), in: typed) == .dispatch(.editor(.form(.quit))))
    }
}
