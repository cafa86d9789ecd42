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

    /// The work one read of a file may do, over all its events and rules,
    /// counted, not timed: a hostile file stops here instead of taking one
    /// budget per event or per rule. Most rules are walked from a day before
    /// the range (`walksFromTheRange`), so these count the range's
    /// occurrences, and the steps of the rules walked from DTSTART: 200
    /// hourly rules over two years (3.5 million occurrences) stop at
    /// `occurrences`.
    struct Budget {
        /// Rule steps: a real file takes a few thousand (a weekly meeting is
        /// 104 in two years; fifty daily rules, 36,500); every occurrence
        /// kept is a step, so `init` gives two and a half per occurrence
        /// when that is more.
        static let steps = 250_000
        /// Occurrences kept in the range, unless a command asks for more
        /// (`ICSImport.occurrenceBudget`).
        static let occurrences = ICSImport.occurrenceBudget
        /// What each recurring event after the one being walked keeps back,
        /// so that a few hostile rules at the top of a file cannot leave the
        /// real ones below them nothing: a daily rule over two years.
        static let reservedSteps = 800
        static let reservedOccurrences = 800
        var remaining: Int
        var occurrencesLeft: Int
        /// Recurring events not walked yet, the one being walked included.
        var eventsLeft: Int

        /// A command that keeps more occurrences gets the steps to make
        /// them: two and a half for each.
        init(occurrences: Int = Budget.occurrences, recurringEvents: Int = 1) {
            occurrencesLeft = occurrences
            let wanted = occurrences.multipliedReportingOverflow(by: 5)
            remaining = max(Budget.steps, wanted.overflow ? Int.max : wanted.partialValue / 2)
            eventsLeft = max(1, recurringEvents)
        }

        /// What the next event may take: all that is left but what the
        /// events after it keep back, and never less than an even share of
        /// what is left.
        func share() -> (steps: Int, occurrences: Int) {
            func part(_ left: Int, reserve: Int) -> Int {
                let kept = reserve.multipliedReportingOverflow(by: eventsLeft - 1)
                let afterReserve = kept.overflow ? 0 : max(0, left - kept.partialValue)
                return max(afterReserve, left / eventsLeft)
            }
            return (part(remaining, reserve: Self.reservedSteps), part(occurrencesLeft, reserve: Self.reservedOccurrences))
        }

        /// Takes what one event used.
        mutating func spend(steps: Int, occurrences: Int) {
            remaining -= steps
            occurrencesLeft -= occurrences
            eventsLeft = max(1, eventsLeft - 1)
        }
    }

    /// Why an event's occurrences were cut short.
    enum Cut: Equatable {
        /// More than `maxOccurrences` in the range.
        case tooMany
        /// The file's rule steps ran out (`Budget.steps`).
        case outOfSteps
        /// The file's occurrences ran out (`Budget.occurrences`).
        case outOfOccurrences
        /// A rule libical would search second by second (`searchesStepByStep`).
        case searchedStepByStep
        /// A rule naming no day that exists (`RuleFeasibility`): left out,
        /// the event's other rules and dates kept.
        case neverMatches
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
        let share = budget.share()
        var steps = 0
        var kept = 0
        defer { budget.spend(steps: steps, occurrences: kept) }
        var impossible = false

        func add(_ time: icaltimetype, tzid: String?) {
            guard let occurrence = occurrence(time, tzid: tzid), occurrence.start >= range.start,
                  occurrence.start < range.end else { return }
            guard found[occurrence.start] == nil else { return }
            if found.count >= Self.maxOccurrences {
                cut = .tooMany
                return
            }
            guard kept < share.occurrences else {
                cut = .outOfOccurrences
                return
            }
            kept += 1
            found[occurrence.start] = occurrence
        }

        // RFC 5545: DTSTART is the first occurrence, whether or not the rule matches it.
        add(dtstart, tzid: tzid)
        for property in Libical.properties(of: event, kind: ICAL_RRULE_PROPERTY) where cut == nil {
            guard steps < share.steps else {
                cut = .outOfSteps
                break
            }
            var rule = icalproperty_get_rrule(property)
            if Self.searchesStepByStep(rule) {
                cut = .searchedStepByStep
                break
            }
            if RuleFeasibility.neverMatches(rule) {
                impossible = true
                continue
            }
            let walksFromTheRange = Self.walksFromTheRange(rule)
            // libical refuses a rule with both COUNT and UNTIL: the count is
            // kept here instead. Walked from DTSTART, the first occurrences
            // the iterator gives are the ones COUNT numbers.
            let count = Int(rule.count)
            rule.count = 0
            Self.stop(&rule, after: range.end, like: dtstart)
            var given = 0
            guard let iterator = icalrecur_iterator_new(rule, dtstart) else { continue }
            defer { icalrecur_iterator_free(iterator) }
            // Straight to the range: a rule that began years before it
            // (hourly since 1970) costs its occurrences in the range and a
            // day before it, not every one before. Walked from its start, as
            // before, and bounded by the budget: a rule with COUNT (it must
            // be counted), and an hourly, minutely or secondly one with an
            // INTERVAL, which libical's jump lines up with the jump's own
            // hour instead of DTSTART's (every 8 hours from 06:00 came out
            // at 02:00, 10:00, 18:00).
            if walksFromTheRange {
                _ = icalrecur_iterator_set_start(iterator, Self.walkStart(before: range.start, like: dtstart))
            }
            while cut == nil {
                guard steps < share.steps else {
                    cut = .outOfSteps
                    break
                }
                steps += 1
                let next = icalrecur_iterator_next(iterator)
                if icaltime_is_null_time(next) != 0 { break }
                given += 1
                if count > 0, given > count { break }
                guard let occurrence = occurrence(next, tzid: tzid) else { break }
                if occurrence.start >= range.end { break }
                add(next, tzid: tzid)
            }
        }
        if impossible, cut == nil { cut = .neverMatches }
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

    /// True for a rule more often than daily that names months or days of
    /// the month or year: libical looks for each occurrence one second,
    /// minute or hour at a time inside one call, which no count outside it
    /// bounds (`FREQ=MINUTELY;BYMONTH=2;BYMONTHDAY=30` searched for minutes;
    /// an hourly one for a 31st of April, 3 s). Weekdays (BYDAY) are found
    /// within a week, and stay.
    static func searchesStepByStep(_ rule: icalrecurrencetype) -> Bool {
        guard [ICAL_SECONDLY_RECURRENCE, ICAL_MINUTELY_RECURRENCE, ICAL_HOURLY_RECURRENCE].contains(rule.freq) else {
            return false
        }
        return !ZoneCheck.values(rule.by_month).isEmpty || !ZoneCheck.values(rule.by_month_day).isEmpty
            || !ZoneCheck.values(rule.by_year_day).isEmpty || !ZoneCheck.values(rule.by_week_no).isEmpty
    }

    /// Ends `rule` a day after the range (UNTIL), unless it ends sooner.
    /// libical looks for each next occurrence inside one call, up to the
    /// year 2582 when none comes: a daily rule for a 30 February took 220 ms
    /// an event, and twenty of them 4.4 s, before the walk's own counted
    /// steps could stop it. Its search stops at UNTIL, and nothing after
    /// the range is kept anyway.
    static func stop(_ rule: inout icalrecurrencetype, after end: Date, like dtstart: icaltimetype) {
        let stop = walkTime(Int(end.timeIntervalSince1970.rounded(.up)) + 86_400, like: dtstart)
        if icaltime_is_null_time(rule.until) != 0 || icaltime_compare(rule.until, stop) > 0 {
            rule.until = stop
        }
    }

    /// Whether libical's jump to the range keeps `rule`'s occurrences.
    static func walksFromTheRange(_ rule: icalrecurrencetype) -> Bool {
        guard rule.count == 0 else { return false }
        let subDaily = [ICAL_SECONDLY_RECURRENCE, ICAL_MINUTELY_RECURRENCE, ICAL_HOURLY_RECURRENCE].contains(rule.freq)
        return !subDaily || rule.interval <= 1
    }

    /// Where a rule's walk may start for a range from `start`: a day
    /// before it, in UTC's wall clock (no zone in use is a day or more off
    /// UTC: ZoneCheck refuses such offsets, and the system's have none, so
    /// in DTSTART's own zone this is still before the range), with
    /// DTSTART's form (a date for an all-day event). Occurrences before the
    /// range are dropped as before.
    static func walkStart(before start: Date, like dtstart: icaltimetype) -> icaltimetype {
        walkTime(Int(start.timeIntervalSince1970.rounded(.down)) - 86_400, like: dtstart)
    }

    private static func walkTime(_ seconds: Int, like dtstart: icaltimetype) -> icaltimetype {
        var time = icaltime_from_timet_with_zone(time_t(seconds), dtstart.is_date, icaltimezone_get_utc_timezone())
        time.zone = dtstart.zone
        return time
    }

    func occurrence(_ time: icaltimetype, tzid: String?) -> Occurrence? {
        if icaltime_is_date(time) != 0 {
            let day = conversion.day(of: time)
            return Occurrence(start: day.start(in: conversion.calendar), day: day)
        }
        return conversion.instant(of: time, tzid: tzid, zones: zones).map { Occurrence(start: $0, day: nil) }
    }
}
