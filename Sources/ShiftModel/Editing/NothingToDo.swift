/// A change asked for that had nothing to do: no step to undo or redo, or
/// requests that change nothing. Nothing went wrong; it is said plainly.
package enum NothingToDo: Hashable, Sendable {
    case undo, redo, change
}
