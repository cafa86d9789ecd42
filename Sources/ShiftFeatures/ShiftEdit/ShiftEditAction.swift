import Redux
import ShiftModel
import ShiftPresentation

/// The one way shifts change. The screens' forms and questions send
/// `.editor(.submitted)` and `.bulk(.submitted)`, the command line sends
/// `request`; `u` and Ctrl-R send `.history(.undo)` and `.history(.redo)`. `ShiftEditMiddleware` checks
/// the change against the calendar as it is now (holding the history, so
/// no other process changes shifts in between), writes it in one
/// all-or-nothing call, and answers with `applied` (the change as recorded)
/// or `failed` (nothing was written). Whatever must happen with every
/// change (the change log, the undo history, the screens) hooks onto
/// `applied`.
package enum ShiftEditAction: Hashable, Sendable {
    /// Plan these requests and write them as one operation (the command line).
    case request([ShiftEditRequest])
    /// Written and recorded.
    case applied(HistoryRecord, source: ShiftEditSource)
    /// Refused or failed; nothing was written.
    case failed(ShiftEditFailure, source: ShiftEditSource)
    /// Not written: the change from a screen would break working-time
    /// rules. The screen that sent it asks whether to save it anyway.
    case rulesBroken(RulesQuestion)
}

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

/// An error from a service that can tell whether it means the data changed
/// elsewhere since it was read (the screens then load it again).
package protocol StalenessReporting: Error {
    var meansChangedElsewhere: Bool { get }
}

/// Whether a change is being written, and what the last one came to.
package struct ShiftEditState: Hashable, Sendable {
    package var isApplying: Bool
    /// What the last change did, or why it was refused; shown on Today and
    /// Schedule until the next key.
    package var notice: Notice?
    /// The last operation written, as the calendar holds it.
    package var lastOperation: ShiftOperation?
    /// Why the last change is not fully recorded yet (it was made; its
    /// record follows with the next change), or nil.
    package var unfinished: String?
    /// What the change being written says once written, when it says more
    /// than what it changed (a rotation's days skipped); nil otherwise.
    package var onWritten: Notice?

    package init(isApplying: Bool = false, notice: Notice? = nil, lastOperation: ShiftOperation? = nil,
                unfinished: String? = nil, onWritten: Notice? = nil) {
        self.isApplying = isApplying
        self.notice = notice
        self.lastOperation = lastOperation
        self.unfinished = unfinished
        self.onWritten = onWritten
    }

    /// The notice as the screens show it: a change not fully recorded says
    /// so, as a warning.
    package var shownNotice: Notice? { notice?.unfinished(unfinished) }
}

/// What the edit notice and spinner follow, from every feature's actions:
/// a change starts, is written or refused, or a key says something about
/// one without starting it; moving elsewhere clears the notice.
package enum ShiftEditEvent: Hashable, Sendable {
    case began
    /// A change began that, written, says `notice`.
    case beganSaying(Notice)
    case applied(HistoryRecord, source: ShiftEditSource)
    case failed(ShiftEditFailure)
    /// A word about a change that did not start, or (nil) none.
    case said(Notice?)
    /// A change that is not written through the history ended (a step dropped).
    case ended(Notice)
    /// A change stopped before it was written, to ask the user first.
    case paused

    package init?(app action: AppAction) {
        switch action {
        case .shiftEdit(.request), .editor(.submitted), .bulk(.submitted),
             .history(.undo), .history(.redo), .history(.drop):
            self = .began
        case .rotationApply(.submitted(_, let summary, _)): self = .beganSaying(.rotationApplied(summary))
        case .shiftEdit(.applied(let record, let source)): self = .applied(record, source: source)
        case .shiftEdit(.failed(let failure, _)): self = .failed(failure)
        case .shiftEdit(.rulesBroken): self = .paused
        case .editor(.unavailable(let why)), .bulk(.unavailable(let why)): self = .said(.unavailable(why))
        case .bulk(.copy(let copied)): self = .said(.copied(copied))
        case .history(.keepStaleStep): self = .said(.stepKept)
        case .history(.dropped(.success, let step)): self = .ended(.stepDropped(title: step.title))
        case .history(.dropped(.failure(let error), _)): self = .ended(.failed(error.message))
        case .today(let today) where today.isNavigation: self = .said(nil)
        case .schedule(let schedule) where schedule.isNavigation: self = .said(nil)
        // Any other step in the editor (a form opened, a key typed, a
        // question answered) leaves the last change's notice behind.
        case .editor(.written), .editor(.refused): return nil
        case .editor: self = .said(nil)
        default: return nil
        }
    }
}

package enum ShiftEditReducer {
    package static let reducer = Reducer<ShiftEditState, ShiftEditEvent>(reduce)

    package static func reduce(_ state: inout ShiftEditState, _ event: ShiftEditEvent) {
        switch event {
        case .began:
            state.isApplying = true
            state.notice = nil
            state.unfinished = nil
            state.onWritten = nil
        case .beganSaying(let notice):
            state.isApplying = true
            state.notice = nil
            state.unfinished = nil
            state.onWritten = notice
        case .applied(let record, let source):
            state.isApplying = false
            state.lastOperation = record.commit.operation
            state.notice = source == .edit ? state.onWritten ?? .changed(record.commit.operation, by: source)
                : .changed(record.commit.operation, by: source)
            state.onWritten = nil
            state.unfinished = record.unfinished
        case .failed(let failure):
            state.isApplying = false
            state.notice = failure.notice
            state.unfinished = nil
            state.onWritten = nil
        case .said(let notice):
            state.notice = notice
        case .ended(let notice):
            state.isApplying = false
            state.notice = notice
        case .paused:
            state.isApplying = false
            state.onWritten = nil
        }
    }
}
