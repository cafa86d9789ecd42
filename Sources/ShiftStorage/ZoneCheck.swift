import CLibical
import ShiftModel

/// Decides whether a VTIMEZONE from a file is safe to hand to libical,
/// which trusts what it parsed: a STANDARD or DAYLIGHT whose DTSTART is no
/// real date made `icaltimezone_truncate_vtimezone` dereference NULL, and a
/// rule `FREQ=SECONDLY` made its expansion run for ever (every second from
/// DTSTART to the year it covers). A zone that fails is not used: its TZID
/// is read as if the file did not define it.
///
/// The rules are what real zones (tzdata, Outlook, Google, Apple) use:
/// observances with a valid local DTSTART, offsets under a day, and yearly
/// rules by month and day that can match. The expansion's work is bounded
/// by counting the changes it makes (`Budget`).
enum ZoneCheck {
    /// libical expands zone rules up to this year and no further.
    static let lastExpandedYear = 2582

    /// Work allowed for expanding one zone, and one file's zones together,
    /// in the changes libical makes (each about 10 microseconds). Real zones
    /// make under 2,000 (libical's own Europe/Berlin, back to 1893, about
    /// 1,200).
    struct Budget {
        static let perZone = 5_000
        static let perFile = 50_000
        var remaining = perFile
    }

    /// Nil when `zone` (a parsed VTIMEZONE) is safe; else what is wrong.
    /// Takes its estimated work from `budget` when it is.
    static func problem(in zone: OpaquePointer, budget: inout Budget) -> String? {
        if let error = firstLibicalError(in: zone) { return "libical rejects a value in it (\(error))" }
        guard Libical.properties(of: zone, kind: ICAL_TZID_PROPERTY).count == 1,
              let tzid = Libical.firstProperty(of: zone, kind: ICAL_TZID_PROPERTY)
                .flatMap({ Libical.string(icalproperty_get_tzid($0)) }), !tzid.isEmpty else {
            return "it needs exactly one TZID"
        }
        var work = 0
        var observances = 0
        var child = icalcomponent_get_first_component(zone, ICAL_ANY_COMPONENT)
        while let observance = child {
            let kind = icalcomponent_isa(observance)
            guard kind == ICAL_XSTANDARD_COMPONENT || kind == ICAL_XDAYLIGHT_COMPONENT else {
                return "it holds a \(componentName(observance)) component (only STANDARD and DAYLIGHT belong there)"
            }
            let name = kind == ICAL_XSTANDARD_COMPONENT ? "STANDARD" : "DAYLIGHT"
            switch observanceWork(observance) {
            case .failure(let problem): return "its \(name) \(problem.text)"
            case .success(let steps): work += steps
            }
            observances += 1
            child = icalcomponent_get_next_component(zone, ICAL_ANY_COMPONENT)
        }
        guard observances > 0 else { return "it has no STANDARD or DAYLIGHT component" }
        guard work <= Budget.perZone else {
            return "its rules make about \(work) changes (at most \(Budget.perZone))"
        }
        guard work <= budget.remaining else {
            return "the file's time zones together would take too long to expand"
        }
        budget.remaining -= work
        return nil
    }

    private struct Problem: Error {
        var text: String
    }

