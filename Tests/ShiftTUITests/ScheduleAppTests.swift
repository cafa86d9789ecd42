import Clocks
import Foundation
import Redux
import ReduxTesting
import ShiftFeatures
import ShiftModel
import ShiftTesting
@testable import ShiftTUI
import Terminal
import Testing

/// The Schedule screen in the app loop: keys to screen on a VirtualScreen,
/// loads held at a gate, no sleeps. Every wait is bounded and names what it
/// waits for.
@Suite("Schedule in the app loop", .timeLimit(.minutes(1)))
@UIActor
struct ScheduleAppTests {
    let wallClock = TestWallClock(day: "2026-11-23", hour: 9)
    let day = CalendarDay("2026-11-23")
    let screen = VirtualScreen(rows: 24, columns: 80)

    func makeApp(_ mock: MockCalendarService) -> TerminalApp {
        let store = AppReducer.makeStore(services: ServiceContainer(calendar: mock, clock: wallClock,
                                                                    ids: SequentialIDGenerator(prefix: "uid-")))
        return TerminalApp(store: store, screen: screen, calendar: wallClock.calendar, spinnerClock: TestClock())
    }

    /// Starts the app and waits until the catalog and the Today screen have loaded.
    func started(_ mock: MockCalendarService) async -> TerminalApp {
        let app = makeApp(mock)
        app.start()
        await screen.waitForFrames("the catalog and Today loaded") {
            !app.store.state.isBusy && app.store.state.today.selectedDay != nil
        }
        return app
    }

    func press(_ keys: Key..., in app: TerminalApp) {
        for key in keys { app.receive(key) }
    }

    func waitUntil(_ what: String, _ app: TerminalApp,
                   fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                   line: UInt = #line, column: UInt = #column,
                   _ condition: @escaping @UIActor (AppState) -> Bool) async {
        await screen.waitForFrames(what, fileID: fileID, filePath: filePath, line: line, column: column) {
            condition(app.store.state)
        }
    }

    /// Shows the Schedule and waits until its months are loaded.
    func openSchedule(_ app: TerminalApp) async {
        press(.character("2"), in: app)
        await waitUntil("November loaded on the Schedule", app) {
            $0.schedule.months[YearMonth(year: 2026, month: 11)]?.shifts != nil && !$0.isBusy
        }
    }

    @Test("2, a, Enter adds an Early today from the Schedule; it shows in the grid and the day pane")
    func addFromSchedule() async {
        let mock = MockCalendarService()
        let app = await started(mock)
        await openSchedule(app)
        press(.character("a"), in: app)
        await waitUntil("the add form", app) { $0.editor.form != nil }
        #expect(screen.line(2) == " Add a shift on Mon 23 Nov 2026")
        press(.tab, .character("c"), .character("o"), .enter, in: app)
        await waitUntil("the notice of the change", app) { $0.shiftEdit.notice != nil && !$0.isBusy }
        #expect(screen.line(22) == " Added E Early on 2026-11-23.")
        // Sunday first (the test calendar's): the fourth week, from the 22nd.
        #expect(screen.line(13) == "  22     23•    24     25     26     27     28")
        #expect(screen.line(14) == "         E")
        #expect(screen.line(4).hasSuffix("› E   Early"))
        #expect(screen.line(5).hasSuffix("     06:00–14:00"))
        #expect(screen.line(6).hasSuffix("     @ Main site · Notes:"))
        #expect(screen.line(7).hasSuffix("     co"))
        #expect(mock.storedShifts.map(\.notes) == ["co"])
        app.quit()
    }

    @Test("d asks on the status line's own keys; n keeps the shift, d then y deletes it")
    func deleteAsks() async {
        let mock = MockCalendarService(shifts: [ShiftBuilder(calendar: wallClock.calendar).shift("E", on: day, from: 6, to: 14)])
        let app = await started(mock)
        await openSchedule(app)
        press(.character("d"), in: app)
        await waitUntil("the delete question", app) { $0.editor.question != nil }
        #expect(screen.line(22) == " Delete E Early on Mon 23 Nov 2026? y deletes, n keeps it.")
        #expect(screen.line(23) == " y yes  n/Esc no  ^C quit")
        press(.character("n"), in: app)
        await waitUntil("the question closed", app) { $0.editor.question == nil }
        #expect(mock.callCount(.apply) == 0)
        press(.character("d"), .character("y"), in: app)
        await waitUntil("the notice of the change", app) { $0.shiftEdit.notice != nil && !$0.isBusy }
        #expect(mock.storedShifts == [])
        #expect(screen.line(22) == " Deleted E Early on 2026-11-23.")
        app.quit()
    }

    @Test("Tab and number keys move between screens; each status bar comes from its own table; ? shows all keys")
    func screensAndHelp() async {
        let app = await started(MockCalendarService())
        #expect(screen.line(23) == " " + KeyBindings.today.statusLine(width: 79))
        press(.tab, in: app)
        await waitUntil("the Schedule screen", app) { $0.screen == .schedule }
        #expect(screen.line(23) == " hjkl/arrows move  [/] month  t today  g go to  J/K shift  a add  ? help  q quit")
        press(.character("?"), in: app)
        await waitUntil("the help screen", app) { $0.isShowingHelp }
        #expect(screen.line(0).hasPrefix(" shifts · Keys · Schedule"))
        #expect(Array(screen.grid.lines[2...5]) == [
            "  h ← l → k ↑ j ↓       move",
            "  [ PgUp ] PgDn         month",
            "  t                     today",
            "  g                     go to",
        ])
        #expect(screen.line(11) == "  !                     sick")
        #expect(screen.line(12) == "  u ^R                  undo/redo")
        #expect(screen.line(13) == "  v Space               mark day")
        #expect(screen.line(19) == "  1 2 3 4 5 6 Tab S-Tab screens")
        #expect(screen.line(23) == " any key close help  q quit")
        press(.character("x"), in: app)
        await waitUntil("the help closed", app) { !$0.isShowingHelp }
        #expect(app.store.state.schedule.cursor == day)  // the closing key did nothing else
        press(.character("3"), in: app)
        await waitUntil("the shift types screen", app) { $0.screen == .shiftTypes }
        press(.backTab, .backTab, in: app)
        await waitUntil("the Today screen", app) { $0.screen == .today }
        #expect(screen.line(0).hasPrefix(" shifts · Today"))
        app.quit()
    }

    @Test("g and a typed date go there; a bad date keeps the text with a message")
    func goTo() async {
        let app = await started(MockCalendarService())
        press(.character("2"), in: app)
        await waitUntil("the Schedule's cursor", app) { $0.schedule.cursor != nil }
        press(.character("g"), in: app)
        for character in "2027-1-5" { app.receive(.character(character)) }
        press(.enter, in: app)
        await waitUntil("the go-to error", app) { $0.schedule.goToError != nil }
        #expect(screen.line(1).hasPrefix(" Go to: 2027-1-5"))
        #expect(screen.line(22) == " ✖ \"2027-1-5\" is not a date: use one of the forms shown above.")
        press(.control("u"), in: app)
        for character in "2027-01-05" { app.receive(.character(character)) }
        press(.enter, in: app)
        await waitUntil("the cursor on 2027-01-05", app) { $0.schedule.cursor == CalendarDay("2027-01-05") }
        #expect(screen.line(0).hasPrefix(" shifts · Schedule · January 2027"))
        app.quit()
    }
}
