/// A slice that sends changes to be written and waits for their answer:
/// the editor and bulk changes. While it waits its form shows "saving" and
/// it takes nothing else.
protocol ChangeRequester {
    associatedtype FormName: Hashable & Sendable
    var isWaiting: Bool { get set }
    var form: FormState<FormName>? { get set }
    /// As it starts: nothing open, nothing sent.
    static var afresh: Self { get }
}

extension ChangeRequester {
    /// Its change was sent: it waits, the form saving, its messages gone.
    mutating func sent() {
        isWaiting = true
        form?.startSaving()
    }

    /// The answer to the change it waits for: written (it starts afresh) or
    /// refused (the form keeps what was typed and says why). An answer to
    /// a change from elsewhere is not its business.
    mutating func answered(refusal: ShiftEditFailure.Reason?) {
        guard isWaiting else { return }
        guard let refusal else {
            self = .afresh
            return
        }
        isWaiting = false
        form?.saveFailed(FormFailure(refusal))
    }
}

extension ShiftEditorState: ChangeRequester {
    static var afresh: ShiftEditorState { ShiftEditorState() }
}

extension BulkEditState: ChangeRequester {
    static var afresh: BulkEditState { BulkEditState() }
}
