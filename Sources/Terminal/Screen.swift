/// Where a finished frame goes. Not Sendable: a screen belongs to the one actor that draws.
package protocol Screen: AnyObject {
    var size: TerminalSize { get }
    /// Shows `grid`, writing only the cells that changed since the last present.
    func present(_ grid: CellGrid)
}
