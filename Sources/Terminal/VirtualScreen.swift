/// In-memory screen for tests: keeps the last presented grid, counts frames and changed
/// cells, and lets a test await the next frame instead of sleeping.
package final class VirtualScreen: Screen {
    package var size: TerminalSize
    /// What was last presented (blank at the initial size before the first present).
    package private(set) var grid: CellGrid
    package private(set) var presentCount = 0
    /// Cells that differed from the previous frame in the last present (all, if the size changed).
    package private(set) var lastChangedCellCount = 0
    /// When true, every presented grid is appended to `frames` (off by default to keep
    /// long-running tests small).
    package var recordsFrames = false
    package private(set) var frames: [CellGrid] = []

    private typealias Waiter = (matches: (CellGrid) -> Bool, continuation: CheckedContinuation<CellGrid, Never>)
    private var waiters: [Waiter] = []

    package init(rows: Int, columns: Int) {
        let size = TerminalSize(rows: rows, columns: columns)
        self.size = size
        self.grid = CellGrid(size: size)
    }

    package var text: String { grid.text }

    package func line(_ row: Int) -> String { grid.line(row) }

    /// Changes `size`, as a terminal resize would. The last presented grid stays until the
    /// next present, which then counts every cell as changed.
    package func resize(rows: Int, columns: Int) {
        size = TerminalSize(rows: rows, columns: columns)
    }

    package func present(_ grid: CellGrid) {
        lastChangedCellCount = grid.changedPositions(since: self.grid).count
        self.grid = grid
        presentCount += 1
        if recordsFrames { frames.append(grid) }
        // Each predicate is asked once per frame.
        var waiting: [Waiter] = []
        for waiter in waiters {
            if waiter.matches(grid) {
                waiter.continuation.resume(returning: grid)
            } else {
                waiting.append(waiter)
            }
        }
        waiters = waiting
    }

    /// Suspends until the next present() and returns that grid. Runs on the caller's actor,
    /// so the waiter is registered before the caller's next suspension point.
    package func nextFrame(isolation: isolated (any Actor)? = #isolation) async -> CellGrid {
        await nextFrame(where: { _ in true }, isolation: isolation)
    }

    /// Suspends until a present() shows a grid for which `predicate` is true (e.g. one whose
    /// text contains "Loading") and returns that grid. Frames presented earlier don't count.
    package func nextFrame(
        where predicate: @escaping (CellGrid) -> Bool,
        isolation: isolated (any Actor)? = #isolation
    ) async -> CellGrid {
        await withCheckedContinuation(isolation: isolation) { continuation in
            waiters.append((predicate, continuation))
        }
    }

    /// How many nextFrame calls are waiting for a frame.
    package var pendingFrameWaiters: Int { waiters.count }
}
