import Foundation
import ShiftModel

/// What reading needs of one decoded event, in a form that does not depend
/// on the reader's time zone, so the scan cache can keep it and a later
/// start can show the shift without libical (and without the file's
/// VTIMEZONE work). Events whose times mean the reader's wall clock
/// (floating times, a timed event with a DATE end) have none: they are
/// decoded from the file every time.
struct CachedEvent: Equatable, Sendable {
    enum Times: Equatable, Sendable {
        /// A timed event: its real instants, whole seconds since 1970.
        case instants(start: Int64, end: Int64)
        /// An all-day event: the day it starts and the day after its last
        /// day; its instants are those days' starts in the reader's zone.
        case days(start: CalendarDay, end: CalendarDay)
    }

    var times: Times
    var title: String
    var symbol: String?
    var shiftTypeID: String?
    var location: String?
    var notes: String
    /// The sick mark's reason; nil: not sick.
    var sickReason: String?
    /// `AbsenceKind.rawValue`; nil: not an absence.
    var absence: String?

    /// The facts of `shift`, decoded in `calendar`, when `times` can say its
    /// times again in any zone (`EventCodec` tells); nil otherwise.
    init?(_ shift: ScheduledShift, times: Times?) {
        guard let times else { return nil }
        self.times = times
        title = shift.title
        symbol = shift.symbol
        shiftTypeID = shift.shiftTypeID?.rawValue
        location = shift.location
        notes = shift.notes
        sickReason = shift.sick?.reason
        absence = shift.absence?.rawValue
    }

    init(times: Times, title: String, symbol: String?, shiftTypeID: String?, location: String?, notes: String,
         sickReason: String?, absence: String? = nil) {
        self.times = times
        self.title = title
        self.symbol = symbol
        self.shiftTypeID = shiftTypeID
        self.location = location
        self.notes = notes
        self.sickReason = sickReason
        self.absence = absence
    }

    /// The shift as `EventCodec` decodes it in `calendar` (its id left for
    /// the document to set).
    func shift(in calendar: Calendar) -> ScheduledShift {
        let day: CalendarDay, start: Date, end: Date, isAllDay: Bool
        switch times {
        case .instants(let startSeconds, let endSeconds):
            start = Date(timeIntervalSince1970: TimeInterval(startSeconds))
            end = Date(timeIntervalSince1970: TimeInterval(endSeconds))
            day = CalendarDay(start, in: calendar)
            isAllDay = false
        case .days(let first, let after):
            day = first
            start = first.start(in: calendar)
            end = after.start(in: calendar)
            isAllDay = true
        }
        return ScheduledShift(id: ShiftID(""), day: day, start: start, end: end, isAllDay: isAllDay, title: title,
                              symbol: symbol, shiftTypeID: shiftTypeID.map { ShiftTypeID($0) }, location: location,
                              notes: notes, sick: sickReason.map { SickMark(reason: $0) },
                              absence: absence.flatMap(AbsenceKind.init(rawValue:)))
    }
}
