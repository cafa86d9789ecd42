import Clocks
import Redux
import ReduxTesting
import ShiftFeatures
import ShiftInMemoryServices
import ShiftModel
import ShiftTesting
@testable import ShiftTUI
import Terminal
import Testing

/// Ctrl-C over a form with something typed asks before it throws the typing
/// away; anywhere else it quits at once, as q does where q is not text.
@Suite("Quitting: Ctrl-C and typed input")
struct QuitKeyTests {
    let loaded = CatalogState(catalog: .defaults(displayName: "Sam"), status: .loaded, isSaved: true)

    func shiftTypesForm(typing text: String = "") -> AppState {
        var state = AppState(screen: .shiftTypes, catalog: loaded)
        state.shiftTypes.form = ShiftTypeForm.make(ShiftTypeDraft(), catalog: .defaults())
        if !text.isEmpty { state.shiftTypes.form?.apply(.text(.insert(text))) }
        return state
    }

    @Test("with something typed Ctrl-C asks; without, and on a screen, it quits")
    func controlCAsksOnlyOverTyping() {
        #expect(KeyHandler.outcome(for: .control("c"), in: shiftTypesForm(typing: "q")) == .dispatch(.shiftTypes(.form(.quit))))
        #expect(KeyHandler.outcome(for: .control("c"), in: shiftTypesForm()) == .quit)
        // Typed and taken back: nothing would be lost.
        var state = shiftTypesForm(typing: "Z")
        state.shiftTypes.form?.apply(.text(.deleteBackward))
        #expect(KeyHandler.outcome(for: .control("c"), in: state) == .quit)
        #expect(KeyHandler.outcome(for: .control("c"), in: AppState(screen: .shiftTypes, catalog: loaded)) == .quit)
        #expect(KeyHandler.outcome(for: .control("c"), in: AppState(catalog: loaded)) == .quit)
        // The search line filters; nothing is lost with it.
        state = AppState(screen: .locations, catalog: loaded)
        state.locations.search.input = TextInput("ward")
        #expect(KeyHandler.outcome(for: .control("c"), in: state) == .quit)
    }

    @Test("the first-run name and the editor's notes count as typing")
    func otherForms() {
        var state = AppState(catalog: CatalogState(status: .loaded, firstRun: CatalogState.firstRunForm()))
        #expect(KeyHandler.outcome(for: .control("c"), in: state) == .quit)
        state.catalog.firstRun?.apply(.text(.insert("Sam")))
        #expect(KeyHandler.outcome(for: .control("c"), in: state) == .dispatch(.catalog(.firstRun(.quit))))

        state = AppState(catalog: loaded)
        state.editor.form = FormState([FormField(.notes, .text(maxLength: 20))])
        state.editor.form?.apply(.text(.insert("swap")))
        #expect(KeyHandler.outcome(for: .control("c"), in: state) == .dispatch(.editor(.form(.quit))))
    }

    @Test("the quit question: y quits, n and Esc go back to the form, Ctrl-C again quits, other keys do nothing")
    func quitQuestionKeys() {
        var state = shiftTypesForm(typing: "Z")
        _ = FormReducer.reduce(&state.shiftTypes.form, .quit)
        #expect(state.shiftTypes.form?.discardQuestion == .quit)
        #expect(KeyMode(state) == .quitQuestion(.shiftTypes))
        #expect(KeyHandler.outcome(for: .character("y"), in: state) == .quit)
        #expect(KeyHandler.outcome(for: .character("Y"), in: state) == .quit)
        #expect(KeyHandler.outcome(for: .character("n"), in: state) == .dispatch(.shiftTypes(.form(.discard(false)))))
        #expect(KeyHandler.outcome(for: .escape, in: state) == .dispatch(.shiftTypes(.form(.discard(false)))))
        #expect(KeyHandler.outcome(for: .control("c"), in: state) == .quit)
        #expect(KeyHandler.outcome(for: .character("q"), in: state) == nil)
        #expect(KeyBindings.table(for: KeyMode(state)).statusLine == "y quit  n/Esc back to the form  ^C quit")

        // Esc's question over the same typing: Ctrl-C turns it into the quit question.
        var closing = shiftTypesForm(typing: "Z")
        _ = FormReducer.reduce(&closing.shiftTypes.form, .cancel)
        #expect(KeyMode(closing) == .discardQuestion(.shiftTypes))
        #expect(KeyHandler.outcome(for: .control("c"), in: closing) == .dispatch(.shiftTypes(.form(.quit))))
        _ = FormReducer.reduce(&closing.shiftTypes.form, .quit)
        #expect(KeyMode(closing) == .quitQuestion(.shiftTypes))
    }