    /// The estimated expansion steps of one STANDARD or DAYLIGHT, or why
    /// it is refused.
    private static func observanceWork(_ observance: OpaquePointer) -> Result<Int, Problem> {
        if icalcomponent_get_first_component(observance, ICAL_ANY_COMPONENT) != nil {
            return .failure(Problem(text: "holds another component"))
        }
        let starts = Libical.properties(of: observance, kind: ICAL_DTSTART_PROPERTY)
        guard starts.count == 1, let startProperty = starts.first else {
            return .failure(Problem(text: "needs exactly one DTSTART"))
        }
        let start = icalproperty_get_dtstart(startProperty)
        guard icaltime_is_date(start) == 0, icaltime_is_utc(start) == 0, Libical.tzid(of: startProperty) == nil,
              isValidDateTime(start) else {
            return .failure(Problem(text: "DTSTART is not a valid local date-time"))
        }
        let tos = Libical.properties(of: observance, kind: ICAL_TZOFFSETTO_PROPERTY)
        let froms = Libical.properties(of: observance, kind: ICAL_TZOFFSETFROM_PROPERTY)
        guard tos.count == 1, froms.count <= 1 else {
            return .failure(Problem(text: "needs one TZOFFSETTO and at most one TZOFFSETFROM"))
        }
        let offsets = tos.map { icalproperty_get_tzoffsetto($0) } + froms.map { icalproperty_get_tzoffsetfrom($0) }
        guard offsets.allSatisfy({ abs(Int($0)) < 86_400 }) else {
            return .failure(Problem(text: "has an offset of a day or more"))
        }
        var work = 1
        for property in Libical.properties(of: observance, kind: ICAL_RDATE_PROPERTY) {
            let value = icalproperty_get_rdate(property)
            guard icaltime_is_null_time(value.time) == 0, isValidDateTime(value.time) else {
                return .failure(Problem(text: "has an RDATE that is not a valid date or date-time"))
            }
            work += 1
        }
        let rules = Libical.properties(of: observance, kind: ICAL_RRULE_PROPERTY)
        guard rules.count <= 1 else { return .failure(Problem(text: "has more than one RRULE")) }
        if let rule = rules.first {
            switch ruleWork(icalproperty_get_rrule(rule), from: start) {
            case .failure(let problem): return .failure(problem)
            case .success(let steps): work += steps
            }
        }
        return .success(work)
    }

    /// The occurrences libical makes expanding `rule` from `start` to the
    /// last year it expands, or why the rule is refused. Zones change a few
    /// times a year, and every program writes their rules as yearly ones by
    /// month and day; anything else can make libical search every day or
    /// month up to the year 2582 for an occurrence that never comes (a
    /// 31st that is the fifth Friday from the end took it seconds).
    private static func ruleWork(_ rule: icalrecurrencetype, from start: icaltimetype) -> Result<Int, Problem> {
        switch rule.freq {
        case ICAL_YEARLY_RECURRENCE: break
        case ICAL_SECONDLY_RECURRENCE, ICAL_MINUTELY_RECURRENCE, ICAL_HOURLY_RECURRENCE:
            return .failure(Problem(text: "RRULE repeats more often than daily"))
        default:
            return .failure(Problem(text: "RRULE is not FREQ=YEARLY, as zone rules are"))
        }
        let seconds = values(rule.by_second), minutes = values(rule.by_minute), hours = values(rule.by_hour)
        guard seconds.count <= 1, minutes.count <= 1, hours.count <= 1 else {
            return .failure(Problem(text: "RRULE repeats more often than daily (BYHOUR, BYMINUTE or BYSECOND lists)"))
        }
        guard values(rule.by_year_day).isEmpty, values(rule.by_week_no).isEmpty, values(rule.by_set_pos).isEmpty,
              rule.rscale == nil else {
            return .failure(Problem(text: "RRULE uses BYYEARDAY, BYWEEKNO, BYSETPOS or RSCALE, which zones do not need"))
        }
        guard rule.interval == 1 else { return .failure(Problem(text: "RRULE has an INTERVAL other than 1")) }
        var lastYear = lastExpandedYear
        if icaltime_is_null_time(rule.until) == 0 {
            guard isValidDateTime(rule.until) else {
                return .failure(Problem(text: "RRULE has an UNTIL that is not a valid date or date-time"))
            }
            lastYear = min(lastYear, Int(rule.until.year))
        }
        let months = values(rule.by_month)
        let monthDays = values(rule.by_month_day)
        let weekDays = values(rule.by_day).map { Int(icalrecurrencetype_day_position(Int16($0))) }
        guard months.allSatisfy({ (1...12).contains($0) }) else {
            return .failure(Problem(text: "RRULE has a BYMONTH outside 1 to 12"))
        }
        if !monthDays.isEmpty || !weekDays.isEmpty {
            guard !months.isEmpty else { return .failure(Problem(text: "RRULE names days but no BYMONTH")) }
            guard months.contains(where: { canMatch(month: $0, monthDays: monthDays, positions: weekDays) }) else {
                return .failure(Problem(text: "RRULE names a day that none of its months has"))
            }
        }
        // libical's own check of the rule: where it makes no iterator,
        // `icaltimezone_truncate_vtimezone` uses the missing one.
        guard let iterator = icalrecur_iterator_new(rule, start) else {
            return .failure(Problem(text: "RRULE is one libical cannot expand"))
        }
        icalrecur_iterator_free(iterator)
        // Each month's days: the listed days, else each weekday's (one
        // without position, such as SU, falls up to 5 times), else one.
        let perMonth = !monthDays.isEmpty ? monthDays.count
            : weekDays.isEmpty ? 1 : weekDays.reduce(0) { $0 + ($1 == 0 ? 5 : 1) }
        let perYear = min(366, max(1, months.count) * perMonth)
        var occurrences = max(0, lastYear - Int(start.year) + 1) * perYear
        if rule.count > 0 { occurrences = min(occurrences, Int(rule.count)) }
        return .success(occurrences)
    }

