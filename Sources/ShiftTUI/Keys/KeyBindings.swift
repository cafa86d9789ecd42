import ShiftFeatures
import Terminal

/// The one table of key bindings, per mode: it feeds the key handler, the
/// status bar and the `?` help screen, so they cannot disagree.
package struct KeyBindings: Sendable {
    /// The rows the status bar and help show.
    let bindings: [KeyBinding]
    /// Every row the keys follow: the shown ones and the terminal's own
    /// (a resize redraws in every mode).
    let rows: [KeyBinding]
    private let lookup: [Key: KeyBinding.Entry]

    init(_ bindings: [KeyBinding]) {
        self.bindings = bindings
        self.rows = bindings + [Self.resizeBinding]
        var lookup: [Key: KeyBinding.Entry] = [:]
        for binding in rows {
            for entry in binding.entries where lookup[entry.key] == nil { lookup[entry.key] = entry }
        }
        self.lookup = lookup
    }

    func entry(for key: Key) -> KeyBinding.Entry? { lookup[key] }

    func command(for key: Key) -> Command? { lookup[key]?.command }

    static let resizeBinding = KeyBinding(keys: [.resize], label: "resize", summary: "redraw", command: .redraw,
                                          isHidden: true)

    /// `h/← prev day  l/→ next day ...`: the status bar text, from the table.
    package var statusLine: String {
        bindings.filter { !$0.isHidden }.map(\.statusItem).joined(separator: "  ")
    }

    /// The status bar for a terminal `width` columns wide: the table's
    /// visible rows in order while they fit, then `? help` and `q quit`
    /// always, so every key stays one press away.
    package func statusLine(width: Int) -> String {
        let visible = bindings.filter { !$0.isHidden }
        let full = visible.map(\.statusItem).joined(separator: "  ")
        guard DisplayWidth.of(full) > width else { return full }
        let pinned = visible.filter { $0.entries.contains { $0.command == .help || $0.command == .quit } }
        // Widths plus two spaces between items.
        var used = pinned.map { DisplayWidth.of($0.statusItem) + 2 }.reduce(0, +) - 2
        var items: [String] = []
        for binding in visible where !pinned.contains(binding) {
            let item = binding.statusItem
            guard used + DisplayWidth.of(item) + 2 <= width else { break }
            items.append(item)
            used += DisplayWidth.of(item) + 2
        }
        return (items + pinned.map(\.statusItem)).joined(separator: "  ")
    }

    // MARK: The tables

    static let quitBinding = KeyBinding(keys: [.character("q"), .control("c")], label: "q", summary: "quit",
                                        command: .quit)
    /// Ctrl-Z, as in any program run from a shell; in every table but the
    /// questions, so it works wherever the keys are not an answer.
    static let suspendBinding = KeyBinding(keys: [.control("z")], label: "^Z", summary: "suspend", command: .suspend,
                                           isHidden: true)
    static let screenBinding = KeyBinding(
        entries: AppScreen.allCases.map { KeyBinding.Entry(key: .character(Character("\($0.number)")), command: .showScreen($0)) }
            + [KeyBinding.Entry(key: .tab, command: .nextScreen), KeyBinding.Entry(key: .backTab, command: .previousScreen)],
        label: "Tab/1-\(AppScreen.allCases.count)", summary: "screens")
    /// j/k move the selection of a list (Shift types, Locations, Change log).
    static let moveBindings = [
        KeyBinding(keys: [.character("j"), .down], label: "j/k", summary: "move", command: .selectionDown),
        KeyBinding(keys: [.character("k"), .up], label: "k", summary: "up", command: .selectionUp, isHidden: true),
    ]
    /// / searches a list; Esc clears the filter kept with Enter.
    static let searchBindings = [
        KeyBinding(keys: [.character("/")], label: "/", summary: "search", command: .search),
        KeyBinding(keys: [.escape], label: "Esc", summary: "clear search", command: .cancel, isHidden: true)
            .doingNothingSometimes(),
    ]
    static let listBindings = moveBindings + [
        KeyBinding(keys: [.character("a")], label: "a", summary: "add", command: .add),
        KeyBinding(keys: [.character("e"), .enter], label: "e", summary: "edit", command: .edit),
        KeyBinding(keys: [.character("d")], label: "d", summary: "delete", command: .delete),
    ] + searchBindings
    static let reloadCatalogBinding = KeyBinding(keys: [.character("r")], label: "r", summary: "reload",
                                                 command: .reloadCatalog, isHidden: true)

    /// u and Ctrl-R, on the screens that change shifts.
    static let undoBindings = [
        KeyBinding(label: "u/^R", summary: "undo/redo", [(.character("u"), .undo), (.control("r"), .redo)]),
    ]
    /// v marks days on the Schedule; a, A and d then work on all of them.
    static let markBindings = [
        KeyBinding(label: "v", summary: "mark day", [(.character("v"), .toggleMark), (.character(" "), .toggleMark)]),
        KeyBinding(keys: [.character("V")], label: "V", summary: "mark a range (move, then V)", command: .markRange),
        KeyBinding(label: "W/M", summary: "mark week/month", [(.character("W"), .markWeek), (.character("M"), .markMonth)]),
        KeyBinding(keys: [.character("A")], label: "A", summary: "type per marked day", command: .addPerDay),
        KeyBinding(keys: [.character("R")], label: "R", summary: "type a rota from here", command: .rota),
        // As vim's @ plays a recorded macro over and over.
        KeyBinding(keys: [.character("@")], label: "@", summary: "apply a rotation", command: .applyRotation),
        KeyBinding(keys: [.character("b")], label: "b", summary: "book leave", command: .addAbsence),
        KeyBinding(label: "Y/p", summary: "copy/paste days", [(.character("Y"), .copyDays), (.character("p"), .pasteDays)]),
        // With no day marked, Esc clears the Schedule's filter instead.
        KeyBinding(keys: [.escape], label: "Esc", summary: "unmark all, else clear the filter", command: .clearMarks,
                   isHidden: true)
            .doingNothingSometimes(),
    ]
    /// The Schedule's filter: / searches, f filters, < and > jump between matching days.
    static let filterBindings = [
        KeyBinding(keys: [.character("/")], label: "/", summary: "search", command: .search),
        KeyBinding(keys: [.character("f")], label: "f", summary: "filter", command: .filter),
        KeyBinding(label: "</>", summary: "match", [(.character(">"), .nextMatch), (.character("<"), .previousMatch)]),
        KeyBinding(keys: [.character("L")], label: "L", summary: "legend", command: .legend),
    ]
    static let helpBinding = KeyBinding(keys: [.character("?")], label: "?", summary: "help", command: .help)
    /// a, s, d, n, ! on the selected shift (Today and Schedule).
    static let shiftEditBindings = [
        KeyBinding(keys: [.character("a")], label: "a", summary: "add", command: .addShift),
        KeyBinding(keys: [.character("s")], label: "s", summary: "switch", command: .switchShift),
        KeyBinding(keys: [.character("d")], label: "d", summary: "delete", command: .deleteShift),
        KeyBinding(keys: [.character("n")], label: "n", summary: "notes", command: .editNotes),
        KeyBinding(keys: [.character("!")], label: "!", summary: "sick", command: .toggleSick),
    ]

    package static let today = KeyBindings([
        KeyBinding(label: "h/l", summary: "day", [(.character("h"), .previousDay), (.left, .previousDay),
                                                  (.character("l"), .nextDay), (.right, .nextDay)]),
        KeyBinding(label: "j/k", summary: "shift", [(.character("j"), .nextShift), (.down, .nextShift),
                                                    (.character("k"), .previousShift), (.up, .previousShift)]),
    ] + shiftEditBindings + [
        KeyBinding(keys: [.character("t")], label: "t", summary: "today", command: .today),
        KeyBinding(keys: [.character("r")], label: "r", summary: "reload", command: .reload),
        KeyBinding(keys: [.character("g")], label: "g", summary: "go to", command: .goToDate),
    ] + undoBindings + [
        KeyBinding(keys: [.character("o")], label: "o", summary: "open day in Schedule", command: .openInSchedule),
        helpBinding,
        quitBinding,
        suspendBinding,
        screenBinding,
    ])

    package static let changeLog = KeyBindings(moveBindings + searchBindings + [
        KeyBinding(keys: [.character("p")], label: "p", summary: "purge old", command: .purgeLog),
        KeyBinding(keys: [.character("c")], label: "c", summary: "clear all", command: .clearLog),
        KeyBinding(keys: [.character("r")], label: "r", summary: "reload", command: .reload, isHidden: true),
        helpBinding,
        quitBinding,
        suspendBinding,
        screenBinding,
    ])

    package static let schedule = KeyBindings([
        KeyBinding(label: "hjkl/arrows", summary: "move", [
            (.character("h"), .previousDay), (.left, .previousDay), (.character("l"), .nextDay), (.right, .nextDay),
            (.character("k"), .previousWeek), (.up, .previousWeek), (.character("j"), .nextWeek), (.down, .nextWeek),
        ]),
        KeyBinding(label: "[/]", summary: "month", [(.character("["), .previousMonth), (.pageUp, .previousMonth),
                                                    (.character("]"), .nextMonth), (.pageDown, .nextMonth)]),
        KeyBinding(keys: [.character("t")], label: "t", summary: "today", command: .today),
        KeyBinding(keys: [.character("g")], label: "g", summary: "go to", command: .goToDate),
        KeyBinding(label: "J/K", summary: "shift", [(.character("J"), .nextShift), (.character("K"), .previousShift)]),
    ] + shiftEditBindings + undoBindings + markBindings + filterBindings + [
        KeyBinding(keys: [.character("r")], label: "r", summary: "reload", command: .reload),
        helpBinding,
        quitBinding,
        suspendBinding,
        screenBinding,
    ])

    package static let shiftTypes = KeyBindings(listBindings + [reloadCatalogBinding, helpBinding, quitBinding,
                                                               suspendBinding, screenBinding])
    package static let locations = shiftTypes

    package static let rotations = KeyBindings(listBindings + [
        KeyBinding(keys: [.character("p")], label: "p", summary: "presets", command: .presets),
        reloadCatalogBinding, helpBinding, quitBinding, suspendBinding, screenBinding,
    ])

    /// The preview of a rotation on the grid: the cursor moves (the preview
    /// stays), Enter writes it, r switches between keeping and replacing
    /// days with shifts, Esc drops it.
    package static let rotationPreview = KeyBindings([
        KeyBinding(keys: [.enter], label: "Enter", summary: "write", command: .submit),
        KeyBinding(keys: [.character("r")], label: "r", summary: "keep/replace days with shifts",
                   command: .toggleReplace),
        KeyBinding(keys: [.escape], label: "Esc", summary: "cancel", command: .cancel),
        KeyBinding(label: "hjkl/arrows", summary: "move", [
            (.character("h"), .previousDay), (.left, .previousDay), (.character("l"), .nextDay), (.right, .nextDay),
            (.character("k"), .previousWeek), (.up, .previousWeek), (.character("j"), .nextWeek), (.down, .nextWeek),
        ]),
        KeyBinding(label: "[/]", summary: "month", [(.character("["), .previousMonth), (.pageUp, .previousMonth),
                                                    (.character("]"), .nextMonth), (.pageDown, .nextMonth)]),
        KeyBinding(keys: [.character("t")], label: "t", summary: "today", command: .today),
        helpBinding,
        quitBinding,
        suspendBinding,
    ])

    package static let statistics = KeyBindings([
        KeyBinding(label: "[/]", summary: "period", [(.character("["), .previousPeriod), (.pageUp, .previousPeriod),
                                                     (.character("]"), .nextPeriod), (.pageDown, .nextPeriod)]),
        KeyBinding(label: "w/m/y", summary: "week/month/year", [(.character("w"), .periodKind(.week)),
                                                                (.character("m"), .periodKind(.month)),
                                                                (.character("y"), .periodKind(.year))]),
        KeyBinding(keys: [.character("g")], label: "g", summary: "range", command: .typeRange),
        KeyBinding(keys: [.character("t")], label: "t", summary: "today", command: .today),
        KeyBinding(keys: [.character("r")], label: "r", summary: "reload", command: .reload, isHidden: true),
        helpBinding,
        quitBinding,
        suspendBinding,
        screenBinding,
    ])

    /// The Team screen: the cursor by day and week, a date, today.
    package static let team = KeyBindings([
        KeyBinding(label: "h/l", summary: "day", [(.character("h"), .previousDay), (.left, .previousDay),
                                                  (.character("l"), .nextDay), (.right, .nextDay)]),
        KeyBinding(label: "[/]", summary: "week", [(.character("["), .previousWeek), (.pageUp, .previousWeek),
                                                   (.character("]"), .nextWeek), (.pageDown, .nextWeek)]),
        KeyBinding(keys: [.character("g")], label: "g", summary: "go to", command: .goToDate),
        KeyBinding(keys: [.character("t")], label: "t", summary: "today", command: .today),
        // On the user's own shift of the cursor's day; none there, nothing.
        KeyBinding(keys: [.character("s")], label: "s", summary: "swap", command: .findSwaps)
            .doingNothingSometimes(),
        // At the top or the bottom there is nothing to scroll.
        KeyBinding(label: "j/k", summary: "scroll", [(.character("j"), .scrollRows(1)), (.down, .scrollRows(1)),
                                                     (.character("k"), .scrollRows(-1)), (.up, .scrollRows(-1)),
                                                     (.control("d"), .scrollHalfPage(1)),
                                                     (.control("u"), .scrollHalfPage(-1))])
            .doingNothingSometimes(),
        KeyBinding(keys: [.escape], label: "Esc", summary: "close the swaps", command: .cancel, isHidden: true)
            .doingNothingSometimes(),
        KeyBinding(keys: [.character("r")], label: "r", summary: "sync", command: .syncTeam, isHidden: true),
        helpBinding,
        quitBinding,
        suspendBinding,
        screenBinding,
    ])

    package static let settings = KeyBindings([
        KeyBinding(keys: [.character("e"), .enter], label: "e", summary: "edit", command: .editSettings),
        KeyBinding(keys: [.character("x")], label: "x", summary: "export", command: .export),
        reloadCatalogBinding,
        helpBinding,
        quitBinding,
        suspendBinding,
        screenBinding,
    ])

    /// Editing keys of a text field or the search line; every other
    /// printable key is text.
    static let editingBindings = [
        KeyBinding(keys: [.left], label: "←", summary: "left", command: .text(.left), isHidden: true),
        KeyBinding(keys: [.right], label: "→", summary: "right", command: .text(.right), isHidden: true),
        KeyBinding(keys: [.home, .control("a")], label: "Home", summary: "start", command: .text(.home), isHidden: true),
        KeyBinding(keys: [.end, .control("e")], label: "End", summary: "end", command: .text(.end), isHidden: true),
        KeyBinding(keys: [.backspace], label: "Bksp", summary: "delete left", command: .text(.deleteBackward), isHidden: true),
        KeyBinding(keys: [.delete, .control("d")], label: "Del", summary: "delete", command: .text(.deleteForward), isHidden: true),
        KeyBinding(keys: [.control("u")], label: "^U", summary: "delete to start", command: .text(.deleteToStart), isHidden: true),
        KeyBinding(keys: [.control("k")], label: "^K", summary: "delete to end", command: .text(.deleteToEnd), isHidden: true),
        KeyBinding(keys: [.control("w")], label: "^W", summary: "delete word", command: .text(.deleteWordBackward),
                   isHidden: true),
    ]
    static let ctrlCQuit = KeyBinding(keys: [.control("c")], label: "^C", summary: "quit", command: .quit)

    /// Inside a form every printable key is text.
    package static let form = KeyBindings([
        KeyBinding(keys: [.tab, .down], label: "Tab/S-Tab", summary: "field", command: .nextField),
        KeyBinding(keys: [.backTab, .up], label: "S-Tab", summary: "previous field", command: .previousField, isHidden: true),
        KeyBinding(keys: [.enter], label: "Enter", summary: "save", command: .submit),
        KeyBinding(keys: [.escape], label: "Esc", summary: "cancel", command: .cancel),
        KeyBinding(keys: [], label: "←/→", summary: "choose", command: .text(.left)),
    ] + editingBindings + [ctrlCQuit, suspendBinding])

    package static let firstRun = KeyBindings([
        KeyBinding(keys: [.enter], label: "Enter", summary: "save and start", command: .submit),
        KeyBinding(keys: [.escape], label: "Esc", summary: "skip (nothing is saved)", command: .cancel),
    ] + editingBindings + [ctrlCQuit, suspendBinding])

    package static let search = KeyBindings([
        KeyBinding(keys: [.enter], label: "Enter", summary: "keep filter", command: .submit),
        KeyBinding(keys: [.escape], label: "Esc", summary: "clear", command: .cancel),
    ] + editingBindings + [ctrlCQuit, suspendBinding])

    /// A y/n question: y (or Y) says yes, n, N or Esc no, Ctrl-C quits;
    /// `yes` and `no` are what each does, as the status bar names it.
    static func question(yes: String, no: String) -> KeyBindings {
        KeyBindings([
            KeyBinding(keys: [.character("y"), .character("Y")], label: "y", summary: yes, command: .answer(true)),
            KeyBinding(keys: [.character("n"), .character("N"), .escape], label: "n/Esc", summary: no,
                       command: .answer(false)),
            ctrlCQuit,
        ])
    }

    package static let discardQuestion = question(yes: "discard", no: "keep editing")
    /// Ctrl-C over a form with something typed: asked again, it quits.
    package static let quitQuestion = question(yes: "quit", no: "back to the form")
    package static let deleteQuestion = question(yes: "delete", no: "keep")
    /// A yes/no question before a change to a shift (switch, delete).
    package static let confirmQuestion = question(yes: "yes", no: "no")
    /// Whether to drop an undo or redo step that can no longer apply.
    package static let staleStepQuestion = question(yes: "drop the step", no: "keep it")
    /// Whether to save a shift type edit that makes shifts overlap.
    package static let overlapQuestion = question(yes: "save anyway", no: "back to the form")
    /// Whether to save a change that breaks working-time rules.
    package static let rulesQuestion = question(yes: "save anyway", no: "go back, nothing saved")

    /// `b`'s question: a letter a kind of absence, n or Esc none.
    package static let absenceQuestion = KeyBindings([
        KeyBinding(label: "a/s/t/l", summary: "annual/sick/training/in lieu", [
            (.character("a"), .absence(.annual)), (.character("s"), .absence(.sick)),
            (.character("t"), .absence(.training)), (.character("l"), .absence(.lieu)),
        ]),
        KeyBinding(keys: [.character("n"), .escape], label: "n/Esc", summary: "no", command: .answer(false)),
        ctrlCQuit,
    ])

    /// The rota line of the Schedule screen.
    package static let rotaPrompt = KeyBindings([
        KeyBinding(keys: [.enter], label: "Enter", summary: "add the shifts", command: .submit),
        KeyBinding(keys: [.escape], label: "Esc", summary: "cancel", command: .cancel),
    ] + editingBindings + [ctrlCQuit, suspendBinding])

    /// The go-to-date prompt of the Schedule screen.
    package static let goToPrompt = KeyBindings([
        KeyBinding(keys: [.enter], label: "Enter", summary: "go", command: .submit),
        KeyBinding(keys: [.escape], label: "Esc", summary: "cancel", command: .cancel),
    ] + editingBindings + [ctrlCQuit, suspendBinding])

    /// While help shows: j/k and the page keys scroll it, q still quits,
    /// every other key closes it.
    package static let help = KeyBindings([
        KeyBinding(label: "j/k", summary: "scroll", [(.character("j"), .scroll(1)), (.down, .scroll(1)),
                                                   (.character("k"), .scroll(-1)), (.up, .scroll(-1)),
                                                   (.pageDown, .scroll(10)), (.character(" "), .scroll(10)),
                                                   (.pageUp, .scroll(-10))]),
        KeyBinding(keys: [.escape, .character("?")], label: "any key", summary: "close help", command: .closeHelp),
        quitBinding,
    ])

    /// The table for what has the keys now.
    static func table(for mode: KeyMode) -> KeyBindings {
        switch mode {
        case .screen(.today): today
        case .screen(.schedule): schedule
        case .screen(.shiftTypes): shiftTypes
        case .screen(.locations): locations
        case .screen(.settings): settings
        case .screen(.changeLog): changeLog
        case .screen(.rotations): rotations
        case .screen(.statistics): statistics
        case .screen(.team): team
        case .rotationPreview: rotationPreview
        case .form: form
        case .firstRun: firstRun
        case .search: search
        case .discardQuestion: discardQuestion
        case .quitQuestion: quitQuestion
        case .deleteQuestion: deleteQuestion
        case .absenceQuestion: absenceQuestion
        case .editQuestion: confirmQuestion
        case .rulesQuestion: rulesQuestion
        case .staleStepQuestion: staleStepQuestion
        case .overlapQuestion: overlapQuestion
        case .goTo: goToPrompt
        case .rota: rotaPrompt
        case .help: help
        }
    }
}
