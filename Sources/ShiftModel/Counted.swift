extension Int {
    /// `1 shift`, `3 shifts`, `0 shifts`: the count with its noun, for every
    /// message that counts something. `plural` for a noun that does not
    /// just take an s (`entry`, `entries`).
    package func counted(_ singular: String, _ plural: String? = nil) -> String {
        "\(self) \(agreeing(singular, plural ?? singular + "s"))"
    }

    /// `one` for a count of 1, `many` for any other: the verb or pronoun
    /// that agrees with the count (`uses`/`use`, `it`/`them`).
    package func agreeing(_ one: String, _ many: String) -> String {
        self == 1 ? one : many
    }
}
