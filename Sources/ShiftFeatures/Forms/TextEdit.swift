/// What one editing key does to the focused field of a form, or to a
/// search line. Keys map to these in ShiftTUI's key table.
package enum TextEdit: Hashable, Sendable {
    case insert(String)
    case deleteBackward, deleteForward
    case left, right, home, end
    case deleteToStart, deleteToEnd
    /// Ctrl-W: the word before the cursor, and the spaces after it.
    case deleteWordBackward

    /// Applies the edit to `input`.
    package func apply(to input: inout TextInput) {
        switch self {
        case .insert(let text): input.insert(text)
        case .deleteBackward: input.deleteBackward()
        case .deleteForward: input.deleteForward()
        case .left: input.moveLeft()
        case .right: input.moveRight()
        case .home: input.moveToStart()
        case .end: input.moveToEnd()
        case .deleteToStart: input.deleteToStart()
        case .deleteToEnd: input.deleteToEnd()
        case .deleteWordBackward: input.deleteWordBackward()
        }
    }
}
