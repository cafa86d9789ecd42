/// Why copying a calendar from (or to) a CalDAV server failed, as a fact;
/// the words are ShiftPresentation's (`TeamSyncWords`).
package enum CalDAVSyncFailure: Error, Hashable, Sendable {
    /// vdirsyncer, the sync engine, is not on the PATH.
    case notInstalled
    /// The server answered 401: the user or the password is wrong.
    case refused(reason: String)
    /// The server answered 404: there is no calendar at the URL.
    case noCalendar(url: String)
    /// Nothing answers at the host (refused, unknown name, unreachable).
    case cannotConnect(host: String, reason: String)
    /// The password was typed at a prompt and is kept nowhere: it has to be
    /// typed again, which cannot be done here (no terminal).
    case passwordNeeded
    /// vdirsyncer was still running after this many seconds and was ended.
    case timedOut(seconds: Int)
    /// Anything else, vdirsyncer's reason cut to one line.
    case other(reason: String)
}
