import CLibical
import Foundation
import ShiftModel

/// Reads and writes single VEVENT blocks through libical.
struct EventCodec {
    let conversion: TimeConversion
    private let lazyWriteZone: LazyWriteZone

    var calendar: Calendar { conversion.calendar }

    /// The largest VEVENT block handed to libical.
    static let maxEventBytes = 1_000_000

    /// How our events write their times; worked out (from libical's zone
    /// data) on the first write, so reading alone never pays for it.
    var writeZone: WriteZone { lazyWriteZone.value }

    init(calendar: Calendar) {
        conversion = TimeConversion(calendar: calendar)
        lazyWriteZone = LazyWriteZone(calendar: calendar)
    }

    // MARK: Reading

    /// The parts of an event's id that only libical reads the same way as
    /// other programs (escapes): its UID and X-SHIFTS-ID, unescaped.
    struct Identity: Equatable {
        var uid: String?
        var shiftsID: String?
    }

    /// The UID and X-SHIFTS-ID of a VEVENT block, for an event whose shift
    /// libical rejects; nil when it cannot parse the block at all.
    static func identity(of block: ArraySlice<UInt8>) -> Identity? {
        guard let event = try? parseEvent(block) else { return nil }
        defer { icalcomponent_free(event) }
        return identity(of: event)
    }

    private static func identity(of event: OpaquePointer) -> Identity {
        let uid = Libical.firstProperty(of: event, kind: ICAL_UID_PROPERTY)
            .flatMap { Libical.string(icalproperty_get_uid($0)) }
        let shiftsID = Libical.xProperty(of: event, named: ShiftProperty.id).flatMap(Libical.xValue)
        return Identity(uid: uid.flatMap { $0.isEmpty ? nil : $0 }, shiftsID: shiftsID.flatMap { $0.isEmpty ? nil : $0 })
    }

    /// The shift a VEVENT block describes. Its id is the UID for now; the
    /// document makes ids unique. Fails only on what we cannot show: no
    /// component, or no usable start.
    func decode(_ block: ArraySlice<UInt8>, zones: FileTimeZones) throws(EventCodecError) -> DecodedEvent {
        let event = try Self.parseEvent(block)
        defer { icalcomponent_free(event) }
        return try decode(component: event, zones: zones)
    }

    /// The VEVENT component of `block`, parsed by libical; the caller frees
    /// it with `icalcomponent_free`. Fails when the block is too large, or
    /// libical finds no VEVENT in it.
    static func parseEvent(_ block: ArraySlice<UInt8>) throws(EventCodecError) -> OpaquePointer {
        // libical's time grows with the square of a line's length (12 s for
        // one 10 MB line); no real event comes near this.
        guard block.count <= maxEventBytes else {
            throw EventCodecError(problem: "the event is \(ByteCount.grouped(block.count)) bytes long; "
                + "shifts reads events of up to \(ByteCount.grouped(maxEventBytes)) bytes (1 MB)")
        }
        guard let event = Libical.parse(block) else {
            throw EventCodecError(problem: "libical cannot parse this event")
        }
        guard icalcomponent_isa(event) == ICAL_VEVENT_COMPONENT else {
            icalcomponent_free(event)
            throw EventCodecError(problem: "libical cannot parse this event")
        }
        return event
    }

