import Testing
@testable import Terminal

/// Test helper: the texts of a row's cells, so wide-character halves ("") are visible.
private func cellTexts(_ grid: CellGrid, row: Int) -> [String] {
    (0..<grid.size.columns).map { grid[row, $0].text }
}

@Suite struct CellGridWriteTests {
    @Test func writesPlainTextAtAPosition() {
        var grid = CellGrid(size: TerminalSize(rows: 2, columns: 10))
        let used = grid.write("hello", row: 1, column: 2, style: .bold)
        #expect(used == 5)
        #expect(grid.lines == ["", "  hello"])
        #expect(grid.text == "\n  hello")
        #expect(grid[1, 2] == Cell(text: "h", style: .bold))
        #expect(grid[1, 1] == .blank)
    }

    @Test func cutsAtTheRightEdgeWithAnEllipsis() {
        var grid = CellGrid(size: TerminalSize(rows: 1, columns: 5))
        #expect(grid.write("abcdefg", row: 0, column: 0) == 5)
        #expect(grid.line(0) == "abcd…")
        // Exactly as wide as the room: not cut.
        #expect(grid.write("vwxyz", row: 0, column: 0) == 5)
        #expect(grid.line(0) == "vwxyz")
    }

    @Test func cutsToMaxWidthWithAnEllipsis() {
        var grid = CellGrid(size: TerminalSize(rows: 1, columns: 10))
        #expect(grid.write("abcdef", row: 0, column: 1, maxWidth: 3) == 3)
        #expect(grid.line(0) == " ab…")
        #expect(grid.write("xyz", row: 0, column: 5, maxWidth: 0) == 0)
        #expect(grid.line(0) == " ab…")
        // A space at the cut goes: "…" follows the last word's end.
        var spaced = CellGrid(size: TerminalSize(rows: 1, columns: 10))
        #expect(spaced.write("no shifts here", row: 0, column: 0, maxWidth: 4) == 3)
        #expect(spaced.line(0) == "no…")
    }

    @Test func clipsTextThatStartsLeftOfTheGrid() {
        var grid = CellGrid(size: TerminalSize(rows: 1, columns: 4))
        #expect(grid.write("abc", row: 0, column: -1) == 2)
        #expect(grid.line(0) == "bc")
    }

    @Test func ignoresRowsAndColumnsOutsideTheGrid() {
        var grid = CellGrid(size: TerminalSize(rows: 1, columns: 4))
        #expect(grid.write("abc", row: -1, column: 0) == 0)
        #expect(grid.write("abc", row: 1, column: 0) == 0)
        #expect(grid.write("abc", row: 0, column: 4) == 0)
        #expect(grid.text == "")
        #expect(grid[5, 5] == .blank)
        #expect(grid[-1, 0] == .blank)
        #expect(grid.line(3) == "")
    }

    @Test func cjkTakesTwoCellsEach() {
        var grid = CellGrid(size: TerminalSize(rows: 1, columns: 6))
        #expect(grid.write("日本", row: 0, column: 0) == 4)
        #expect(cellTexts(grid, row: 0) == ["日", "", "本", "", " ", " "])
        #expect(grid.line(0) == "日本")
    }

    @Test func emojiFlagsAndZWJSequencesAreWide() {
        var grid = CellGrid(size: TerminalSize(rows: 1, columns: 8))
        let family = "👨\u{200D}👩\u{200D}👧"
        #expect(grid.write("🌙" + family + "🇯🇵", row: 0, column: 1) == 6)
        #expect(cellTexts(grid, row: 0) == [" ", "🌙", "", family, "", "🇯🇵", "", " "])
        #expect(grid[0, 3].text.unicodeScalars.count == 5)
        #expect(grid.line(0) == " 🌙" + family + "🇯🇵")
    }

    @Test func combiningMarkStaysWithItsBaseInOneCell() {
        var grid = CellGrid(size: TerminalSize(rows: 1, columns: 4))
        #expect(grid.write("e\u{301}x", row: 0, column: 0) == 2)
        #expect(grid[0, 0].text.unicodeScalars.map(\.value) == [0x65, 0x301])
        #expect(grid[0, 1].text == "x")
        #expect(grid.line(0) == "e\u{301}x")
    }

    @Test func dropsALoneCombiningMark() {
        var grid = CellGrid(size: TerminalSize(rows: 1, columns: 4))
        #expect(grid.write("\u{301}ab", row: 0, column: 0) == 2)
        #expect(cellTexts(grid, row: 0) == ["a", "b", " ", " "])
    }

    @Test func neverSplitsAWideCharacterAtTheRightEdge() {
        var grid = CellGrid(size: TerminalSize(rows: 1, columns: 5))
        let used = grid.write("ab日本", row: 0, column: 0, style: .reverse)
        #expect(used == 5)
        #expect(cellTexts(grid, row: 0) == ["a", "b", "日", "", "…"])
        #expect(grid[0, 4] == Cell(text: "…", style: .reverse))
        #expect(grid.line(0) == "ab日…")
    }

