import Foundation
import ShiftModel

/// How events get their ids. The rule, in Docs/FileFormat.md, makes an id
/// stay the same across loads and across edits of other events:
///
/// 1. An event with an `X-SHIFTS-ID` has that id (the first one in file
///    order, if two claim the same).
/// 2. A recurrence exception has `UID#RECURRENCE-ID` (`abc#20261123T060000Z`).
/// 3. The first event of a UID (without RECURRENCE-ID) has the UID; later
///    ones with the same UID (true duplicates) have `UID#` and a hash of
///    their text, which depends on nothing else.
/// 4. An event without UID has `nouid-` and a hash of its text.
///
/// An id that is taken falls back to the hash, then to the hash with `#2`,
/// `#3` (for byte-identical copies). When a write would change the id of an
/// event (it changed the text a hash is made of, or removed the first event
/// of a UID), the write adds `X-SHIFTS-ID` to that event, so rule 1 keeps it.
enum EventIDs {
    /// Gives each of `count` events (in file order) its id through
    /// `assign`, and returns the index of the ids. `key(i)` is what event
    /// `i`'s id is made of, `contentID(i)` its hash id (see
    /// `CalendarDocument.contentID`), and `claiming` lists, in order, the
    /// events with an X-SHIFTS-ID (loading a file pays for no array of keys).
    ///
    /// `assign`'s third argument is true when the key is just the id as UID
    /// (no RECURRENCE-ID, no X-SHIFTS-ID), so the caller need not keep it.
    /// `plainUID(i)` is event `i`'s UID when its key is nothing else (no
    /// RECURRENCE-ID, no X-SHIFTS-ID), else nil: the common case, read
    /// without making a key.
    static func derive(count: Int, claiming: [Int], key: (Int) -> EventKey, plainUID: (Int) -> String?,
                       contentID: (Int) -> String, assign: (Int, ShiftID, Bool) -> Void) -> [ShiftID: Int] {
        var index: [ShiftID: Int] = [:]
        index.reserveCapacity(count)
        // Claimed ids first, so an event that carries its id keeps it
        // whatever comes before it.
        var claimed = Set<Int>()
        var claimedDuplicate = Set<Int>()
        for number in claiming {
            guard let shiftsID = key(number).shiftsID else { continue }
            let id = ShiftID(shiftsID)
            if let earlier = index.updateValue(number, forKey: id) {
                index[id] = earlier
                claimedDuplicate.insert(number)
            } else {
                assign(number, id, false)
                claimed.insert(number)
            }
        }
        let noneClaimed = claimed.isEmpty && claimedDuplicate.isEmpty
        var firstOfUID = Set<String>()
        for number in 0..<count {
            if !noneClaimed, claimed.contains(number) {
                // Still a member of its UID's group (below).
                if let uid = key(number).uid, key(number).recurrenceID == .absent { firstOfUID.insert(uid) }
                continue
            }
            var made: EventKey?
            let simpleUID: String?
            if let uid = plainUID(number) {
                simpleUID = uid
            } else {
                let key = key(number)
                made = key
                simpleUID = key.recurrenceID == .absent && key.shiftsID == nil ? key.uid : nil
            }
            // The common case in one hash operation: no event claims an id,
            // and a UID no made id can equal (no `#`, no `nouid-`) is first
            // exactly when no event has it as its id yet; a later one with
            // it gets its hash.
            if noneClaimed, let uid = simpleUID, Self.isPlain(uid) {
                let id = ShiftID(uid)
                guard let earlier = index.updateValue(number, forKey: id) else {
                    assign(number, id, true)
                    continue
                }
                index[id] = earlier
                assign(number, Self.insertHash(contentID(number), number: number, into: &index), false)
                continue
            }
            let key = made ?? key(number)
            // Every event without RECURRENCE-ID is a member of its UID's
            // group, claimed ids included: removing the first member must
            // not hand the UID to a later one without a write saying so.
            var isFirst = false
            if let uid = key.uid, key.recurrenceID == .absent, !(noneClaimed && Self.isPlain(uid)) {
                isFirst = firstOfUID.insert(uid).inserted
            }
            let candidate: String
            switch (key.uid, key.recurrenceID) {
            case (let uid?, .absent) where isFirst && !claimedDuplicate.contains(number):
                candidate = uid
            case (let uid?, .value(let recurrence)) where !claimedDuplicate.contains(number):
                candidate = uid + "#" + recurrence
            default:
                candidate = contentID(number)
            }
            let id = ShiftID(candidate)
            if let taken = index.updateValue(number, forKey: id) {
                index[id] = taken
                assign(number, Self.insertHash(contentID(number), number: number, into: &index), false)
            } else {
                assign(number, id, false)
            }
        }
        return index
    }

