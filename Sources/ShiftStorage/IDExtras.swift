import Foundation
import ShiftModel

/// An event's X-SHIFTS-ID and RECURRENCE-ID, as the quick scan read them.
final class IDExtras: Equatable, Sendable {
    let shiftsID: UIDScan
    let recurrenceID: RecurrenceIDScan

    init(shiftsID: UIDScan, recurrenceID: RecurrenceIDScan) {
        self.shiftsID = shiftsID
        self.recurrenceID = recurrenceID
    }

    static func == (lhs: IDExtras, rhs: IDExtras) -> Bool {
        lhs.shiftsID == rhs.shiftsID && lhs.recurrenceID == rhs.recurrenceID
    }
}
