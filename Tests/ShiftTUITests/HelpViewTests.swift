import ShiftFeatures
@testable import ShiftTUI
import Terminal
import Testing

@Suite("Help a newcomer can learn from: every key with a sentence, scrolled with j and k")
struct HelpViewTests {
    func render(_ props: HelpProps, rows: Int = 24, columns: Int = 80) -> CellGrid {
        var grid = CellGrid(size: TerminalSize(rows: rows, columns: columns))
        HelpView.render(props, statusLine: KeyBindings.help.statusLine, into: &grid)
        return grid
    }

    @Test("each row of the key table: its keys, then what they do in a sentence, wrapped beside them")
    func sentences() {
        let grid = render(HelpProps(screen: .today, bindings: .today))
        #expect(Array(grid.lines[0...5]) == [
            " shifts · Keys · Today",
            "",
            "  h ← l →           Moves a day back or forward.",
            "  j ↓ k ↑           Selects the shift above or below: the one the keys for a",
            "                    shift work on.",
            "  a                 Adds a shift on the day (with days marked: to all of them).",
        ])
        #expect(grid[2, 2].style.bold)
        #expect(grid.line(23) == " j/k scroll  any key close help  q quit")
    }

    @Test("a long table scrolls: the hint counts the lines below; at the end it stops at the last line")
    func scrolling() throws {
        let props = HelpProps(screen: .schedule, bindings: .schedule)
        let all = HelpView.lines(props, columns: 80)
        let size = TerminalSize(rows: 24, columns: 80)
        let maxOffset = HelpView.maxOffset(props, size: size)
        #expect(maxOffset == all.count - 19)
        #expect(maxOffset > 0)
        let top = render(props)
        #expect(top.line(22) == "  j/k scroll (\(all.count - 19) lines more), any other key closes this help; q quits.")
        var scrolled = props
        scrolled.offset = maxOffset + 50
        let bottom = render(scrolled)
        let last = try #require(all.last)
        #expect(bottom.line(20).hasSuffix(last.text))
        #expect(bottom.line(22) == "  j/k scroll, any other key closes this help; q quits.")
    }

    @Test("every command a table names has its own sentence, not the status bar's two words")
    func everyRowExplained() {
        let tables: [KeyBindings] = [.today, .schedule, .shiftTypes, .settings, .changeLog, .form, .firstRun, .search,
                                     .rotaPrompt, .goToPrompt, .discardQuestion, .help]
        for table in tables {
            for row in table.bindings where !row.entries.isEmpty {
                #expect(row.explanation.hasSuffix("."), "\(row.label): \(row.explanation)")
                #expect(row.explanation.count > row.summary.count, "\(row.label): \(row.explanation)")
            }
        }
    }
}
