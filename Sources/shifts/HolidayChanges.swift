import ArgumentParser
import Foundation
import ShiftFeatures
import ShiftModel
import ShiftStorage

/// What an import would do to the holidays kept: each day added, removed
/// or renamed, for `holidays import --dry-run`.
struct HolidayChanges {
    var added: [(CalendarDay, String)] = []
    var removed: [(CalendarDay, String)] = []
    var renamed: [(CalendarDay, old: String, new: String)] = []
    var unchanged = 0

    init(from kept: PublicHolidays, to imported: PublicHolidays) {
        for day in Set(kept.names.keys).union(imported.names.keys).sorted() {
            switch (kept.names[day], imported.names[day]) {
            case (nil, let new?): added.append((day, new))
            case (let old?, nil): removed.append((day, old))
            case (let old?, let new?) where old != new: renamed.append((day, old, new))
            case (_?, _?): unchanged += 1
            case (nil, nil): break
            }
        }
    }

    /// `Would add 2, remove 1, rename 0 and keep 9 public holidays in PATH; nothing was written.`
    /// and a line per change, by date.
    func lines(target: String) -> [String] {
        var lines = ["Would add \(added.count), remove \(removed.count), rename \(renamed.count) and keep \(unchanged) "
            + "of the public holidays in \(target.sanitizedForTerminal); nothing was written."]
        var changes: [(CalendarDay, String)] = added.map { ($0.0, "add     \($0.0)  \($0.0.shortLabel)  \($0.1)") }
        changes += removed.map { ($0.0, "remove  \($0.0)  \($0.0.shortLabel)  \($0.1.sanitizedForTerminal)") }
        changes += renamed.map { ($0.0, "rename  \($0.0)  \($0.0.shortLabel)  \($0.old.sanitizedForTerminal) → \($0.new)") }
        lines += changes.sorted { $0.0 < $1.0 }.map(\.1)
        return lines
    }
}