    @Test("the form keeps what was typed through the question; n closes only the question")
    func formReducer() {
        var form: FormState<EditorField>? = FormState([FormField(.notes, .text(maxLength: 9))])
        _ = FormReducer.reduce(&form, .quit)
        #expect(form?.discardQuestion == nil)
        _ = FormReducer.reduce(&form, .edit(.text(.insert("ab"))))
        _ = FormReducer.reduce(&form, .quit)
        #expect(form?.discardQuestion == .quit)
        #expect(form?.isConfirmingDiscard == true)
        // Keys are answers now, not text.
        _ = FormReducer.reduce(&form, .edit(.text(.insert("y"))))
        #expect(form?.text(.notes) == "ab")
        _ = FormReducer.reduce(&form, .discard(false))
        #expect(form?.discardQuestion == nil)
        #expect(form?.text(.notes) == "ab")
        _ = FormReducer.reduce(&form, .quit)
        _ = FormReducer.reduce(&form, .cancel)
        #expect(form?.discardQuestion == nil)
        #expect(form?.text(.notes) == "ab")
    }

    @Test("the form says it will quit")
    func questionText() {
        var editor = ShiftEditorState(form: FormState([FormField(.notes, .text(maxLength: 9), text: "x")]))
        editor.form?.discardQuestion = .quit
        #expect(FormProps(editor: editor)?.question == "Discard what you typed and quit? y quits, n goes back to the form.")
        editor.form?.discardQuestion = .close
        #expect(FormProps(editor: editor)?.question == "Discard what you typed? y discards, n keeps editing.")
    }
}

/// The same in the app loop on a VirtualScreen: keys in, frames out.
@Suite("Quitting in the app loop", .timeLimit(.minutes(BoundedWait.timeLimitMinutes)))
@UIActor
struct QuitAppTests {
    let wallClock = TestWallClock(day: "2026-11-23", hour: 9)
    let screen = VirtualScreen(rows: 24, columns: 100)
    static let quitQuestion = "Discard what you typed and quit? y quits, n goes back to the form."

    func started(catalog: MockCatalogService = MockCatalogService(catalog: .defaults(displayName: "Sam")))
        async -> TerminalApp
    {
        let services = ServiceContainer.inMemory(calendar: MockCalendarService(), clock: wallClock, catalog: catalog)
        let app = TerminalApp(store: AppReducer.makeStore(services: services), screen: screen,
                              calendar: wallClock.calendar, spinnerClock: TestClock())
        app.start()
        await app.settle()
        return app
    }

    func type(_ text: String, into app: TerminalApp) {
        for character in text { app.receive(.character(character)) }
    }

    @Test("Ctrl-Z hands the terminal to the session's suspend, on a screen and in a form, then draws again")
    func suspend() async {
        let app = await started()
        var suspended = 0
        app.onSuspend = { suspended += 1 }
        let frames = screen.presentCount
        app.receive(.control("z"))
        #expect(suspended == 1)
        #expect(screen.presentCount == frames + 1)
        #expect(!app.isFinished)
        await openSettingsForm(app)
        type("x", into: app)
        app.receive(.control("z"))
        await app.settle()
        #expect(suspended == 2)
        #expect(app.store.state.settings.form?.text(.name) == "Samx", "what was typed stays")
        app.quit()
    }

