import Foundation
import ShiftModel

/// What the quick scan learned about one VEVENT block.
struct EventSummary: Equatable, Sendable {
    /// Nil when the scan cannot place the event (recurrence, a time or
    /// duration in a form it does not read, DTSTART missing or repeated):
    /// such an event is parsed for every range.
    var window: EventWindow?
    var uid: UIDScan
    /// The rarer parts of the id, out of line: most events have neither,
    /// and a file's summaries stay small to copy.
    private var extras: IDExtras?

    /// `X-SHIFTS-ID`: the id `shifts` keeps in an event whose UID alone
    /// would not give it back (see `EventKey`). Read like the UID.
    var shiftsID: UIDScan { extras?.shiftsID ?? .absent }
    var recurrenceID: RecurrenceIDScan { extras?.recurrenceID ?? .absent }

    init(window: EventWindow?, uid: UIDScan, shiftsID: UIDScan = .absent, recurrenceID: RecurrenceIDScan = .absent) {
        self.window = window
        self.uid = uid
        if shiftsID != .absent || recurrenceID != .absent {
            extras = IDExtras(shiftsID: shiftsID, recurrenceID: recurrenceID)
        }
    }

    /// True when the id needs libical: the UID or X-SHIFTS-ID has escapes.
    var idNeedsLibical: Bool { uid == .needsLibical || shiftsID == .needsLibical }

    /// True when the event must go through libical when the file is loaded:
    /// it belongs to every range, or its id needs libical.
    var needsParseAtLoad: Bool { window == nil || uid == .needsLibical }
}
