import ShiftFeatures
import ShiftPresentation

/// What the command line says of a change's outcome: the same typed notice
/// the screens show, in the same words (ShiftPresentation's `ChangeWords`).
enum ChangeOutcomeWords {
    /// The line to print, and whether it is a refusal (standard error, exit
    /// 1): nothing to do is one too, so a script sees nothing was changed.
    static func line(_ notice: Notice) -> (text: String, isError: Bool) {
        switch notice {
        case .changed(let operation, let source): (ChangeWords.changed(operation, by: source), false)
        case .nothingTo(let what): (ChangeWords.nothingTo(what), true)
        case .changeRefused(let message), .failed(let message): (message, true)
        case .notFullyRecorded(let made, _): line(made)
        default: ("the change was not made. Nothing was written.", true)
        }
    }
}
