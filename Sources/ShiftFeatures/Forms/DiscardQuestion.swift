/// What a form asks before it throws away what was typed.
package enum DiscardQuestion: Hashable, Sendable {
    /// Esc: close the form? y discards, n keeps editing.
    case close
    /// Ctrl-C: quit the app? y quits, n goes back to the form.
    case quit
}