    /// True when a day of `month` can be one of `monthDays` (all when
    /// empty) and fall where one of `positions` says (0: any; 2: the second
    /// such weekday; -1: the last), in a year of either length.
    private static func canMatch(month: Int, monthDays: [Int], positions: [Int]) -> Bool {
        let lengths = month == 2 ? [28, 29] : [Int(icaltime_days_in_month(Int32(month), 2001))]
        return lengths.contains { length in
            let days = monthDays.isEmpty ? Array(1...length)
                : monthDays.map { $0 > 0 ? $0 : length + $0 + 1 }.filter { (1...length).contains($0) }
            return days.contains { day in
                positions.isEmpty || positions.contains { position in
                    switch position {
                    case 0: true
                    case 1...: (7 * (position - 1) + 1...7 * position).contains(day)
                    default: (length + 7 * position + 1...length + 7 * (position + 1)).contains(day)
                    }
                }
            }
        }
    }

    /// The values of a BY list (libical ends it with ICAL_RECURRENCE_ARRAY_MAX).
    static func values<List>(_ list: List) -> [Int] {
        withUnsafeBytes(of: list) { raw in
            var result: [Int] = []
            for value in raw.bindMemory(to: Int16.self) {
                if value == Int16(ICAL_RECURRENCE_ARRAY_MAX.rawValue) { break }
                result.append(Int(value))
            }
            return result
        }
    }

    /// A real date (proleptic Gregorian, years 1 to 9999) and, unless it is
    /// a DATE, a real time of day.
    static func isValidDateTime(_ time: icaltimetype) -> Bool {
        guard (1...9999).contains(time.year), (1...12).contains(time.month), time.day >= 1,
              time.day <= icaltime_days_in_month(time.month, time.year) else { return false }
        if icaltime_is_date(time) != 0 { return true }
        return (0...23).contains(time.hour) && (0...59).contains(time.minute) && (0...60).contains(time.second)
    }

    /// Properties that define a zone: libical dropping one of them (it
    /// leaves an X-LIC-ERROR naming it) would make it another zone. Errors
    /// in others (an empty TZNAME) change nothing that is read.
    private static let definingProperties = ["DTSTART", "RRULE", "RDATE", "TZOFFSETFROM", "TZOFFSETTO", "TZID"]

    /// The first X-LIC-ERROR about a defining property that libical left
    /// in `component` or below.
    private static func firstLibicalError(in component: OpaquePointer) -> String? {
        for error in Libical.properties(of: component, kind: ICAL_XLICERROR_PROPERTY) {
            let text = Libical.string(icalproperty_get_xlicerror(error)) ?? ""
            if definingProperties.contains(where: text.contains) { return text }
        }
        var child = icalcomponent_get_first_component(component, ICAL_ANY_COMPONENT)
        while let current = child {
            if let error = firstLibicalError(in: current) { return error }
            child = icalcomponent_get_next_component(component, ICAL_ANY_COMPONENT)
        }
        return nil
    }

    private static func componentName(_ component: OpaquePointer) -> String {
        Libical.string(icalcomponent_kind_to_string(icalcomponent_isa(component))) ?? "other"
    }
}
