
/// How one cell is drawn. `foreground == nil` means the terminal's default colour.
public struct TextStyle: Hashable, Sendable {
    public var bold = false
    public var dim = false
    public var reverse = false
    public var underline = false
    public var foreground: TerminalColor?

    public init(
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

    public static let plain = TextStyle()
    public static let bold = TextStyle(bold: true)
    public static let dim = TextStyle(dim: true)
    public static let reverse = TextStyle(reverse: true)
    public static let underline = TextStyle(underline: true)

    /// Plain text in `color`.
    public static func colored(_ color: TerminalColor) -> TextStyle {
        TextStyle(foreground: color)
    }
}
