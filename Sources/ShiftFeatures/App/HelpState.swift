/// The `?` help: whether it shows, and how many lines it is scrolled.
package struct HelpState: Hashable, Sendable {
    package var isShown: Bool
    /// Lines scrolled past; the screen shows no farther than its last line.
    package var offset: Int

    package init(isShown: Bool = false, offset: Int = 0) {
        self.isShown = isShown
        self.offset = offset
    }
}
