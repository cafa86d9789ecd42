extension Int {
    /// `1 action`, `3 actions`: a count with its noun, for the failure
    /// messages of the test support (this library stands alone, so it has
    /// its own).
    func counted(_ singular: String, _ plural: String? = nil) -> String {
        "\(self) \(agreeing(singular, plural ?? singular + "s"))"
    }

    /// `one` for a count of 1, `many` for any other (`was`/`were`).
    func agreeing(_ one: String, _ many: String) -> String {
        self == 1 ? one : many
    }
}
