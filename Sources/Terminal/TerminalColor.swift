/// The eight ANSI colours; raw values match ncurses' COLOR_BLACK ... COLOR_WHITE.
package enum TerminalColor: Int, Hashable, Sendable, CaseIterable {
    case black, red, green, yellow, blue, magenta, cyan, white
}
