import ShiftFeatures
import Terminal

/// What a key comes to in a state: quit, an action to dispatch, or a redraw.
enum KeyOutcome: Hashable, Sendable {
    case quit
    case dispatch(AppAction)
    /// The terminal changed size: draw everything again.
    case redraw
    /// Ctrl-Z: give the terminal back to the shell until `fg`.
    case suspend
}

/// Key + state -> what to do: the one place keys become actions. Which
/// overlay has the keys is `KeyMode`'s decision; what each key does is its
/// row in the mode's table (`KeyBindings`).
enum KeyHandler {
    /// What `key` does in `state`; nil when it does nothing there.
    package static func outcome(for key: Key, in state: AppState) -> KeyOutcome? {
        let mode = KeyMode(state)
        let table = KeyBindings.table(for: mode)
        if let entry = table.entry(for: key) { return KeyActions.outcome(of: entry.command, in: state, mode: mode) }
        if mode.takesText, case .character(let character) = key {
            return KeyActions.outcome(of: .text(.insert(String(character))), in: state, mode: mode)
        }
        if case .help = mode { return .dispatch(.showHelp(false)) }
        return nil
    }
}
