import CLibical
import Foundation
import ShiftModel

/// The occurrences of a recurring VEVENT (RRULE, RDATE, minus EXDATE) that
/// start inside a bounded range, through libical's recurrence iterator.
/// Occurrence times are wall-clock times in DTSTART's zone, so they are
/// converted to instants exactly like DTSTART itself (TZID, UTC, floating,
/// all-day).
struct RecurrenceExpansion {
    /// More than this many occurrences of one event in the range are cut.
    static let maxOccurrences = 5_000

    struct Occurrence: Equatable {
        var start: Date
        /// For all-day events, the day it falls on.
        var day: CalendarDay?
    }

    /// The rule steps one import may take, over all its events and rules:
    /// a file of runaway rules (FREQ=SECONDLY from 1970, fifty times over)
    /// stops here, in about a second, instead of taking one budget per
    /// rule. Fifty daily rules that began 25 years before the range fit.
    struct Budget {
        static let steps = 500_000
        var remaining = Budget.steps
    }

    /// Why an event's occurrences were cut short.
    enum Cut: Equatable {
        /// More than `maxOccurrences` in the range.
        case tooMany
        /// The import's `Budget` ran out.
        case outOfSteps
    }

    let conversion: TimeConversion
    let zones: FileTimeZones

    /// True when the event recurs (has an RRULE or an RDATE).
    static func recurs(_ event: OpaquePointer) -> Bool {
        Libical.firstProperty(of: event, kind: ICAL_RRULE_PROPERTY) != nil
            || Libical.firstProperty(of: event, kind: ICAL_RDATE_PROPERTY) != nil
    }

    /// The occurrences starting in `range`, in time order, and why the list
    /// was cut short, if it was. Each rule step is taken from `budget`.
    func occurrences(of event: OpaquePointer, in range: DateInterval,
                     budget: inout Budget) -> (list: [Occurrence], cut: Cut?) {
        guard let startProperty = Libical.firstProperty(of: event, kind: ICAL_DTSTART_PROPERTY) else { return ([], nil) }
        let dtstart = icalproperty_get_dtstart(startProperty)
        let tzid = Libical.tzid(of: startProperty)
        var found: [Date: Occurrence] = [:]
        var cut: Cut?

        func add(_ time: icaltimetype, tzid: String?) {
            guard let occurrence = occurrence(time, tzid: tzid), occurrence.start >= range.start,
                  occurrence.start < range.end else { return }
            if found.count >= Self.maxOccurrences {
                cut = .tooMany
                return
            }
            found[occurrence.start] = occurrence
        }

        // RFC 5545: DTSTART is the first occurrence, whether or not the rule matches it.
        add(dtstart, tzid: tzid)
        for property in Libical.properties(of: event, kind: ICAL_RRULE_PROPERTY) where cut == nil {
            guard budget.remaining > 0 else {
                cut = .outOfSteps
                break
            }
            let rule = icalproperty_get_rrule(property)
            guard let iterator = icalrecur_iterator_new(rule, dtstart) else { continue }
            defer { icalrecur_iterator_free(iterator) }
            while cut == nil {
                guard budget.remaining > 0 else {
                    cut = .outOfSteps
                    break
                }
                budget.remaining -= 1
                let next = icalrecur_iterator_next(iterator)
                if icaltime_is_null_time(next) != 0 { break }
                guard let occurrence = occurrence(next, tzid: tzid) else { break }
                if occurrence.start >= range.end { break }
                add(next, tzid: tzid)
            }
        }
        for property in Libical.properties(of: event, kind: ICAL_RDATE_PROPERTY) {
            let value = icalproperty_get_rdate(property)
            let time = icaltime_is_null_time(value.time) == 0 ? value.time : value.period.start
            if icaltime_is_null_time(time) == 0 { add(time, tzid: Libical.tzid(of: property) ?? tzid) }
        }
        var excludedDays = Set<CalendarDay>()
        for property in Libical.properties(of: event, kind: ICAL_EXDATE_PROPERTY) {
            let time = icalproperty_get_exdate(property)
            guard icaltime_is_null_time(time) == 0,
                  let excluded = occurrence(time, tzid: Libical.tzid(of: property) ?? tzid) else { continue }
            found[excluded.start] = nil
            if let day = excluded.day { excludedDays.insert(day) }
        }
        // An all-day EXDATE on a timed rule removes that day's occurrence;
        // gathered first, so a thousand of them cost one pass, not a thousand.
        if !excludedDays.isEmpty {
            found = found.filter { !excludedDays.contains(CalendarDay($0.key, in: conversion.calendar)) }
        }
        return (found.values.sorted { $0.start < $1.start }, cut)
    }

    func occurrence(_ time: icaltimetype, tzid: String?) -> Occurrence? {
        if icaltime_is_date(time) != 0 {
            let day = conversion.day(of: time)
            return Occurrence(start: day.start(in: conversion.calendar), day: day)
        }
        return conversion.instant(of: time, tzid: tzid, zones: zones).map { Occurrence(start: $0, day: nil) }
    }
}
