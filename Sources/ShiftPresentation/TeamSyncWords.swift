import ShiftModel

/// Words about copying calendars from CalDAV servers, said by the command
/// line (`team add`, `team sync`, `share`) and the Team screen alike.
package enum TeamSyncWords {
    /// Why a sync failed, in a sentence that says what to do.
    package static func failure(_ failure: CalDAVSyncFailure) -> String {
        switch failure {
        case .notInstalled:
            "vdirsyncer is not installed: shifts syncs through it (sudo apt-get install vdirsyncer, or scripts/setup)"
        case .refused(let reason):
            "the server refused the user/password: \(reason)"
        case .noCalendar(let url):
            "no calendar at \(url): create it first (see Docs/Sharing.md)"
        case .cannotConnect(let host, let reason):
            "cannot connect to \(host): \(reason)"
        case .passwordNeeded:
            "its password was typed at a prompt and is kept nowhere: run `shifts team sync` in a terminal to type it again"
        case .timedOut(let seconds):
            "vdirsyncer was still running after \(seconds) s and was ended: is the server slow or hanging?"
        case .other(let reason):
            reason
        }
    }

    /// `done, 42 events` or `failed: REASON`, after `Syncing NAME (1/3)... `.
    /// - Parameter atTerminal: false where no password could be asked for
    ///   (the command line without a terminal): a typed one's failure then
    ///   names the flags that need none.
    package static func result(_ result: Result<Int, CalDAVSyncFailure>, atTerminal: Bool = true) -> String {
        switch result {
        case .success(let events): "done, " + events.counted("event")
        case .failure(.passwordNeeded) where !atTerminal:
            "failed: its password was typed at a prompt and is kept nowhere; run this in a terminal "
                + "to type it, or set it up again with --password-command CMD or --netrc"
        case .failure(let failure): "failed: " + Self.failure(failure)
        }
    }

    /// What the Team screen says after `r`: nothing when no member has a
    /// server; else how many synced, and each failure on a line of its own.
    package static func lines(_ outcomes: [CalDAVSyncOutcome]) -> [String] {
        guard !outcomes.isEmpty else { return [] }
        let failed = outcomes.filter(\.failed)
        let synced = outcomes.count - failed.count
        let head = failed.isEmpty ? "Synced " + outcomes.count.counted("member") + " from their servers."
            : "Synced \(synced) of " + outcomes.count.counted("member") + "; \(failed.count) failed:"
        return [head] + failed.map { outcome in
            guard case .failure(let failure) = outcome.result else { return "" }
            return "\(outcome.name ?? "Your calendar"): " + Self.failure(failure)
        }
    }
}
