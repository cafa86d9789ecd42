import CLibical
import Foundation
import ShiftModel

extension EventCodec {
    /// The VEVENT text for `shift`, with `lineEnding` line ends.
    ///
    /// With `original` (an existing block being updated) the event keeps what
    /// it had that is not ours: its UID, foreign X- properties, alarms,
    /// recurrence. Only the properties a shift owns are replaced.
    /// - Parameters:
    ///   - uid: the UID of a new event (default: the shift's id).
    ///   - shiftsID: written as X-SHIFTS-ID, where the UID alone would not
    ///     give the shift's id back (see `EventIDs`).
    ///   - reminder: the alarm the event gets (see `ShiftReminder`); ours
    ///     from an earlier write is replaced, other programs' are kept.
    func encode(_ shift: ScheduledShift, replacing original: ArraySlice<UInt8>?, uid: String? = nil,
                shiftsID: String? = nil, reminder: ShiftReminder? = nil, stamp: Date,
                lineEnding: LineEnding) throws(EventCodecError) -> [UInt8] {
        let event: OpaquePointer
        var sequence: Int32?
        if let original {
            guard let parsed = Libical.parse(original), icalcomponent_isa(parsed) == ICAL_VEVENT_COMPONENT else {
                throw EventCodecError(problem: "libical cannot parse the event being changed")
            }
            event = parsed
            sequence = Libical.firstProperty(of: event, kind: ICAL_SEQUENCE_PROPERTY).map(icalproperty_get_sequence)
            removeOwnedProperties(from: event)
            removeOwnAlarms(from: event)
            if Libical.firstProperty(of: event, kind: ICAL_UID_PROPERTY) == nil {
                icalcomponent_add_property(event, icalproperty_new_uid(shift.id.rawValue))
            }
        } else {
            guard let created = icalcomponent_new(ICAL_VEVENT_COMPONENT) else {
                throw EventCodecError(problem: "libical cannot create an event")
            }
            event = created
            icalcomponent_add_property(event, icalproperty_new_uid(uid ?? shift.id.rawValue))
        }
        defer { icalcomponent_free(event) }

        icalcomponent_add_property(event, icalproperty_new_dtstamp(conversion.utcTime(stamp)))
        addTimes(of: shift, to: event)
        addText(Self.summary(of: shift), icalproperty_new_summary, to: event)
        addText(shift.location ?? "", icalproperty_new_location, to: event)
        addText(shift.notes, icalproperty_new_description, to: event)
        addX(ShiftProperty.symbol, shift.symbol, to: event)
        addX(ShiftProperty.typeID, shift.shiftTypeID?.rawValue, to: event)
        if let sick = shift.sick {
            // CATEGORIES for other calendar programs; X-SHIFTS-SICK for
            // older versions of shifts, which read only that.
            icalcomponent_add_property(event, icalproperty_new_categories(ShiftProperty.sickCategory))
            addX(ShiftProperty.sick, "TRUE", to: event)
            addX(ShiftProperty.sickReason, sick.reason, to: event)
        }
        if let absence = shift.absence {
            icalcomponent_add_property(event, icalproperty_new_categories(absence.category))
            addX(ShiftProperty.absence, absence.rawValue, to: event)
        }
        addX(ShiftProperty.id, shiftsID, to: event)
        if let reminder, reminder.time(for: shift) != nil {
            addAlarm(reminder, for: shift, to: event)
        }
        if original != nil {
            // Calendar programs take the higher SEQUENCE as the newer version.
            icalcomponent_add_property(event, icalproperty_new_lastmodified(conversion.utcTime(stamp)))
            icalcomponent_add_property(event, icalproperty_new_sequence((sequence ?? 0) + 1))
        }
        return Self.convert(Libical.serialize(event), to: lineEnding)
    }

    /// The SUMMARY other programs show: the title, marked when sick.
    static func summary(of shift: ScheduledShift) -> String {
        shift.sick == nil ? shift.title : shift.title + ShiftProperty.sickSummarySuffix
    }

    /// A VALARM that shows the shift's name `reminder.minutesBefore`
    /// minutes before its start; X-SHIFTS-ALARM tells it from alarms other
    /// programs added, which are kept.
    private func addAlarm(_ reminder: ShiftReminder, for shift: ScheduledShift, to event: OpaquePointer) {
        guard let alarm = icalcomponent_new(ICAL_VALARM_COMPONENT) else { return }
        icalcomponent_add_property(alarm, icalproperty_new_action(ICAL_ACTION_DISPLAY))
        var trigger = icaltriggertype()
        trigger.time = icaltime_null_time()
        trigger.duration = icaldurationtype_from_int(Int32(-reminder.minutesBefore * 60))
        icalcomponent_add_property(alarm, icalproperty_new_trigger(trigger))
        let clean = Self.sanitized(shift.name)
        icalcomponent_add_property(alarm, icalproperty_new_description(clean.isEmpty ? "Shift" : clean))
        Libical.addX(ShiftProperty.alarm, value: "TRUE", to: alarm)
        icalcomponent_add_component(event, alarm)
    }

