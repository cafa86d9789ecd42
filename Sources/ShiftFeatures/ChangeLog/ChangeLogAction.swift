import Foundation
import ShiftModel

package enum ChangeLogAction: Hashable, Sendable {
    /// Read the log (when the screen is first shown, and `r`).
    case load
    case loaded(Result<[ChangeLogEntry], UserFacingError>)
    case moveSelection(by: Int)
    case search(SearchAction)
    /// `p`: purge by the retention policy in settings (asks first).
    case purge
    /// The middleware's count of what a purge would remove, with the cutoff
    /// it took from the clock; nil when the policy keeps everything.
    case purgePlanned(PurgePlan?)
    /// `c`: remove every entry (asks first).
    case clearAll
    /// y to the question: remove what the plan names.
    case removeConfirmed(PurgePlan)
    /// n or Esc to the question.
    case declined
    /// Purge by the retention policy if the settings ask for it at launch.
    case purgeOnLaunch
    /// The entries were removed: the plan carried out and how many went.
    case purged(Result<PurgePlan, UserFacingError>, onLaunch: Bool)
    /// The screen was shown: the log is read the first time.
    case opened
    /// A change was written with these entries.
    case recorded([ChangeLogEntry])
    /// The log file changed on disk.
    case fileChanged
}

extension ChangeLogAction {
    /// The change log's part of an app action: its own, the entries of
    /// every change written, and the file changing on disk.
    package init?(app action: AppAction) {
        switch action {
        case .changeLog(let own): self = own
        case .showScreen(.changeLog): self = .opened
        case .shiftEdit(.applied(let record, _)): self = .recorded(record.commit.entries)
        case .refresh(.filesChanged(let files)) where files.contains(.changeLog): self = .fileChanged
        default: return nil
        }
    }
}
