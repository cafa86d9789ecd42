/// The forms and questions of editing a shift, shared by Today and Schedule
/// (only one screen shows at a time): add, switch, delete, notes, sick.
package struct ShiftEditorState: Hashable, Sendable {
    package var form: FormState<EditorField>?
    package var purpose: ShiftEditorPurpose?
    /// A switch or delete to confirm, or broken rules to accept: over the
    /// form, or alone.
    package var asking: EditorQuestion?
    /// A request from here is being written: the form shows "saving" and
    /// takes no keys until the answer.
    package var isWaiting: Bool

    package init(form: FormState<EditorField>? = nil, purpose: ShiftEditorPurpose? = nil, asking: EditorQuestion? = nil,
                isWaiting: Bool = false) {
        self.form = form
        self.purpose = purpose
        self.asking = asking
        self.isWaiting = isWaiting
    }
}
