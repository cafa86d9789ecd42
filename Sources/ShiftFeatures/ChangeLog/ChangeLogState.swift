import Foundation
import ShiftModel

/// The Change log screen: every recorded change, newest first, grouped
/// by day, searchable; purge by the retention policy; clear all.
package struct ChangeLogState: Hashable, Sendable {
    /// What y/n answers.
    package enum Question: Hashable, Sendable {
        /// Remove the entries before the plan's cutoff.
        case purge(PurgePlan)
        /// Remove every entry (this many).
        case clearAll(count: Int)
    }

    /// Oldest first, as in the file; the screen shows them newest first.
    package var entries: [ChangeLogEntry]
    package var status: LoadStatus
    package var search: SearchState
    /// Row of the visible (searched, newest first) entries.
    package var selection: Int
    package var question: Question?
    /// A purge or clear being written: its cutoff (nil: clear all).
    package var removing: PurgePlan?
    package var notice: Notice?

    package init(entries: [ChangeLogEntry] = [], status: LoadStatus = .notLoaded, search: SearchState = SearchState(),
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
    package var isRemoving: Bool { removing != nil }

    package var isBusy: Bool { status == .loading || isRemoving }

    /// The entries the screen lists: matching the search, newest first.
    package var visible: [ChangeLogEntry] {
        // No query matches every entry: skip building their search texts.
        guard !search.query.allSatisfy(\.isWhitespace) else { return entries.reversed() }
        return entries.reversed().filter { search.matches($0.searchableFields) }
    }
}
