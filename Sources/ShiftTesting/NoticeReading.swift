import ShiftFeatures
import ShiftModel

extension Notice {
    /// A change notice read as `edit: Added 3 shifts` or `undo: Deleted E
    /// Early on 2026-11-23` (the operation's summary, from the model), so a
    /// test names the change it expects without building the operation.
    package var change: String? {
        guard case .changed(let operation, let source) = self else { return nil }
        return "\(source.rawValue): \(operation.summary)"
    }
}

extension Notice {
    /// The message of a refused change or a failed service, as it came.
    package var refusal: String? {
        switch self {
        case .changeRefused(let message), .failed(let message): message
        default: nil
        }
    }
}
