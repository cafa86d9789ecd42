import ShiftFeatures
import Terminal

/// What a key asks for, independent of which key it was.
public enum Command: Hashable, Sendable {
    case quit
    case reload
    case previousDay
    case nextDay
    case today

    /// The app action this command dispatches; nil for commands the shell
    /// handles itself (quit must work even while a dispatch is in flight).
    public var action: AppAction? {
        switch self {
        case .quit: nil
        case .reload: .today(.load)
        case .previousDay: .today(.moveDay(by: -1))
        case .nextDay: .today(.moveDay(by: 1))
        case .today: .today(.goToToday)
        }
    }
}

/// One row of the key table: the keys, how the status bar and help name
/// them, and what they do.
public struct KeyBinding: Hashable, Sendable {
    public var keys: [Key]
    public var label: String
    public var summary: String
    public var command: Command

    public init(keys: [Key], label: String, summary: String, command: Command) {
        self.keys = keys
        self.label = label
        self.summary = summary
        self.command = command
    }
}

/// The one table of key bindings: it feeds the key handler and the status
/// bar (and later the `?` help screen), so they cannot disagree.
public struct KeyBindings: Sendable {
    public let bindings: [KeyBinding]
    private let lookup: [Key: Command]

    public init(_ bindings: [KeyBinding]) {
        self.bindings = bindings
        var lookup: [Key: Command] = [:]
        for binding in bindings {
            for key in binding.keys where lookup[key] == nil { lookup[key] = binding.command }
        }
        self.lookup = lookup
    }

    public func command(for key: Key) -> Command? { lookup[key] }

    /// `r reload  h/← prev day ...`: the status bar text, from the table.
    public var statusLine: String {
        bindings.map { "\($0.label) \($0.summary)" }.joined(separator: "  ")
    }

    public static let today = KeyBindings([
        KeyBinding(keys: [.character("h"), .left], label: "h/←", summary: "prev day", command: .previousDay),
        KeyBinding(keys: [.character("l"), .right], label: "l/→", summary: "next day", command: .nextDay),
        KeyBinding(keys: [.character("t")], label: "t", summary: "today", command: .today),
        KeyBinding(keys: [.character("r")], label: "r", summary: "reload", command: .reload),
        KeyBinding(keys: [.character("q"), .control("c")], label: "q", summary: "quit", command: .quit),
    ])
}
