import ShiftFeatures
import Terminal

/// What a key asks for, independent of which key it was.
public enum Command: Hashable, Sendable {
    case quit
    // Today
    case reload, previousDay, nextDay, today
    // Screens
    case showScreen(AppScreen), nextScreen, previousScreen
    // Lists (shift types, locations)
    case selectionUp, selectionDown, add, edit, delete, search
    /// Read catalog.json again (after fixing it).
    case reloadCatalog
    // Settings
    case editSettings, export
    // Undo (Today, Schedule) and the change log
    case undo, redo, purgeLog, clearLog
    // Forms, questions, the search line
    /// y or n to a question.
    case answer(Bool)
    /// Enter: save a form, keep a search.
    case submit
    /// Esc: cancel a form (asking first when something was typed), clear a search.
    case cancel
    case nextField, previousField
    /// An editing key of a text field or the search line.
    case text(TextEdit)
}

/// One row of the key table: the keys, how the status bar and help name
/// them, and what each key does.
public struct KeyBinding: Hashable, Sendable {
    public struct Entry: Hashable, Sendable {
        public var key: Key
        public var command: Command
    }

    public var entries: [Entry]
    public var label: String
    public var summary: String
    /// Left out of the status bar (editing keys everyone knows); still in help.
    public var isHidden: Bool

    public init(keys: [Key], label: String, summary: String, command: Command, isHidden: Bool = false) {
        self.init(entries: keys.map { Entry(key: $0, command: command) }, label: label, summary: summary,
                  isHidden: isHidden)
    }

    /// A row whose keys do different things (`1-6` picks a screen each).
    public init(entries: [Entry], label: String, summary: String, isHidden: Bool = false) {
        self.entries = entries
        self.label = label
        self.summary = summary
        self.isHidden = isHidden
    }

    public var keys: [Key] { entries.map(\.key) }
}

/// The one table of key bindings, per mode: it feeds the key handler and the
/// status bar (and later the `?` help screen), so they cannot disagree.
public struct KeyBindings: Sendable {
    public let bindings: [KeyBinding]
    private let lookup: [Key: Command]

    public init(_ bindings: [KeyBinding]) {
        self.bindings = bindings
        var lookup: [Key: Command] = [:]
        for binding in bindings {
            for entry in binding.entries where lookup[entry.key] == nil { lookup[entry.key] = entry.command }
        }
        self.lookup = lookup
    }

    public func command(for key: Key) -> Command? { lookup[key] }

    /// `h/← prev day  l/→ next day ...`: the status bar text, from the table.
    public var statusLine: String {
        bindings.filter { !$0.isHidden }.map { "\($0.label) \($0.summary)" }.joined(separator: "  ")
    }

    /// The status bar text in at most `width` columns: whole bindings only,
    /// in table order, so none is shown cut in half (`?` lists them all).
    public func statusLine(width: Int) -> String {
        var line = ""
        for binding in bindings where !binding.isHidden {
            let part = (line.isEmpty ? "" : "  ") + "\(binding.label) \(binding.summary)"
            guard DisplayWidth.of(line + part) <= width else { break }
            line += part
        }
        return line
    }

    // MARK: The tables

    static let quitBinding = KeyBinding(keys: [.character("q"), .control("c")], label: "q", summary: "quit",
                                        command: .quit)
    static let screenBinding = KeyBinding(
        entries: AppScreen.allCases.map { KeyBinding.Entry(key: .character(Character("\($0.number)")), command: .showScreen($0)) }
            + [KeyBinding.Entry(key: .tab, command: .nextScreen), KeyBinding.Entry(key: .backTab, command: .previousScreen)],
        label: "Tab/1-6", summary: "screens")
    static let listBindings = [
        KeyBinding(keys: [.character("j"), .down], label: "j/k", summary: "move", command: .selectionDown),
        KeyBinding(keys: [.character("k"), .up], label: "k", summary: "up", command: .selectionUp, isHidden: true),
        KeyBinding(keys: [.character("a")], label: "a", summary: "add", command: .add),
        KeyBinding(keys: [.character("e"), .enter], label: "e", summary: "edit", command: .edit),
        KeyBinding(keys: [.character("d")], label: "d", summary: "delete", command: .delete),
        KeyBinding(keys: [.character("/")], label: "/", summary: "search", command: .search),
    ]
    static let reloadCatalogBinding = KeyBinding(keys: [.character("r")], label: "r", summary: "reload",
                                                 command: .reloadCatalog, isHidden: true)