    /// Shows screen 6 and opens the settings form (the name field has the keys).
    func openSettingsForm(_ app: TerminalApp) async {
        app.receive(.character("6"))
        app.receive(.character("e"))
        await app.settle()
        #expect(app.store.state.settings.form?.text(.name) == "Sam")
    }

    @Test("Ctrl-C over typing asks at once; n goes back with the typing; Ctrl-C and y quit")
    func asksThenQuits() async {
        let app = await started()
        await openSettingsForm(app)
        type("q", into: app)
        await app.settle()
        #expect(app.store.state.settings.form?.text(.name) == "Samq")

        app.receive(.control("c"))
        #expect(!app.isFinished)
        #expect(app.store.state.settings.form?.discardQuestion == .quit)
        #expect(screen.text.contains(Self.quitQuestion))
        #expect(screen.line(23) == " y quit  n/Esc back to the form  ^C quit")

        app.receive(.character("n"))
        await app.settle()
        #expect(app.store.state.settings.form?.discardQuestion == nil)
        #expect(!app.isFinished)
        #expect(!screen.text.contains(Self.quitQuestion))
        #expect(app.store.state.settings.form?.text(.name) == "Samq")

        app.receive(.control("c"))
        #expect(screen.text.contains(Self.quitQuestion))
        app.receive(.character("y"))
        await app.waitUntilFinished()
        #expect(app.isFinished)
    }

    @Test("Ctrl-C in a form with nothing typed quits at once")
    func untouchedFormQuits() async {
        let app = await started()
        await openSettingsForm(app)
        app.receive(.control("c"))
        #expect(app.isFinished)
    }

    @Test("asked, Ctrl-C again quits")
    func secondControlCQuits() async {
        let app = await started()
        await openSettingsForm(app)
        type("x", into: app)
        await app.settle()
        #expect(app.store.state.settings.form?.isDirty == true)
        app.receive(.control("c"))
        #expect(!app.isFinished)
        app.receive(.control("c"))
        #expect(app.isFinished)
    }

    @Test("first run: a typed name is asked about; y quits and nothing is saved")
    func firstRun() async {
        let catalog = MockCatalogService(catalog: nil)
        let app = await started(catalog: catalog)
        #expect(app.store.state.catalog.firstRun != nil)
        type("Quinn", into: app)
        await app.settle()
        #expect(app.store.state.catalog.firstRun?.text(.name) == "Quinn")
        app.receive(.control("c"))
        #expect(!app.isFinished)
        #expect(screen.text.contains(Self.quitQuestion))
        app.receive(.character("y"))
        #expect(app.isFinished)
        #expect(catalog.calls == [.load])
    }

    @Test("during a held save Ctrl-C over typing asks at once, and asked again it quits, cancelling the save")
    func controlCDuringSave() async {
        let catalog = MockCatalogService(catalog: .defaults(displayName: "Sam"))
        let app = await started(catalog: catalog)
        await openSettingsForm(app)
        let gate = AsyncGate()
        catalog.hold(at: gate)
        type("x", into: app)
        app.receive(.enter)
        await gate.waitForArrivals(1)

        // No key waits behind the save: the question comes at once.
        app.receive(.control("c"))
        #expect(!app.isFinished)
        #expect(app.store.state.settings.form?.discardQuestion == .quit)
        #expect(app.store.state.settings.form?.text(.name) == "Samx")
        #expect(screen.text.contains(Self.quitQuestion))
        app.receive(.control("c"))
        #expect(app.isFinished)
        #expect(!gate.isOpen)
        await app.settle()
        #expect(catalog.calls.count == 2)
    }

    @Test("SIGTERM and SIGHUP quit at once, typing or not (the session calls quit)")
    func signalsQuitAtOnce() async {
        let app = await started()
        await openSettingsForm(app)
        type("x", into: app)
        await app.settle()
        #expect(app.store.state.settings.form?.isDirty == true)
        app.quit()
        await app.waitUntilFinished()
        #expect(app.isFinished)
    }
}
