/// Why purge or clear cannot start on the change log.
package enum ChangeLogBusy: Hashable, Sendable {
    case removing, loading, unreadable
}
