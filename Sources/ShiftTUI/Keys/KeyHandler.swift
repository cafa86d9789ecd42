import ShiftFeatures
import Terminal

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