    /// `hashed`, or for byte-identical copies `hashed#2`, `#3`: the first
    /// that is free, entered in `index` for event `number`.
    private static func insertHash(_ hashed: String, number: Int, into index: inout [ShiftID: Int]) -> ShiftID {
        var id = ShiftID(hashed)
        var counter = 2
        // Insert, and put back what was there when the id was taken.
        while let taken = index.updateValue(number, forKey: id) {
            index[id] = taken
            id = ShiftID("\(hashed)#\(counter)")
            counter += 1
        }
        return id
    }

    /// `derive` over an array of keys: the ids in order and their index.
    static func derive(_ keys: [EventKey], contentID: (Int) -> String) -> (ids: [ShiftID], index: [ShiftID: Int]) {
        var ids = [ShiftID](repeating: ShiftID(""), count: keys.count)
        let index = derive(count: keys.count, claiming: keys.indices.filter { keys[$0].shiftsID != nil },
                           key: { keys[$0] },
                           plainUID: { keys[$0].recurrenceID == .absent && keys[$0].shiftsID == nil ? keys[$0].uid : nil },
                           contentID: contentID, assign: { ids[$0] = $1; _ = $2 })
        return (ids, index)
    }

    /// A UID no id made by these rules can equal.
    private static func isPlain(_ uid: String) -> Bool {
        let hasHash = uid.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.baseAddress.map { memchr($0, 35, bytes.count) != nil } ?? false
        } ?? uid.utf8.contains(35)  // #
        return !hasHash && !uid.utf8.starts(with: "nouid-".utf8)
    }

    /// The UID to write for a new event with `id`: the id itself, except
    /// for ids this rule makes from a UID (`UID#` and a hash or a
    /// RECURRENCE-ID, or `UID#2` from older versions), which an undo of a
    /// delete re-creates: they get their original UID back (and keep their
    /// id in X-SHIFTS-ID).
    static func uid(forNew id: ShiftID) -> String {
        let text = id.rawValue
        guard let hash = text.lastIndex(of: "#"), hash > text.startIndex else { return text }
        let suffix = text[text.index(after: hash)...]
        return isHash(suffix) || isRecurrenceSuffix(suffix) ? String(text[..<hash]) : text
    }

    /// 16 lowercase hex digits.
    private static func isHash(_ text: Substring) -> Bool {
        text.utf8.count == 16 && text.utf8.allSatisfy { ($0 >= 48 && $0 <= 57) || ($0 >= 97 && $0 <= 102) }
    }

    /// Digits (`2`, `20261123`), or a DATE-TIME (`20261123T060000`, with `Z`).
    private static func isRecurrenceSuffix(_ text: Substring) -> Bool {
        let parts = text.split(separator: "T", maxSplits: 1, omittingEmptySubsequences: false)
        guard let date = parts.first, !date.isEmpty, date.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) else {
            return false
        }
        guard parts.count == 2 else { return true }
        var time = parts[1].utf8[...]
        if time.last == 90 { time = time.dropLast() }  // Z
        return date.utf8.count == 8 && time.count == 6 && time.allSatisfy { $0 >= 48 && $0 <= 57 }
    }
}
