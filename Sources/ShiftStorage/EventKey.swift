import Foundation
import ShiftModel

/// What an event's id is made of: its UID, its RECURRENCE-ID and the
/// `X-SHIFTS-ID` that `shifts` writes where the UID alone would not give the
/// id back.
struct EventKey: Hashable, Sendable {
    /// Nil when the event has none (or an empty one).
    var uid: String?
    var recurrenceID: RecurrenceIDScan
    /// Nil when the event has none (or an empty one, or one with control
    /// characters, which no id of ours has).
    var shiftsID: String?

    /// The key as far as the quick scan read it; UIDs and X-SHIFTS-IDs it
    /// leaves to libical are nil until `resolving` fills them in.
    init(_ summary: EventSummary) {
        if case .value(let value) = summary.uid { uid = value }
        recurrenceID = summary.recurrenceID
        if case .value(let value) = summary.shiftsID { shiftsID = Self.usableID(value) }
    }

    init(uid: String?, recurrenceID: RecurrenceIDScan = .absent, shiftsID: String? = nil) {
        self.uid = uid
        self.recurrenceID = recurrenceID
        self.shiftsID = shiftsID
    }

    /// The key with what libical read (nil: it could not parse the event)
    /// for the parts the quick scan left to it.
    func resolving(_ summary: EventSummary, libical identity: EventCodec.Identity?) -> EventKey {
        var key = self
        if summary.uid == .needsLibical { key.uid = identity?.uid }
        if summary.shiftsID == .needsLibical { key.shiftsID = identity?.shiftsID.flatMap(Self.usableID) }
        return key
    }

    static func usableID(_ text: String) -> String? {
        guard !text.isEmpty, !text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
            return nil
        }
        return text
    }
}
