/// What a key does to an open form; every feature with a form has a case
/// `form(FormAction)`.
package enum FormAction: Hashable, Sendable {
    case edit(FormEdit)
    /// Enter: validate, then save.
    case submit
    /// Esc: close the form, or ask first when something was typed.
    case cancel
    /// Ctrl-C with something typed: ask whether to throw it away and quit
    /// (the app quits on yes; without anything typed it quits without asking).
    case quit
    /// The answer to "discard your changes?": true discards, false keeps editing.
    case discard(Bool)
}

extension FormAction {
    /// True for a key that changes what the form holds.
    package var isEdit: Bool {
        if case .edit = self { return true }
        return false
    }
}
