/// The loading animation: braille dots, one column wide.
enum Spinner {
    public static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    public static func frame(_ index: Int) -> String { frames[((index % frames.count) + frames.count) % frames.count] }
}
