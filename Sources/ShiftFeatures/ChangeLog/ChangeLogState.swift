import Foundation
import ShiftModel

/// The Change log screen: every recorded change, newest first, grouped
/// by day, searchable; purge by the retention policy; clear all.
public struct ChangeLogState: Hashable, Sendable {
    /// What y/n answers.
    public enum Question: Hashable, Sendable {
        /// Remove the entries before the plan's cutoff.
        case purge(PurgePlan)
        /// Remove every entry (this many).
        case clearAll(count: Int)
    }

    /// Oldest first, as in the file; the screen shows them newest first.
    public var entries: [ChangeLogEntry]
    public var status: LoadStatus
    public var search: SearchState
    /// Row of the visible (searched, newest first) entries.
    public var selection: Int
    public var question: Question?
    /// A purge or clear being written: its cutoff (nil: clear all).
    public var removing: PurgePlan?
    public var notice: Notice?

    public init(entries: [ChangeLogEntry] = [], status: LoadStatus = .notLoaded, search: SearchState = SearchState(),
                selection: Int = 0, question: Question? = nil, removing: PurgePlan? = nil,
                notice: Notice? = nil) {
        self.entries = entries
        self.status = status
        self.search = search
        self.selection = selection
        self.question = question
        self.removing = removing
        self.notice = notice
    }

    /// A purge or clear is being written.
    public var isRemoving: Bool { removing != nil }

    public var isBusy: Bool { status == .loading || isRemoving }

    /// The entries the screen lists: matching the search, newest first.
    public var visible: [ChangeLogEntry] {
        // No query matches every entry: skip building their search texts.
        guard !search.query.allSatisfy(\.isWhitespace) else { return entries.reversed() }
        return entries.reversed().filter { search.matches($0.searchableFields) }
    }
}

/// Which entries a purge removes: those made before `cutoff` (by the
/// retention policy), how many that is now; a nil cutoff removes all.
public struct PurgePlan: Hashable, Sendable {
    public var cutoff: Date?
    public var policy: RetentionPolicy?
    public var count: Int

    public init(cutoff: Date?, policy: RetentionPolicy?, count: Int) {
        self.cutoff = cutoff
        self.policy = policy
        self.count = count
    }

    public static func clearAll(count: Int) -> PurgePlan { PurgePlan(cutoff: nil, policy: nil, count: count) }
}

public enum ChangeLogAction: Hashable, Sendable {
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
    public init?(app action: AppAction) {
        switch action {
        case .changeLog(let own): self = own
        case .showScreen(.changeLog): self = .opened
        case .shiftEdit(.applied(let record, _)): self = .recorded(record.commit.entries)
        case .refresh(.filesChanged(let files)) where files.contains(.changeLog): self = .fileChanged
        default: return nil
        }
    }
}

/// y or n to the change log's question: the plan to carry out.
public enum ChangeLogIntent {
    public static func answer(_ yes: Bool, in state: AppState) -> AppAction? {
        guard let question = state.changeLog.question else { return nil }
        guard yes else { return .changeLog(.declined) }
        switch question {
        case .purge(let plan): return .changeLog(.removeConfirmed(plan))
        case .clearAll(let count): return .changeLog(.removeConfirmed(.clearAll(count: count)))
        }
    }
}
