/// One character cell of a `CellGrid`.
public struct Cell: Hashable, Sendable {
    /// One grapheme cluster; " " for a blank cell; "" for the right half of a wide character.
    public var text: String
    public var style: TextStyle

    public init(text: String = " ", style: TextStyle = .plain) {
        self.text = text
        self.style = style
    }

    public static let blank = Cell()

    /// True for the cell that continues the wide character on its left.
    public var isWideContinuation: Bool { text.isEmpty }
}
