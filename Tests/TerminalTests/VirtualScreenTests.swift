import Testing
import Terminal

@MainActor
@Suite struct VirtualScreenTests {
    private func grid(_ rows: [String], columns: Int) -> CellGrid {
        var grid = CellGrid(size: TerminalSize(rows: rows.count, columns: columns))
        for (row, text) in rows.enumerated() { grid.write(text, row: row, column: 0) }
        return grid
    }

    @Test func startsBlankAtItsSize() {
        let screen = VirtualScreen(rows: 2, columns: 5)
        #expect(screen.size == TerminalSize(rows: 2, columns: 5))
        #expect(screen.grid == CellGrid(size: TerminalSize(rows: 2, columns: 5)))
        #expect(screen.presentCount == 0)
        #expect(screen.lastChangedCellCount == 0)
        #expect(screen.text == "\n")
    }

    @Test func countsPresentsAndChangedCells() {
        let screen = VirtualScreen(rows: 2, columns: 5)
        screen.present(grid(["abc", "日"], columns: 5))
        #expect(screen.presentCount == 1)
        #expect(screen.lastChangedCellCount == 5)  // a, b, c and both halves of 日
        #expect(screen.text == "abc\n日")
        #expect(screen.line(1) == "日")

        screen.present(grid(["abc", "日"], columns: 5))
        #expect(screen.presentCount == 2)
        #expect(screen.lastChangedCellCount == 0)

        screen.present(grid(["abd", "日"], columns: 5))
        #expect(screen.presentCount == 3)
        #expect(screen.lastChangedCellCount == 1)
        #expect(screen.line(0) == "abd")
    }

    @Test func aPresentAfterAResizeChangesEveryCell() {
        let screen = VirtualScreen(rows: 2, columns: 5)
        screen.present(grid(["abc", ""], columns: 5))
        screen.resize(rows: 3, columns: 4)
        #expect(screen.size == TerminalSize(rows: 3, columns: 4))
        #expect(screen.text == "abc\n")  // the old frame stays until the next present
        screen.present(grid(["abc", "", ""], columns: 4))
        #expect(screen.lastChangedCellCount == 12)
        #expect(screen.grid.size == TerminalSize(rows: 3, columns: 4))
    }

    @Test func recordsFramesOnlyWhenAsked() {
        let screen = VirtualScreen(rows: 1, columns: 3)
        screen.present(grid(["a"], columns: 3))
        screen.recordsFrames = true
        screen.present(grid(["b"], columns: 3))
        screen.present(grid(["c"], columns: 3))
        #expect(screen.frames.map { $0.line(0) } == ["b", "c"])
    }

    @Test func nextFrameReturnsTheGridPresentedWhileWaiting() async {
        let screen = VirtualScreen(rows: 1, columns: 10)
        let expected = grid(["frame one"], columns: 10)
        // Runs on the main actor only once this test suspends in nextFrame(), so the waiter
        // is registered before the present happens.
        Task { screen.present(expected) }
        let frame = await screen.nextFrame()
        #expect(frame == expected)
        #expect(frame.line(0) == "frame one")
        #expect(screen.presentCount == 1)
        #expect(screen.pendingFrameWaiters == 0)
    }

    @Test func nextFrameWhereSkipsFramesThatDontMatch() async {
        let screen = VirtualScreen(rows: 1, columns: 10)
        let loading = grid(["Loading…"], columns: 10)
        let loaded = grid(["3 shifts"], columns: 10)
        Task {
            #expect(screen.pendingFrameWaiters == 1)
            screen.present(loading)
            #expect(screen.pendingFrameWaiters == 1)
            screen.present(loaded)
        }
        let frame = await screen.nextFrame(where: { $0.line(0).hasSuffix("shifts") })
        #expect(frame.line(0) == "3 shifts")
        #expect(screen.presentCount == 2)
        #expect(screen.pendingFrameWaiters == 0)
    }
}
