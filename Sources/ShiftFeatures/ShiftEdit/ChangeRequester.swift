/// A slice that sends changes to be written and waits for their answer:
/// the editor and bulk changes. While it waits its form shows "saving" and
/// it takes nothing else.
protocol ChangeRequester {
    associatedtype FormName: Hashable & Sendable
    var isWaiting: Bool { get set }
    var form: FormState<FormName>? { get set }
    /// Asked when its change would break working-time rules.
    var rulesQuestion: RulesQuestion? { get set }
    /// As it starts: nothing open, nothing sent.
    static var afresh: Self { get }
    /// Its change was written: it starts afresh, keeping what outlives a change.
    mutating func startAfresh()
    /// Its change was refused: what is open says why.
    mutating func showRefusal(_ failure: FormFailure)
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
            startAfresh()
            return
        }
        isWaiting = false
        showRefusal(FormFailure(refusal))
    }

    /// Its change would break working-time rules: it stops waiting, what
    /// is open stays as it was, and it asks.
    mutating func paused(asking question: RulesQuestion) {
        guard isWaiting else { return }
        isWaiting = false
        form?.isSaving = false
        rulesQuestion = question
    }

    /// Written: as it starts.
    mutating func startAfresh() { self = .afresh }

    /// Refused: the form says why.
    mutating func showRefusal(_ failure: FormFailure) { form?.saveFailed(failure) }
}

extension ShiftEditorState: ChangeRequester {
    static var afresh: ShiftEditorState { ShiftEditorState() }
}

extension BulkEditState: ChangeRequester {
    static var afresh: BulkEditState { BulkEditState() }

    /// Written: the marks and the rota line go; what was copied stays, to
    /// paste again.
    mutating func startAfresh() { self = BulkEditState(copied: copied) }

    /// Refused: the form or the rota line says why.
    mutating func showRefusal(_ failure: FormFailure) {
        form?.saveFailed(failure)
        rota?.failure = failure
    }
}
