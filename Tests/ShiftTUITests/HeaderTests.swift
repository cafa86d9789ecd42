import ShiftFeatures
@testable import ShiftTUI
import Terminal
import Testing

@Suite("The header names the screen shown among the numbers of all screens")
struct HeaderTests {
    @Test("every screen's number is in the header; the current one stands out; the longest titles fit 80 columns",
          arguments: [(AppScreen.today, "Today · Wednesday 30 September 2026"),
                      (.schedule, "Schedule · September 2026"), (.shiftTypes, "Shift types"),
                      (.locations, "Locations"), (.changeLog, "Change log · 1,000 entries · kept 2 years"),
                      (.settings, "Settings"), (.rotations, "Rotations"), (.statistics, "Statistics"),
                      (.team, "Team · from Mon 23 Nov 2026")])
    func screens(screen: AppScreen, title: String) throws {
        var grid = CellGrid(size: TerminalSize(rows: 24, columns: 80))
        Chrome.header(title, screen: screen, isBusy: true, spinnerFrame: 0, into: &grid)
        #expect(grid.line(0) == " shifts │ 1 2 3 4 5 6 7 8 9 │ \(title)"
            + String(repeating: " ", count: 78 - 30 - title.count) + Spinner.frame(0))
        let column = 10 + 2 * (screen.number - 1)
        #expect(grid[0, column].text == "\(screen.number)")
        #expect(grid[0, column].style == TextStyle(bold: true))
        for other in AppScreen.allCases where other != screen {
            #expect(grid[0, 10 + 2 * (other.number - 1)].style.reverse)
        }
    }

    @Test("help and the first run have no screen strip")
    func noStrip() {
        var grid = CellGrid(size: TerminalSize(rows: 24, columns: 80))
        Chrome.header("Keys · Today", isBusy: false, spinnerFrame: 0, into: &grid)
        #expect(grid.line(0) == " shifts · Keys · Today")
    }
}
