/// What the keys need to know of an open form, whichever feature's it is.
package struct FormStatus: Hashable, Sendable {
    package var discardQuestion: DiscardQuestion?
    package var isSaving: Bool
    package var isDirty: Bool

    /// Ctrl-C quits at once unless something was typed: then the form asks first.
    package var asksBeforeQuitting: Bool { isDirty }
}
