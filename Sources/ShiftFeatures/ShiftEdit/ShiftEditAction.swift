import ShiftModel

/// The one way shifts change. Screens send `request`; undo and redo send
/// `apply` with a ready operation. `ShiftEditMiddleware` checks it against
/// the calendar as it is now, writes it in one all-or-nothing call, and
/// answers with `applied` (the operation as the calendar holds it now) or
/// `failed` (nothing was written). Whatever must happen with every change
/// (the change log, the undo history) hooks onto `applied`.
public enum ShiftEditAction: Hashable, Sendable {
    /// Plan these requests (a bulk change is several) and write them as one operation.
    case request([ShiftEditRequest])
    /// Write a ready operation (an undo's inverse, a redo) if it still applies.
    case apply(ShiftOperation, source: ShiftEditSource)
    /// Written.
    case applied(ShiftOperation, source: ShiftEditSource)
    /// Refused or failed; nothing was written.
    case failed(UserFacingError, source: ShiftEditSource)
}

/// Whether a change is being written, and what the last one came to.
public struct ShiftEditState: Hashable, Sendable {
    public var isApplying: Bool
    /// What the last change did, or why it was refused; shown on Today and
    /// Schedule until the next key.
    public var notice: Notice?
    /// The last operation written, as the calendar holds it.
    public var lastOperation: ShiftOperation?

    public init(isApplying: Bool = false, notice: Notice? = nil, lastOperation: ShiftOperation? = nil) {
        self.isApplying = isApplying
        self.notice = notice
        self.lastOperation = lastOperation
    }
}

public enum ShiftEditReducer {
    public static func reduce(_ state: inout ShiftEditState, _ action: ShiftEditAction) {
        switch action {
        case .request, .apply:
            state.isApplying = true
            state.notice = nil
        case .applied(let operation, let source):
            state.isApplying = false
            state.lastOperation = operation
            let prefix = switch source {
            case .edit: ""
            case .undo: "Undone: "
            case .redo: "Redone: "
            }
            state.notice = Notice("\(prefix)\(operation.summary).")
        case .failed(let error, _):
            state.isApplying = false
            state.notice = .error(error.message)
        }
    }
}
