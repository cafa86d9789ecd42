import CLibical
import Foundation
import ShiftModel

/// The names of our metadata properties in a VEVENT.
enum ShiftProperty {
    static let symbol = "X-SHIFTS-SYMBOL"
    static let typeID = "X-SHIFTS-TYPE-ID"
    static let sick = "X-SHIFTS-SICK"
    static let sickReason = "X-SHIFTS-SICK-REASON"
    /// The event's id, where its UID alone would not give it back (see `EventIDs`).
    static let id = "X-SHIFTS-ID"
    /// The kind of an absence (`AbsenceKind.rawValue`); CATEGORIES says it
    /// to other programs.
    static let absence = "X-SHIFTS-ABSENCE"
    static let all: Set<String> = [symbol, typeID, sick, sickReason, id, absence]
    /// Marks the VALARM shifts wrote (inside the VALARM, not the event).
    static let alarm = "X-SHIFTS-ALARM"
    /// The CATEGORIES value of a sick shift, for other calendar programs.
    static let sickCategory = "SICK"
    /// Ends the SUMMARY of a sick shift: `Early (sick)`.
    static let sickSummarySuffix = " (sick)"

    static func isSickCategory(_ value: String?) -> Bool {
        value?.trimmingCharacters(in: .whitespaces).uppercased() == sickCategory
    }
}
