import ShiftModel
import ShiftPresentation
import Terminal

/// Each shift type's colour as the terminal draws it: the palette's choice
/// (`TypePalette`, shared with the printable month) as a terminal colour.
struct TypeColors: Hashable, Sendable {
    static let palette: [TerminalColor] = TypePalette.colors.map(\.terminalColor)

    private var types: TypePalette

    init(_ catalog: Catalog) { types = TypePalette(catalog) }

    /// The colour of a type of the catalog, as its shifts have it everywhere.
    func color(of type: ShiftType) -> TerminalColor { types.color(of: type).terminalColor }

    /// The colour of a shift's type (by hash for a type not in the catalog).
    func color(of shift: ScheduledShift) -> TerminalColor { types.color(of: shift).terminalColor }

    static func slot(forKey key: String) -> Int { TypePalette.slot(forKey: key) }
}

extension TypeColor {
    var terminalColor: TerminalColor {
        switch self {
        case .cyan: .cyan
        case .green: .green
        case .yellow: .yellow
        case .magenta: .magenta
        case .blue: .blue
        }
    }
}
