import Terminal

/// A bar drawn in cells: full blocks, one partial block in eighths, then
/// the track.
enum ProgressBar {
    static let eighths = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    static func cells(_ fraction: Double, width: Int) -> [(text: String, isTrack: Bool)] {
        let filled = Int((min(1, max(0, fraction)) * Double(width * 8)).rounded(.down))
        return (0..<width).map { index in
            let inCell = filled - index * 8
            if inCell >= 8 { return ("█", false) }
            if inCell > 0 { return (eighths[inCell], false) }
            return ("░", true)
        }
    }
}
