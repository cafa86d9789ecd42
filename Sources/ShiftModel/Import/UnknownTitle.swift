/// The events an import leaves of unknown type, grouped by title, with how
/// many each title has: what `--map` or `--not-work` could still name.
package struct UnknownTitle: Hashable, Sendable {
    /// The title of its first event, trimmed.
    package var title: String
    package var count: Int

    package init(title: String, count: Int) {
        self.title = title
        self.count = count
    }

    /// The titles of `entries` of unknown type, in order of their first
    /// event; events without a title are one group with an empty title.
    package static func grouped(_ entries: [ImportPlan.Entry]) -> [UnknownTitle] {
        var groups: [UnknownTitle] = []
        var index: [String: Int] = [:]
        // Absences (leave in its categories) count by the contract, not by a type.
        for entry in entries where entry.match == .unknown && entry.shift.absence == nil {
            let key = ImportTitleMap.key(entry.shift.title)
            if let position = index[key] {
                groups[position].count += 1
            } else {
                index[key] = groups.count
                groups.append(UnknownTitle(title: entry.shift.title.trimmingWhitespace(), count: 1))
            }
        }
        return groups
    }
}
