/// Minutes as the TUI says them, exact to the minute: `7 h 30 min`, `8 h`,
/// `45 min`; a balance with its sign: `+2 h 15 min`, `-45 min`. (The words
/// both front ends say go to ShiftPresentation once the command line's
/// statistics have them.)
enum HoursFormat {
    static func duration(_ minutes: Int) -> String {
        let whole = abs(minutes)
        let hours = whole / 60, rest = whole % 60
        let text: String
        if hours == 0 {
            text = rest == 0 ? "0 h" : "\(rest) min"
        } else {
            text = rest == 0 ? "\(hours) h" : "\(hours) h \(rest) min"
        }
        return minutes < 0 ? "-" + text : text
    }

    /// A balance: `+` for overtime, `-` for hours short, `0 h` when even.
    static func balance(_ minutes: Int) -> String {
        minutes > 0 ? "+" + duration(minutes) : duration(minutes)
    }
}
