import Foundation

/// Finds the events whose window may reach into an interval without looking
/// at every event, so a day's lookup costs the same in a calendar of
/// 3,000 events and of 300,000.
///
/// The events with a window are grouped by the window's length (powers of
/// two), each group sorted by the window's start: in a group, an event that
/// reaches into `[start, end)` starts before `end` and no earlier than
/// `start` minus the group's longest window, so two binary searches bound
/// the candidates, and within a group no window is shorter than half the
/// longest, so few of them miss. One long event (a leave of a year) thus
/// widens only its own group's search. Events without a window (recurring
/// ones, times the quick scan cannot read) are candidates for every range.
///
/// Built from a document's events as they are, never changed: an edit makes
/// a new document, which builds its own.
struct EventTimeIndex {
    private struct Group {
        /// Event numbers, by window start (ties in file order).
        var numbers: [Int32] = []
        var longest: Double = 0
    }

    private let groups: [Group]
    /// Event numbers without a window, ascending.
    private let unplaced: [Int32]

    /// The index of `count` events, event `number` in `window(number)`.
    init(count: Int, window: (Int) -> EventWindow?) {
        // Starts and numbers together while sorting: contiguous, compared
        // without looking anything up.
        struct Entry {
            var earliest: Double
            var number: Int32
        }
        var entries: [[Entry]] = []
        var longest: [Double] = []
        var unplaced: [Int32] = []
        for number in 0..<count {
            guard let window = window(number) else {
                unplaced.append(Int32(number))
                continue
            }
            let length = window.latest - window.earliest
            let group = Self.group(ofLength: length)
            if group >= entries.count {
                entries += Array(repeating: [], count: group - entries.count + 1)
                longest += Array(repeating: 0, count: group - longest.count + 1)
            }
            entries[group].append(Entry(earliest: window.earliest, number: Int32(number)))
            longest[group] = max(longest[group], length)
        }
        var groups: [Group] = []
        groups.reserveCapacity(entries.count)
        for group in entries.indices {
            // Files are mostly in time order already: the sort (it finds the
            // runs already in order) then costs little more than a pass.
            entries[group].sort { $0.earliest < $1.earliest }  // stable: ties stay in file order
            groups.append(Group(numbers: entries[group].map { $0.number }, longest: longest[group]))
            entries[group] = []
        }
        self.groups = groups
        self.unplaced = unplaced
    }

    /// The group of a window `length` seconds long: `[2^(g-1), 2^g)`
    /// seconds, with lengths under a second (and odd values) in group 0.
    private static func group(ofLength length: Double) -> Int {
        guard length >= 1, length < 1e18 else { return length >= 1e18 ? 63 : 0 }
        let seconds = UInt64(length)
        return UInt64.bitWidth - seconds.leadingZeroBitCount
    }

    /// The numbers of the events whose window may intersect `interval`
    /// (`EventWindow.mayIntersect`), and of every event without a window,
    /// ascending: file order. `window` must be the one the index was built with.
    func candidates(for interval: DateInterval, window: (Int) -> EventWindow?) -> [Int] {
        let start = interval.start.timeIntervalSince1970
        let end = interval.end.timeIntervalSince1970
        var found = unplaced.map(Int.init)
        for group in groups where !group.numbers.isEmpty {
            let numbers = group.numbers
            func earliest(_ position: Int) -> Double { window(Int(numbers[position]))?.earliest ?? 0 }
            // First position whose window starts at or after `bound`.
            func firstStarting(atOrAfter bound: Double, from low: Int) -> Int {
                var low = low
                var high = numbers.count
                while low < high {
                    let middle = (low + high) / 2
                    if earliest(middle) < bound { low = middle + 1 } else { high = middle }
                }
                return low
            }
            let from = firstStarting(atOrAfter: start - group.longest, from: 0)
            let to = firstStarting(atOrAfter: end, from: from)
            for position in from..<to {
                let number = Int(numbers[position])
                if window(number)?.mayIntersect(interval) == true { found.append(number) }
            }
        }
        found.sort()
        return found
    }
}