    @Test func neverSplitsAWideCharacterAtMaxWidth() {
        var grid = CellGrid(size: TerminalSize(rows: 1, columns: 6))
        #expect(grid.write("日本", row: 0, column: 0, maxWidth: 3) == 3)
        #expect(cellTexts(grid, row: 0) == ["日", "", "…", " ", " ", " "])
    }

    @Test func overwritingTheRightHalfBlanksTheLeftHalf() {
        var grid = CellGrid(size: TerminalSize(rows: 1, columns: 6))
        grid.write("日本", row: 0, column: 0)
        grid.write("x", row: 0, column: 1)
        #expect(cellTexts(grid, row: 0) == [" ", "x", "本", "", " ", " "])
        #expect(grid.line(0) == " x本")
    }

    @Test func overwritingTheLeftHalfBlanksTheRightHalf() {
        var grid = CellGrid(size: TerminalSize(rows: 1, columns: 6))
        grid.write("日本", row: 0, column: 0)
        grid.write("y", row: 0, column: 2)
        #expect(cellTexts(grid, row: 0) == ["日", "", "y", " ", " ", " "])
        #expect(grid.line(0) == "日y")
    }

    @Test func aWideCharacterOverlappingTwoOthersBlanksBothOuterHalves() {
        var grid = CellGrid(size: TerminalSize(rows: 1, columns: 6))
        grid.write("日本", row: 0, column: 0)
        grid.write("月", row: 0, column: 1)
        #expect(cellTexts(grid, row: 0) == [" ", "月", "", " ", " ", " "])
    }

    @Test func writeSanitizesItsText() {
        var grid = CellGrid(size: TerminalSize(rows: 1, columns: 10))
        #expect(grid.write("a\u{1B}[31mb\tc", row: 0, column: 0) == 4)
        #expect(grid.line(0) == "ab c")
    }
}

@Suite struct CellGridFillTests {
    @Test func fillsARangeWithSpacesInAStyle() {
        var grid = CellGrid(size: TerminalSize(rows: 1, columns: 6))
        grid.write("abcdef", row: 0, column: 0)
        grid.fill(row: 0, column: 2, width: 3, style: .reverse)
        #expect(grid.line(0) == "ab   f")
        #expect((0..<6).map { grid[0, $0].style } == [.plain, .plain, .reverse, .reverse, .reverse, .plain])
    }

    @Test func fillsToTheRightEdgeByDefault() {
        var grid = CellGrid(size: TerminalSize(rows: 2, columns: 4))
        grid.fill(row: 1, style: .reverse)
        #expect((0..<4).map { grid[1, $0] } == Array(repeating: Cell(text: " ", style: .reverse), count: 4))
        #expect(grid[0, 0] == .blank)
    }

    @Test func fillingHalfAWideCharacterBlanksTheOtherHalf() {
        var grid = CellGrid(size: TerminalSize(rows: 1, columns: 4))
        grid.write("日本", row: 0, column: 0)
        grid.fill(row: 0, column: 1, width: 2, style: .dim)
        #expect(cellTexts(grid, row: 0) == [" ", " ", " ", " "])
        #expect((0..<4).map { grid[0, $0].style } == [.plain, .dim, .dim, .plain])
    }
}

@Suite struct CellGridDiffTests {
    private func positions(_ grid: CellGrid, since previous: CellGrid) -> [[Int]] {
        grid.changedPositions(since: previous).map { [$0.row, $0.column] }
    }

    @Test func reportsOnlyTheChangedCellsInRowMajorOrder() {
        let before = CellGrid(size: TerminalSize(rows: 3, columns: 4))
        var after = before
        after.write("x", row: 2, column: 0)
        after.write("y", row: 0, column: 3)
        after.write("z", row: 1, column: 1, style: .bold)
        #expect(positions(after, since: before) == [[0, 3], [1, 1], [2, 0]])
        #expect(positions(after, since: after) == [])
    }

    @Test func aStyleChangeAloneIsAChange() {
        var before = CellGrid(size: TerminalSize(rows: 1, columns: 3))
        before.write("abc", row: 0, column: 0)
        var after = before
        after.write("b", row: 0, column: 1, style: TextStyle(foreground: .red))
        #expect(positions(after, since: before) == [[0, 1]])
    }

    @Test func aDifferentSizeChangesEveryPosition() {
        let before = CellGrid(size: TerminalSize(rows: 1, columns: 2))
        let after = CellGrid(size: TerminalSize(rows: 2, columns: 2))
        #expect(positions(after, since: before) == [[0, 0], [0, 1], [1, 0], [1, 1]])
    }
}
