import ShiftFeatures
import Terminal

/// One row of the key table: the keys, how the status bar and help name
/// them, and what each key does.
struct KeyBinding: Hashable, Sendable {
    package struct Entry: Hashable, Sendable {
        package var key: Key
        package var command: Command

        /// What this key does in `state`: the action it sends (decided on
        /// the state it meets), quit, a redraw, or nil for nothing there.
        package func outcome(in state: AppState) -> KeyOutcome? {
            KeyActions.outcome(of: command, in: state)
        }
    }

    package var entries: [Entry]
    package var label: String
    package var summary: String
    /// Left out of the status bar (editing keys everyone knows); still in help.
    package var isHidden: Bool
    /// Its keys do nothing in some states on purpose (Esc with no day
    /// marked, or no filter kept); every other row always does something.
    package var mayDoNothing = false

    package init(keys: [Key], label: String, summary: String, command: Command, isHidden: Bool = false) {
        self.init(entries: keys.map { Entry(key: $0, command: command) }, label: label, summary: summary,
                  isHidden: isHidden)
    }

    /// A row whose keys do different things (`1-7` picks a screen each).
    package init(entries: [Entry], label: String, summary: String, isHidden: Bool = false) {
        self.entries = entries
        self.label = label
        self.summary = summary
        self.isHidden = isHidden
    }

    /// A row of several keys with their own commands: `("h", previous day), ("l", next day)`.
    package init(label: String, summary: String, _ pairs: [(Key, Command)], isHidden: Bool = false) {
        self.init(entries: pairs.map { Entry(key: $0.0, command: $0.1) }, label: label, summary: summary,
                  isHidden: isHidden)
    }

    package var keys: [Key] { entries.map(\.key) }

    /// The same row, declared to do nothing in some states.
    func doingNothingSometimes() -> KeyBinding {
        var row = self
        row.mayDoNothing = true
        return row
    }

    /// `l/→ next day`, as the status bar and help show it.
    package var statusItem: String { "\(label) \(summary)" }
}
