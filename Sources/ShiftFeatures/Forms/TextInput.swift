/// One line of editable text with a cursor, counted in characters
/// (grapheme clusters), so an emoji is one step of the cursor.
package struct TextInput: Hashable, Sendable {
    package private(set) var text: String
    /// 0 ... text.count: the cursor stands before this character.
    package private(set) var cursor: Int

    /// Text with the cursor at its end.
    package init(_ text: String = "") {
        self.text = text
        self.cursor = text.count
    }

    package init(_ text: String, cursor: Int) {
        self.text = text
        self.cursor = min(max(0, cursor), text.count)
    }

    package mutating func insert(_ typed: String) {
        let index = text.index(text.startIndex, offsetBy: cursor)
        let before = text.count
        text.insert(contentsOf: typed, at: index)
        // A combining mark may merge with the character before it.
        cursor = min(text.count, cursor + (text.count - before))
    }

    /// Removes the character before the cursor.
    package mutating func deleteBackward() {
        guard cursor > 0 else { return }
        text.remove(at: text.index(text.startIndex, offsetBy: cursor - 1))
        cursor -= 1
    }

    /// Removes the character under the cursor.
    package mutating func deleteForward() {
        guard cursor < text.count else { return }
        text.remove(at: text.index(text.startIndex, offsetBy: cursor))
    }

    package mutating func moveLeft() { cursor = max(0, cursor - 1) }
    package mutating func moveRight() { cursor = min(text.count, cursor + 1) }
    package mutating func moveToStart() { cursor = 0 }
    package mutating func moveToEnd() { cursor = text.count }

    /// Ctrl-U: removes everything before the cursor.
    package mutating func deleteToStart() {
        text.removeSubrange(text.startIndex..<text.index(text.startIndex, offsetBy: cursor))
        cursor = 0
    }

    /// Ctrl-K: removes everything from the cursor on.
    package mutating func deleteToEnd() {
        text.removeSubrange(text.index(text.startIndex, offsetBy: cursor)...)
    }

    /// Ctrl-W, as in a shell: removes the spaces before the cursor and the
    /// word before them.
    package mutating func deleteWordBackward() {
        let characters = Array(text)
        var start = cursor
        while start > 0, characters[start - 1].isWhitespace { start -= 1 }
        while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
        text = String(characters[..<start] + characters[cursor...])
        cursor = start
    }
}