    /// The shift a VEVENT component (from `parseEvent`) describes; see
    /// `decode(_:zones:)`.
    func decode(component event: OpaquePointer, zones: FileTimeZones) throws(EventCodecError) -> DecodedEvent {
        // libical drops a property it cannot read and leaves an X-LIC-ERROR;
        // losing the start or end would show the shift at the wrong time.
        for error in Libical.properties(of: event, kind: ICAL_XLICERROR_PROPERTY) {
            let text = Libical.string(icalproperty_get_xlicerror(error)) ?? ""
            if ["DTSTART", "DTEND", "DURATION"].contains(where: text.contains) {
                throw EventCodecError(problem: "libical rejects this event: \(text)")
            }
        }
        guard let startProperty = Libical.firstProperty(of: event, kind: ICAL_DTSTART_PROPERTY) else {
            throw EventCodecError(problem: "the event has no DTSTART")
        }
        let startTime = icalproperty_get_dtstart(startProperty)
        // libical takes month 53 or 30 February as they come.
        guard icaltime_is_null_time(startTime) == 0, ZoneCheck.isValidDateTime(startTime) else {
            throw EventCodecError(problem: "the event's DTSTART is not a valid date")
        }
        let startDay = CalendarDay(year: Int(startTime.year), month: Int(startTime.month), day: Int(startTime.day))
        guard startDay.isSupported else {
            throw EventCodecError(problem: "the event's start day \(startDay.unsupportedProblem)")
        }
        guard let start = conversion.instant(of: startTime, tzid: Libical.tzid(of: startProperty), zones: zones) else {
            throw EventCodecError(problem: "the event's DTSTART is not a valid date")
        }
        let isAllDay = icaltime_is_date(startTime) != 0
        let day = isAllDay ? conversion.day(of: startTime) : CalendarDay(start, in: calendar)
        let end = endInstant(of: event, start: start, day: day, isAllDay: isAllDay, zones: zones)
        let times = portableTimes(of: event, startTime: startTime, startTZID: Libical.tzid(of: startProperty),
                                  start: start, end: end, day: day, isAllDay: isAllDay, zones: zones)

        let sick = sickMark(of: event)
        var title = textValue(event, ICAL_SUMMARY_PROPERTY, icalproperty_get_summary) ?? ""
        if sick != nil, title.hasSuffix(ShiftProperty.sickSummarySuffix) {
            title.removeLast(ShiftProperty.sickSummarySuffix.count)
        }
        let shift = ScheduledShift(
            id: ShiftID(""), day: day, start: start, end: end, isAllDay: isAllDay,
            title: title,
            symbol: xValue(event, ShiftProperty.symbol),
            shiftTypeID: xValue(event, ShiftProperty.typeID).map { ShiftTypeID($0) },
            location: textValue(event, ICAL_LOCATION_PROPERTY, icalproperty_get_location).flatMap { $0.isEmpty ? nil : $0 },
            notes: textValue(event, ICAL_DESCRIPTION_PROPERTY, icalproperty_get_description) ?? "",
            sick: sick, absence: absence(of: event))
        let identity = Self.identity(of: event)
        let cancelled = Self.isCancelled(event) ? cancelledOccurrence(of: event, start: start, zones: zones) : nil
        return DecodedEvent(uid: identity.uid, shiftsID: identity.shiftsID, shift: shift,
                            times: cancelled == nil ? times : nil, cancelledOccurrence: cancelled)
    }

    /// True for `STATUS:CANCELLED`: a phone's or an organiser's way to call
    /// off an event (or, with a RECURRENCE-ID, one occurrence) and keep it.
    static func isCancelled(_ event: OpaquePointer) -> Bool {
        Libical.firstProperty(of: event, kind: ICAL_STATUS_PROPERTY)
            .map { icalproperty_get_status($0) == ICAL_STATUS_CANCELLED } ?? false
    }

    /// The occurrence a cancelled event calls off: its RECURRENCE-ID's
    /// instant when it has a usable one, else its own start.
    private func cancelledOccurrence(of event: OpaquePointer, start: Date, zones: FileTimeZones) -> Date {
        guard let property = Libical.firstProperty(of: event, kind: ICAL_RECURRENCEID_PROPERTY) else { return start }
        let time = icalproperty_get_recurrenceid(property)
        guard icaltime_is_null_time(time) == 0, ZoneCheck.isValidDateTime(time) else { return start }
        if icaltime_is_date(time) != 0 { return conversion.day(of: time).start(in: calendar) }
        return conversion.instant(of: time, tzid: Libical.tzid(of: property), zones: zones) ?? start
    }

    /// The times as `CachedEvent` keeps them, when they do not depend on
    /// the reader's zone: a timed event whose start and end are UTC or in a
    /// named zone (or whose end is its start plus a DURATION), an all-day
    /// event whose end is a DATE, a DURATION or the default day. Anything
    /// else (a floating time, a DATE end on a timed event, a DATE-TIME end
    /// on an all-day one) gives nil: such events are always decoded anew.
    private func portableTimes(of event: OpaquePointer, startTime: icaltimetype, startTZID: String?, start: Date,
                               end: Date, day: CalendarDay, isAllDay: Bool, zones: FileTimeZones) -> CachedEvent.Times? {
        let endProperty = Libical.firstProperty(of: event, kind: ICAL_DTEND_PROPERTY)
        let endTime = endProperty.map { icalproperty_get_dtend($0) }
        let endIsSet = endTime.map { icaltime_is_null_time($0) == 0 } ?? false
        if isAllDay {
            if endIsSet, let endTime, icaltime_is_date(endTime) == 0 { return nil }
            let after = CalendarDay(end, in: calendar)
            // Said again as a day's start, the end must be the very instant.
            guard after.start(in: calendar) == end else { return nil }
            return .days(start: day, end: after)
        }
        guard conversion.isAbsolute(startTime, tzid: startTZID, zones: zones) else { return nil }
        if endIsSet, let endTime, let endProperty,
           !conversion.isAbsolute(endTime, tzid: Libical.tzid(of: endProperty), zones: zones) {
            return nil
        }
        guard let startSeconds = Int64(exactly: start.timeIntervalSince1970),
              let endSeconds = Int64(exactly: end.timeIntervalSince1970) else { return nil }
        return .instants(start: startSeconds, end: endSeconds)
    }