    /// u and Ctrl-R, on the screens that change shifts.
    static let undoBindings = [
        KeyBinding(entries: [KeyBinding.Entry(key: .character("u"), command: .undo),
                             KeyBinding.Entry(key: .control("r"), command: .redo)],
                   label: "u/^R", summary: "undo/redo"),
    ]

    public static let today = KeyBindings([
        KeyBinding(keys: [.character("h"), .left], label: "h/←", summary: "prev day", command: .previousDay),
        KeyBinding(keys: [.character("l"), .right], label: "l/→", summary: "next day", command: .nextDay),
        KeyBinding(keys: [.character("t")], label: "t", summary: "today", command: .today),
        KeyBinding(keys: [.character("r")], label: "r", summary: "reload", command: .reload),
        quitBinding,
        screenBinding,
    ] + undoBindings)

    public static let changeLog = KeyBindings([
        KeyBinding(keys: [.character("j"), .down], label: "j/k", summary: "move", command: .selectionDown),
        KeyBinding(keys: [.character("k"), .up], label: "k", summary: "up", command: .selectionUp, isHidden: true),
        KeyBinding(keys: [.character("/")], label: "/", summary: "search", command: .search),
        KeyBinding(keys: [.character("p")], label: "p", summary: "purge old", command: .purgeLog),
        KeyBinding(keys: [.character("c")], label: "c", summary: "clear all", command: .clearLog),
        KeyBinding(keys: [.character("r")], label: "r", summary: "reload", command: .reload, isHidden: true),
        quitBinding,
        screenBinding,
    ])

    public static let shiftTypes = KeyBindings(listBindings + [reloadCatalogBinding, quitBinding, screenBinding])
    public static let locations = shiftTypes

    public static let settings = KeyBindings([
        KeyBinding(keys: [.character("e"), .enter], label: "e", summary: "edit", command: .editSettings),
        KeyBinding(keys: [.character("x")], label: "x", summary: "export", command: .export),
        reloadCatalogBinding,
        quitBinding,
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
    ]
    static let ctrlCQuit = KeyBinding(keys: [.control("c")], label: "^C", summary: "quit", command: .quit)

    /// Inside a form every printable key is text.
    public static let form = KeyBindings([
        KeyBinding(keys: [.tab, .down], label: "Tab/S-Tab", summary: "field", command: .nextField),
        KeyBinding(keys: [.backTab, .up], label: "S-Tab", summary: "previous field", command: .previousField, isHidden: true),
        KeyBinding(keys: [.enter], label: "Enter", summary: "save", command: .submit),
        KeyBinding(keys: [.escape], label: "Esc", summary: "cancel", command: .cancel),
        KeyBinding(keys: [], label: "←/→", summary: "choose", command: .text(.left)),
    ] + editingBindings + [ctrlCQuit])

    public static let firstRun = KeyBindings([
        KeyBinding(keys: [.enter], label: "Enter", summary: "save and start", command: .submit),
        KeyBinding(keys: [.escape], label: "Esc", summary: "skip (nothing is saved)", command: .cancel),
    ] + editingBindings + [ctrlCQuit])

    public static let search = KeyBindings([
        KeyBinding(keys: [.enter], label: "Enter", summary: "keep filter", command: .submit),
        KeyBinding(keys: [.escape], label: "Esc", summary: "clear", command: .cancel),
    ] + editingBindings + [ctrlCQuit])

    public static let discardQuestion = KeyBindings([
        KeyBinding(keys: [.character("y"), .character("Y")], label: "y", summary: "discard", command: .answer(true)),
        KeyBinding(keys: [.character("n"), .character("N"), .escape], label: "n/Esc", summary: "keep editing",
                   command: .answer(false)),
        ctrlCQuit,
    ])

    public static let deleteQuestion = KeyBindings([
        KeyBinding(keys: [.character("y"), .character("Y")], label: "y", summary: "delete", command: .answer(true)),
        KeyBinding(keys: [.character("n"), .character("N"), .escape], label: "n/Esc", summary: "keep",
                   command: .answer(false)),
        ctrlCQuit,
    ])

    /// The table for what has the keys now.
    public static func table(for mode: KeyMode) -> KeyBindings {
        switch mode {
        case .screen(.today): today
        case .screen(.shiftTypes): shiftTypes
        case .screen(.locations): locations
        case .screen(.settings): settings
        case .screen(.changeLog): changeLog
        case .form: form
        case .firstRun: firstRun
        case .search: search
        case .discardQuestion: discardQuestion
        case .deleteQuestion: deleteQuestion
        }
    }
}
