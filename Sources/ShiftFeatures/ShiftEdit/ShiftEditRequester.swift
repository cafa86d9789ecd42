/// A state that sends shift edit requests (the editor, bulk edits): it
/// hands `outgoing` to `ShiftEditMiddleware`, then waits for its change.
protocol ShiftEditRequester {
    associatedtype Outgoing
    var outgoing: Outgoing? { get set }
    /// A request from here is being written.
    var isWaiting: Bool { get set }
    var form: FormState? { get set }
}

extension ShiftEditRequester {
    /// This side of every change: a request was taken (`outgoing` goes), or
    /// the one waited for was refused (the form shows why and can be sent
    /// again). True when the one waited for was written: start afresh.
    mutating func awaitEdit(_ action: ShiftEditAction) -> Bool {
        switch action {
        case .request:
            outgoing = nil
        case .applied(_, .edit):
            return isWaiting
        case .failed(let error, .edit):
            guard isWaiting else { return false }
            isWaiting = false
            form?.isSaving = false
            form?.error = error.message
        default:
            break
        }
        return false
    }
}

extension ShiftEditorState: ShiftEditRequester {}

extension BulkEditState: ShiftEditRequester {}
