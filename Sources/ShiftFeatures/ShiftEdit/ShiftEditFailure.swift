import ShiftModel
import ShiftPresentation

/// Why a change was not made, and what the screens do about it.
package struct ShiftEditFailure: Error, Hashable, Sendable {
    package typealias NothingToDo = ShiftModel.NothingToDo

    /// Why nothing was written: a refusal or failure, whose message names
    /// the problem (from the planner or the files), or nothing to do.
    package enum Reason: Hashable, Sendable {
        case refused(String)
        case nothingTo(NothingToDo)
    }

    package var reason: Reason
    /// The calendar is not what the screen showed (changed elsewhere): the
    /// screens load it again.
    package var isStale: Bool
    /// An undo or redo step that can no longer apply: the user may drop it.
    package var staleStep: StaleStep?

    package init(message: String, isStale: Bool = false, staleStep: StaleStep? = nil) {
        self.reason = .refused(message)
        self.isStale = isStale
        self.staleStep = staleStep
    }

    package init(nothingTo: NothingToDo) {
        self.reason = .nothingTo(nothingTo)
        self.isStale = false
        self.staleStep = nil
    }

    /// A catalog save's failure as the form shows it: a catalog edit is
    /// always refused with a message (it never has "nothing to do").
    var userFacing: UserFacingError {
        switch reason {
        case .refused(let message): UserFacingError(message: message)
        case .nothingTo: UserFacingError(message: "Nothing to change.")
        }
    }

    /// What the screens say of it.
    package var notice: Notice {
        switch reason {
        case .refused(let message): .changeRefused(message)
        case .nothingTo(let what): .nothingTo(what)
        }
    }

    /// What any error thrown while planning or writing a change means here.
    package init(_ error: any Error) {
        switch error {
        case let failure as ShiftEditFailure:
            self = failure
        case let refusal as ShiftEditRefusal:
            self.init(message: refusal.sentence, isStale: refusal.isStale)
        case let stale as StaleStep:
            self.init(message: stale.refusal.sentence, isStale: stale.refusal.isStale, staleStep: stale)
        case let none as NoStepToTake:
            self.init(nothingTo: none.list == .undo ? .undo : .redo)
        case let reporting as any StalenessReporting:
            self.init(message: UserFacingError(error).message, isStale: reporting.meansChangedElsewhere)
        default:
            self.init(message: UserFacingError(error).message)
        }
    }
}
