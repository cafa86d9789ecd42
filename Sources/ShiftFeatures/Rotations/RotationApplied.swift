/// What applying a rotation did, for its notice.
package struct RotationApplied: Hashable, Sendable {
    package var name: String
    package var added: Int
    package var skippedDays: Int
    package var replacedDays: Int
    /// Days that held the rotation's type already.
    package var alreadyDays: Int

    package init(name: String, added: Int, skippedDays: Int, replacedDays: Int, alreadyDays: Int = 0) {
        self.name = name
        self.added = added
        self.skippedDays = skippedDays
        self.replacedDays = replacedDays
        self.alreadyDays = alreadyDays
    }
}
