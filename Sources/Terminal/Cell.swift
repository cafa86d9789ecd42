/// One character cell of a `CellGrid`.
package struct Cell: Hashable, Sendable {
    /// One grapheme cluster; " " for a blank cell; "" for the right half of a wide character.
    package var text: String
    package var style: TextStyle

    package init(text: String = " ", style: TextStyle = .plain) {
        self.text = text
        self.style = style
    }

    package static let blank = Cell()

    /// True for the cell that continues the wide character on its left.
    package var isWideContinuation: Bool { text.isEmpty }
}
