
/// How one cell is drawn. `foreground == nil` means the terminal's default colour.
package struct TextStyle: Hashable, Sendable {
    package var bold = false
    package var dim = false
    package var reverse = false
    package var underline = false
    package var foreground: TerminalColor?

    package init(
        bold: Bool = false,
        dim: Bool = false,
        reverse: Bool = false,
        underline: Bool = false,
        foreground: TerminalColor? = nil
    ) {
        self.bold = bold
        self.dim = dim
        self.reverse = reverse
        self.underline = underline
        self.foreground = foreground
    }

    package static let plain = TextStyle()
    package static let bold = TextStyle(bold: true)
    package static let dim = TextStyle(dim: true)
    package static let reverse = TextStyle(reverse: true)
    package static let underline = TextStyle(underline: true)

    /// Plain text in `color`.
    package static func colored(_ color: TerminalColor) -> TextStyle {
        TextStyle(foreground: color)
    }
}