    /// DTEND, else DTSTART + DURATION, else RFC 5545's default: one day for
    /// an all-day event, zero length for a timed one. Never before the start.
    private func endInstant(of event: OpaquePointer, start: Date, day: CalendarDay, isAllDay: Bool,
                            zones: FileTimeZones) -> Date {
        let defaultEnd = isAllDay ? day.adding(days: 1).start(in: calendar) : start
        var end = defaultEnd
        if let property = Libical.firstProperty(of: event, kind: ICAL_DTEND_PROPERTY) {
            let time = icalproperty_get_dtend(property)
            if icaltime_is_null_time(time) == 0,
               let instant = conversion.instant(of: time, tzid: Libical.tzid(of: property), zones: zones) {
                end = instant
            }
        } else if let property = Libical.firstProperty(of: event, kind: ICAL_DURATION_PROPERTY) {
            let seconds = Int(icaldurationtype_as_int(icalproperty_get_duration(property)))
            end = isAllDay
                ? day.adding(days: max(1, seconds / 86_400)).start(in: calendar)
                : start.addingTimeInterval(TimeInterval(seconds))
        }
        if isAllDay, end <= start { return defaultEnd }
        return max(start, end)
    }

    /// A TEXT property's value, unescaped by libical.
    private func textValue(_ event: OpaquePointer, _ kind: icalproperty_kind,
                           _ getter: (OpaquePointer?) -> UnsafePointer<CChar>?) -> String? {
        Libical.firstProperty(of: event, kind: kind).flatMap { Libical.string(getter($0)) }
    }

    private func xValue(_ event: OpaquePointer, _ name: String) -> String? {
        guard let value = Libical.xProperty(of: event, named: name).flatMap(Libical.xValue),
              !value.isEmpty else { return nil }
        return value
    }

    /// An absence by X-SHIFTS-ABSENCE, or by an absence category (another
    /// program's way to say it).
    private func absence(of event: OpaquePointer) -> AbsenceKind? {
        if let kind = xValue(event, ShiftProperty.absence).flatMap({ AbsenceKind(rawValue: $0.lowercased()) }) {
            return kind
        }
        for property in Libical.properties(of: event, kind: ICAL_CATEGORIES_PROPERTY) {
            if let kind = Libical.string(icalproperty_get_categories(property)).flatMap(AbsenceKind.init(category:)) {
                return kind
            }
        }
        return nil
    }

    /// Sick by X-SHIFTS-SICK (every version of shifts writes it) or by a
    /// SICK category (another program's way to say it).
    private func sickMark(of event: OpaquePointer) -> SickMark? {
        let marked = xValue(event, ShiftProperty.sick)?.uppercased() == "TRUE"
            || Libical.properties(of: event, kind: ICAL_CATEGORIES_PROPERTY).contains { property in
                ShiftProperty.isSickCategory(Libical.string(icalproperty_get_categories(property)))
            }
        guard marked else { return nil }
        return SickMark(reason: xValue(event, ShiftProperty.sickReason) ?? "")
    }
}

/// The write zone, made when first asked for. It keeps the calendar, not
/// its time zone: asking the user's calendar for its zone loads ICU's zone
/// and locale data, which a calendar without events never needs. So the
/// zone is the one at the first write, as `TimeConversion` reads the
/// calendar's zone when it converts.
private final class LazyWriteZone {
    let calendar: Calendar
    lazy var value = WriteZone(timeZone: calendar.timeZone)

    init(calendar: Calendar) {
        self.calendar = calendar
    }
}