    /// Takes out the alarms an earlier write of ours added.
    private func removeOwnAlarms(from event: OpaquePointer) {
        for alarm in Libical.components(of: event, kind: ICAL_VALARM_COMPONENT)
        where Libical.xProperty(of: alarm, named: ShiftProperty.alarm) != nil {
            icalcomponent_remove_component(event, alarm)
            icalcomponent_free(alarm)
        }
    }

    private func removeOwnedProperties(from event: OpaquePointer) {
        let owned: [icalproperty_kind] = [
            ICAL_DTSTAMP_PROPERTY, ICAL_DTSTART_PROPERTY, ICAL_DTEND_PROPERTY, ICAL_DURATION_PROPERTY,
            ICAL_SUMMARY_PROPERTY, ICAL_LOCATION_PROPERTY, ICAL_DESCRIPTION_PROPERTY,
            ICAL_LASTMODIFIED_PROPERTY, ICAL_SEQUENCE_PROPERTY,
            // Parse errors of the original: their text would otherwise be written out.
            ICAL_XLICERROR_PROPERTY,
        ]
        for kind in owned {
            for property in Libical.properties(of: event, kind: kind) { Libical.remove(property, from: event) }
        }
        for property in Libical.properties(of: event, kind: ICAL_X_PROPERTY) {
            let name = Libical.string(icalproperty_get_x_name(property))?.uppercased() ?? ""
            if ShiftProperty.all.contains(name) { Libical.remove(property, from: event) }
        }
        // Of the categories only the sick mark and the absences are ours;
        // the rest are kept.
        for property in Libical.properties(of: event, kind: ICAL_CATEGORIES_PROPERTY) {
            let value = Libical.string(icalproperty_get_categories(property))
            if ShiftProperty.isSickCategory(value) || value.flatMap(AbsenceKind.init(category:)) != nil {
                Libical.remove(property, from: event)
            }
        }
    }

    /// All-day: DATE values, DTEND exclusive. Timed: wall-clock times with
    /// the calendar's TZID, or UTC; a zero-length shift has no DTEND.
    private func addTimes(of shift: ScheduledShift, to event: OpaquePointer) {
        if shift.isAllDay {
            let startDay = shift.day
            let lastInstant = max(shift.start, shift.end)
            var endDay = CalendarDay(lastInstant, in: calendar)
            if endDay.start(in: calendar) < lastInstant { endDay = endDay.adding(days: 1) }
            let days = max(1, endDay.ordinal - CalendarDay(shift.start, in: calendar).ordinal)
            icalcomponent_add_property(event, icalproperty_new_dtstart(conversion.dateValue(startDay)))
            icalcomponent_add_property(event, icalproperty_new_dtend(conversion.dateValue(startDay.adding(days: days))))
            return
        }
        icalcomponent_add_property(event, timeProperty(shift.start, icalproperty_new_dtstart))
        if shift.end > shift.start {
            icalcomponent_add_property(event, timeProperty(shift.end, icalproperty_new_dtend))
        }
    }

    private func timeProperty(_ date: Date, _ make: (icaltimetype) -> OpaquePointer?) -> OpaquePointer? {
        switch writeZone {
        case .utc:
            return make(conversion.utcTime(date))
        case .named(let tzid, _):
            let property = make(conversion.localTime(date))
            icalproperty_add_parameter(property, icalparameter_new_tzid(tzid))
            return property
        }
    }

    private func addText(_ text: String, _ make: (UnsafePointer<CChar>?) -> OpaquePointer?,
                         to event: OpaquePointer) {
        let clean = Self.sanitized(text)
        guard !clean.isEmpty else { return }
        icalcomponent_add_property(event, make(clean))
    }

    private func addX(_ name: String, _ value: String?, to event: OpaquePointer) {
        guard let value else { return }
        let clean = Self.sanitized(value)
        guard !clean.isEmpty else { return }
        Libical.addX(name, value: clean, to: event)
    }

    /// Line breaks as LF (libical escapes them as `\n`); other control
    /// characters are not allowed in iCalendar text, and NUL would cut it.
    static func sanitized(_ text: String) -> String {
        let unified = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        return String(String.UnicodeScalarView(unified.unicodeScalars.filter { scalar in
            scalar == "\n" || scalar == "\t" || !(scalar.value < 0x20 || scalar.value == 0x7F)
        }))
    }

    /// libical writes CRLF; a file that uses LF keeps using LF.
    static func convert(_ text: [UInt8], to lineEnding: LineEnding) -> [UInt8] {
        guard lineEnding == .lf else { return text }
        var result: [UInt8] = []
        result.reserveCapacity(text.count)
        for (index, byte) in text.enumerated() where !(byte == 13 && index + 1 < text.count && text[index + 1] == 10) {
            result.append(byte)
        }
        return result
    }
}
