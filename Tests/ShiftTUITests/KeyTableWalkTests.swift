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
    /// The default catalog's Early (its type id: a shift of work, that `s` can swap).
    var shift: ScheduledShift {
        var early = builder.shift("E", on: day, from: 6, to: 14)
        early.shiftTypeID = "early"
        return early
    }
    var rotation: Rotation { Rotation(id: "twos", name: "Early twos", cycle: ["early", "early", nil, nil], anchor: day) }

    func screen(_ screen: AppScreen) -> AppState {
        var state = AppState(screen: screen, catalog: CatalogState(catalog: .defaults(), status: .loaded, isSaved: true))
        state.clockToday = day
        state.today = TodayState(selectedDay: day, shifts: [shift])
        state.schedule = ScheduleState(cursor: day, calendar: calendar,
                                       months: [YearMonth(day): MonthShifts(shifts: [shift])])
        state.bulk.marked = [day]
        state.changeLog.status = .loaded
        state.changeLog.search.query = "kim"
        state.catalog.catalog.rotations = [rotation]
        state.team = TeamState(status: .loaded, cursor: day, span: TeamSpan(first: day), rows: [.own: .loaded([shift])],
                               swaps: .finding(shift))
        return state
    }

    func form(_ owner: FormOwner) -> AppState {
        var state = screen(.today)
        switch owner {
        case .firstRun: state.catalog.firstRun = FormState([FormField(.name, .text(maxLength: 20), text: "Kim")])
        case .shiftTypes:
            state.screen = .shiftTypes
            state.shiftTypes.form = FormState([FormField(.title, .text(maxLength: 20), text: "Kim")])
        case .locations:
            state.screen = .locations
            state.locations.form = FormState([FormField(.name, .text(maxLength: 20), text: "Kim")])
        case .settings:
            state.screen = .settings
            state.settings.form = FormState([FormField(.name, .text(maxLength: 20), text: "Kim")])
        case .shiftEditor:
            state.editor.form = FormState([FormField(.notes, .text(maxLength: 20), text: "Kim")])
            state.editor.purpose = .notes(shift)
        case .bulk:
            state.screen = .schedule
            state.bulk.open = .form(FormState([FormField(.notes, .text(maxLength: 20), text: "Kim")]), .oneType([day]))
        case .scheduleFilter:
            state.screen = .schedule
            state.bulk.marked = []
            state.schedule.filterForm = ScheduleFilterForm.make(ScheduleFilter(text: "Kim"),
                                                                choices: ScheduleFilterChoices(.defaults()))
        case .rotations:
            state.screen = .rotations
            state.rotations.form = RotationForm.make(RotationDraft(name: "Kim"))
        case .rotationPreset:
            state.screen = .rotations
            state.rotations.extra.presetForm = RotationForm.presets()
        case .rotationApply:
            state.screen = .schedule
            state.bulk.marked = []
            state.rotationApply.form = RotationApplyForm.make(from: day, to: day.adding(days: 7), catalog: .defaults())
        case .statisticsRange:
            state.screen = .statistics
            state.statistics.rangeForm = StatisticsReducer.rangeForm(.containing(day, kind: .month, firstWeekday: .monday))
        }
        return state
    }

    /// One state per mode, each where that mode has the keys.
    var samples: [AppState] {
        var states = AppScreen.allCases.map(screen)
        states += [FormOwner.firstRun, .shiftTypes, .locations, .settings, .shiftEditor, .bulk, .scheduleFilter,
                   .rotations, .rotationPreset, .rotationApply, .statisticsRange]
            .map(form)
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
        bulkDelete.bulk.question = BulkEditState.Question(days: [day], requests: [.delete(shift)])
        var edit = screen(.today)
        edit.editor.question = ShiftEditorQuestion(request: .delete(shift))
        var stale = screen(.today)
        stale.history.staleStep = StaleStep(
            step: UndoStep(id: "s1", title: "Added", time: Date(timeIntervalSince1970: 0), operation: ShiftOperation([.add(shift)])),
            list: .undo, refusal: ShiftEditRefusal(.stepStale(expected: shift, now: nil), calendar: calendar))
        var overlap = form(.shiftTypes)
        overlap.shiftTypes.form = ShiftTypeForm.make(ShiftTypeDraft(Catalog.defaults().shiftTypes[0]), catalog: .defaults())
        overlap.shiftTypes.clashes = [ShiftClash(shift, shift)]
        var search = screen(.locations)
        search.locations.search.input = TextInput()
        var scheduleSearch = screen(.schedule)
        scheduleSearch.schedule.searchLine = TextInput("late")
        var goTo = screen(.schedule)
        goTo.schedule.goTo = GoToLine(TextInput("mon"))
        var rota = screen(.schedule)
        rota.bulk.rota = RotaPrompt(start: day, input: TextInput("4E"))
        var deleteRotation = screen(.rotations)
        deleteRotation.rotations.confirmingDelete = "twos"
        var rotationSearch = screen(.rotations)
        rotationSearch.rotations.search.input = TextInput("ear")
        var preview = screen(.schedule)
        let request = RotationApplyRequest(rotation: rotation, days: day...day.adding(days: 7), anchor: day)
        preview.rotationApply.preview = RotationPreview(request: request, existing: [shift], existingShifts: .keep,
                                                        catalog: .defaults())
        var help = screen(.schedule)
        help.isShowingHelp = true
        var rules = screen(.schedule)
        rules.bulk.rulesQuestion = RulesQuestion(
            violations: [.consecutiveDays(first: day, last: day.adding(days: 6), maximum: 6)],
            requests: [.add("early", on: day, notes: "")])
        var absence = screen(.schedule)
        absence.bulk.absenceQuestion = BulkEditState.AbsenceQuestion(days: [day, day.adding(days: 1)])
        states += [discard, quit, deleteType, deleteLocation, clearLog, bulkDelete, edit, stale, overlap, search,
                   scheduleSearch, goTo, rota, help, deleteRotation, rotationSearch, preview, rules, absence]
        return states
    }

    /// One name per kind of mode. The switch is exhaustive, so a new mode
    /// does not compile here until it is named, and `samplesCoverEveryMode`
    /// then asks for a sample of it.
    static func kind(_ mode: KeyMode) -> String {
        switch mode {
        case .screen(let screen): "screen \(screen)"
        case .firstRun: "first run"
        case .form(let owner): "form \(owner)"
        case .discardQuestion: "discard question"
        case .quitQuestion: "quit question"
        case .deleteQuestion(let screen): "delete question \(screen)"
        case .absenceQuestion: "absence question"
        case .search(let screen): "search \(screen)"
        case .editQuestion: "edit question"
        case .rulesQuestion: "rules question"
        case .staleStepQuestion: "stale step question"
        case .overlapQuestion: "overlap question"
        case .goTo: "go to"
        case .rota: "rota"
        case .rotationPreview: "rotation preview"
        case .help: "help"
        }
    }

    static let allKinds: Set<String> = Set(AppScreen.allCases.map { "screen \($0)" })
        .union(["shiftTypes", "locations", "settings", "shiftEditor", "bulk", "scheduleFilter", "rotations",
                "rotationPreset", "rotationApply", "statisticsRange"].map { "form \($0)" })
        .union(["shiftTypes", "locations", "changeLog", "schedule", "rotations"].map { "delete question \($0)" })
        .union(["first run", "discard question", "quit question", "search locations", "search schedule",
                "search rotations", "edit question", "rules question", "stale step question", "overlap question", "go to", "rota",
                "absence question",
                "rotation preview", "help"])

    @Test("the samples give every kind of mode, one each")
    func samplesCoverEveryMode() {
        let kinds = samples.map { Self.kind(KeyMode($0)) }
        #expect(kinds.count == Set(kinds).count)
        #expect(Set(kinds) == Self.allKinds)
    }

    @Test("every key of every row yields an outcome in its mode: an action, quit or redraw")
    func everyRowYields() {
        for state in samples {
            let mode = KeyMode(state)
            for row in KeyBindings.table(for: mode).rows {
                for entry in row.entries {
                    #expect(KeyHandler.outcome(for: entry.key, in: state) != nil,
                            "\(mode): \(entry.key.helpName) (\(row.label) \(row.summary)) yields nothing")
                }
            }
        }
    }

    @Test("with nothing marked and no filter kept, only rows declared so do nothing")
    func onlyDeclaredRowsDoNothing() {
        var quiet: [String] = []
        for screen in AppScreen.allCases {
            var state = self.screen(screen)
            state.bulk.marked = []
            state.changeLog.search.query = ""
            state.team.rows = [:]
            state.team.swaps = nil
            for row in KeyBindings.table(for: KeyMode(state)).rows {
                for entry in row.entries where KeyHandler.outcome(for: entry.key, in: state) == nil {
                    #expect(row.mayDoNothing, "\(screen): \(entry.key.helpName) (\(row.summary)) does nothing, undeclared")
                    quiet.append("\(screen) \(entry.key.helpName)")
                }
            }
        }
        #expect(quiet == ["schedule Esc", "changeLog Esc", "team s", "team Esc"])
    }

    @Test("no key is bound twice in one table: the second row would promise what the first does")
    func noKeyTwice() {
        for state in samples {
            let mode = KeyMode(state)
            let keys = KeyBindings.table(for: mode).rows.flatMap(\.keys)
            #expect(keys.count == Set(keys).count, "\(mode) binds a key twice")
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
