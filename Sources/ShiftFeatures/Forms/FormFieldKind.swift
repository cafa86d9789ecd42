/// What a field holds and how keys edit it.
package enum FormFieldKind: Hashable, Sendable {
    /// Free text, at most `maxLength` characters (longer input is kept out).
    case text(maxLength: Int)
    /// `HH:MM`: digits and `:` only, at most 5 characters.
    case time
    /// Yes or no; ←/→ and space flip it, y and End set it, n and Home clear it.
    case toggle
    /// One of `options`; ←/→ step through them, a letter jumps to the next
    /// option starting with it.
    case choice([FormChoice])
}
