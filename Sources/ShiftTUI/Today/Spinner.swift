/// The loading animation: braille dots, one column wide.
enum Spinner {
    package static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    package static func frame(_ index: Int) -> String { frames[((index % frames.count) + frames.count) % frames.count] }
}
