extension Int {
    /// `1 shift`, `3 shifts`, `0 shifts`: the count with its noun, for every
    /// message that counts something. `plural` for a noun that does not
    /// just take an s (`entry`, `entries`).
    public func counted(_ singular: String, _ plural: String? = nil) -> String {
        "\(self) \(self == 1 ? singular : plural ?? singular + "s")"
    }
}
