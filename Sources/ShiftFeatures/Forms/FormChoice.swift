/// One option of a choice field.
package struct FormChoice: Hashable, Sendable {
    /// What the feature reads back; nil for "none".
    package var value: FormValue?
    /// The option's name as data (a type's symbol, title and times); a
    /// typed letter jumps to the next option whose name starts with it.
    package var name: String

    package init(_ value: FormValue?, name: String) {
        self.value = value
        self.name = name
    }
}
