import ShiftFeatures

/// What a key comes to in a state: quit, an action to dispatch, or a redraw.
enum KeyOutcome: Hashable, Sendable {
    case quit
    case dispatch(AppAction)
    /// The terminal changed size: draw everything again.
    case redraw
    /// Ctrl-Z: give the terminal back to the shell until `fg`.
    case suspend
}
