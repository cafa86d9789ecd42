import CLibical
import Dispatch
import Foundation
import ShiftModel

/// Reads an .ics file from another program as shifts for `shifts import`:
/// TZID (through the file's VTIMEZONEs), UTC and floating times, all-day
/// events, folded lines and escaped text (libical unfolds and unescapes),
/// and recurring events expanded over a bounded range.
///
/// Each shift's id is the event's UID, so importing the same file again
/// finds them already present. An occurrence of a recurring event gets
/// `UID/20261123T050000Z` (its start in UTC; `UID/20261123` all-day), and
/// an exception (`RECURRENCE-ID`) replaces the occurrence with that id. An
/// event without UID gets `import-` and a hash of its text (one whose UID
/// has control characters, a hash of the UID).
///
/// A cancelled event (`STATUS:CANCELLED`) is no shift: it is left out and
/// listed as cancelled, and so is an occurrence an exception cancels.
package enum ICSImport {
    /// What the file holds.
    package struct Result: Sendable, Equatable {
        /// In file order; recurring events' occurrences in time order.
        package var shifts: [ScheduledShift]
        /// Events left out, each with its line and why.
        package var skipped: [Skip]
        /// Cancelled events and occurrences, left out, in file order.
        package var cancelled: [Cancelled] = []
    }

    /// An event, or one occurrence of a recurring event, that is cancelled.
    package struct Cancelled: Sendable, Equatable {
        /// The event as it would have been imported; a cancelled recurring
        /// event's first occurrence in the range.
        package var shift: ScheduledShift
        package var line: Int
        /// True when the whole recurring event is cancelled.
        package var isSeries: Bool
    }

    package struct Skip: Sendable, Equatable, CustomStringConvertible {
        package var line: Int
        package var reason: String
        package var description: String { "line \(line): \(reason)" }
    }

    /// Why the file as a whole cannot be imported.
    package struct Failure: Error, Sendable, Equatable, LocalizedError {
        package var path: String
        package var line: Int?
        package var problem: String

        package var errorDescription: String? {
            let location = line.map { "line \($0): " } ?? ""
            return "Cannot import \(path): \(location)\(problem). Nothing was imported."
        }
    }

    /// The occurrences of recurring events one read keeps in its range,
    /// unless the command asks for more: five times the import's default
    /// limit of shifts, so that an import still keeps the earliest of
    /// twenty busy rules, not all of the first few, and says how many it
    /// left out over that limit.
    package static let occurrenceBudget = 100_000

    /// True when a line of `block` starts with RRULE or RDATE (names are
    /// case-insensitive): the event may recur, and takes a part of the
    /// file's budget. Counted without libical, before any is walked.
    static func mayRecur(_ block: ArraySlice<UInt8>) -> Bool {
        let names: [[UInt8]] = [Array("RRULE".utf8), Array("RDATE".utf8)]
        var index = block.startIndex
        while index < block.endIndex {
            let rest = block[index...]
            if rest.count > 5, names.contains(where: { name in
                zip(name, rest).allSatisfy { $0 == $1 & 0xDF } && (rest[index + 5] == UInt8(ascii: ":")
                    || rest[index + 5] == UInt8(ascii: ";"))
            }) {
                return true
            }
            guard let newline = rest.firstIndex(of: UInt8(ascii: "\n")) else { return false }
            index = newline + 1
        }
        return false
    }

    /// Reads `path`. Recurring events are expanded for occurrences that start
    /// in `range`, at most `occurrences` of them over the whole file (a
    /// command that may keep more, as `import --max` does, asks for more);
    /// single events are taken wherever they are. Runs on the storage
    /// queue, which owns libical.
    package static func read(_ path: String, calendar: Calendar, range: DateInterval,
                            occurrences: Int = occurrenceBudget) async throws -> Result {
        try await FileCalendarService.queue.run { () throws(Failure) -> Result in
            try readNow(path, calendar: calendar, range: range, occurrences: occurrences)
        }
    }

    static func readNow(_ path: String, calendar: Calendar, range: DateInterval,
                        occurrences: Int = occurrenceBudget) throws(Failure) -> Result {
        let contents: (bytes: [UInt8], identity: FileIdentity)?
        do throws(POSIXFailure) {
            contents = try AtomicFile.read(path)
        } catch {
            throw Failure(path: path, line: nil, problem: error.message)
        }
        guard let contents else { throw Failure(path: path, line: nil, problem: "there is no such file") }
        return try parse(contents.bytes, path: path, calendar: calendar, range: range, occurrences: occurrences)
    }

    static func parse(_ bytes: [UInt8], path: String, calendar: Calendar, range: DateInterval,
                      occurrences budgeted: Int = occurrenceBudget) throws(Failure) -> Result {
        let layout: ICSLayout?
        do throws(ReadProblem) {
            layout = try ICSScanner.scan(bytes)
        } catch {
            throw Failure(path: path, line: error.line, problem: error.problem)
        }
        guard let layout else { return Result(shifts: [], skipped: []) }
        let zones = FileTimeZones(blocks: layout.parts.filter { $0.kind == .timeZone }.map { bytes[$0.range] })
        let codec = EventCodec(calendar: calendar)
        let expansion = RecurrenceExpansion(conversion: codec.conversion, zones: zones)

        var shifts: [ScheduledShift] = []
        var positions: [ShiftID: Int] = [:]
        var overrides: [(ShiftID, ScheduledShift, line: Int, isCancelled: Bool)] = []
        var skipped: [Skip] = []
        var cancelled: [Cancelled] = []
        let recurring = layout.parts.lazy.filter { $0.kind == .event && Self.mayRecur(bytes[$0.range]) }.count
        var budget = RecurrenceExpansion.Budget(occurrences: budgeted, recurringEvents: recurring)

        func add(_ shift: ScheduledShift, line: Int) {
            guard positions[shift.id] == nil else {
                skipped.append(Skip(line: line, reason: "the UID \(shift.id) occurs again"))
                return
            }
            positions[shift.id] = shifts.count
            shifts.append(shift)
        }

        for part in layout.parts where part.kind == .event {
            let block = bytes[part.range]
            // Parsed once: the component gives the shift and the recurrence.
            let event: OpaquePointer
            do throws(EventCodecError) {
                event = try EventCodec.parseEvent(block)
            } catch {
                skipped.append(Skip(line: part.firstLine, reason: error.problem))
                continue
            }
            defer { icalcomponent_free(event) }
            let decoded: DecodedEvent
            do throws(EventCodecError) {
                decoded = try codec.decode(component: event, zones: zones)
            } catch {
                skipped.append(Skip(line: part.firstLine, reason: error.problem))
                continue
            }
            let uid = importID(decoded.uid, block: block)
            var base = decoded.shift
            base.id = ShiftID(uid)

            if let property = Libical.firstProperty(of: event, kind: ICAL_RECURRENCEID_PROPERTY) {
                let time = icalproperty_get_recurrenceid(property)
                let occurrence = expansion.occurrence(time, tzid: Libical.tzid(of: property))
                if let occurrence {
                    base.id = occurrenceID(uid, occurrence, calendar: calendar)
                    overrides.append((base.id, base, part.firstLine, decoded.cancelledOccurrence != nil))
                } else {
                    skipped.append(Skip(line: part.firstLine, reason: "its RECURRENCE-ID is not a valid date"))
                }
                continue
            }
            guard RecurrenceExpansion.recurs(event) else {
                if decoded.cancelledOccurrence != nil {
                    cancelled.append(Cancelled(shift: base, line: part.firstLine, isSeries: false))
                } else {
                    add(base, line: part.firstLine)
                }
                continue
            }
            let (occurrences, cut) = expansion.occurrences(of: event, in: range, budget: &budget)
            if decoded.cancelledOccurrence != nil {
                // Listed once: none of its occurrences is a shift.
                if let first = occurrences.first {
                    cancelled.append(Cancelled(shift: moved(base, to: first, id: occurrenceID(uid, first, calendar: calendar),
                                                             calendar: calendar),
                                               line: part.firstLine, isSeries: true))
                }
                continue
            }
            switch cut {
            case .tooMany:
                skipped.append(Skip(line: part.firstLine, reason:
                    "it repeats more than \(RecurrenceExpansion.maxOccurrences) times in the range; the rest was left out"))
            case .outOfSteps:
                skipped.append(Skip(line: part.firstLine, reason:
                    "the file's recurrence rules take more than \(RecurrenceExpansion.Budget.steps) steps to expand; "
                    + "\(Self.kept(occurrences.count)), the rest was left out"))
            case .outOfOccurrences:
                skipped.append(Skip(line: part.firstLine, reason:
                    "the file's recurring events make more than "
                    + "\(ByteCount.grouped(budgeted)) occurrences in the range; "
                    + "\(Self.kept(occurrences.count)), the rest was left out (a shorter range reads more of each)"))
            case .searchedStepByStep:
                skipped.append(Skip(line: part.firstLine, reason:
                    "its RRULE repeats more often than daily and names months or days (BYMONTH, BYMONTHDAY, BYYEARDAY "
                    + "or BYWEEKNO), which libical searches for a second, minute or hour at a time; the rule was left "
                    + "out (FREQ=DAILY with BYHOUR gives the same times)"))
            case .neverMatches:
                skipped.append(Skip(line: part.firstLine, reason:
                    "its RRULE names no day that exists (a 31 April, a 30 February, a week or a position no month "
                    + "or year has); the rule was left out: check its BYMONTH, BYMONTHDAY, BYYEARDAY, BYWEEKNO "
                    + "and BYSETPOS"))
            case nil:
                break
            }
            for occurrence in occurrences {
                add(moved(base, to: occurrence, id: occurrenceID(uid, occurrence, calendar: calendar), calendar: calendar),
                    line: part.firstLine)
            }
        }
        // An exception replaces its occurrence, or stands alone (an
        // occurrence moved into the range, or one the rule no longer makes);
        // a cancelled one removes its occurrence.
        var calledOff = Set<Int>()
        for (id, shift, line, isCancelled) in overrides {
            if isCancelled {
                if let position = positions[id] {
                    calledOff.insert(position)
                    cancelled.append(Cancelled(shift: shifts[position], line: line, isSeries: false))
                } else if shift.start >= range.start, shift.start < range.end {
                    cancelled.append(Cancelled(shift: shift, line: line, isSeries: false))
                }
            } else if let position = positions[id] {
                shifts[position] = shift
            } else if shift.start >= range.start, shift.start < range.end {
                add(shift, line: line)
            }
        }
        if !calledOff.isEmpty {
            shifts = shifts.indices.filter { !calledOff.contains($0) }.map { shifts[$0] }
        }
        return Result(shifts: shifts, skipped: skipped, cancelled: cancelled)
    }

    /// "only 3 occurrences of this event were read"
    private static func kept(_ count: Int) -> String {
        "only \(count.counted("occurrence")) of this event \(count.agreeing("was", "were")) read"
    }

    /// The UID, or for an event without one (or with one we cannot write
    /// back: control characters) `import-` and a hash, the same on every
    /// import of the file.
    static func importID(_ uid: String?, block: ArraySlice<UInt8>) -> String {
        guard let uid else {
            return CalendarDocument.contentID(block, prefix: "import-")
        }
        guard uid.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else { return uid }
        return CalendarDocument.contentID(ArraySlice(uid.utf8), prefix: "import-")
    }

    /// `base` at another occurrence: same length (all-day: same number of days).
    private static func moved(_ base: ScheduledShift, to occurrence: RecurrenceExpansion.Occurrence, id: ShiftID,
                              calendar: Calendar) -> ScheduledShift {
        var shift = base
        shift.id = id
        if base.isAllDay, let day = occurrence.day {
            let days = max(1, CalendarDay(base.end, in: calendar).ordinal - base.day.ordinal)
            shift.day = day
            shift.start = day.start(in: calendar)
            shift.end = day.adding(days: days).start(in: calendar)
        } else {
            shift.start = occurrence.start
            shift.end = occurrence.start.addingTimeInterval(base.end.timeIntervalSince(base.start))
            shift.day = CalendarDay(occurrence.start, in: calendar)
        }
        return shift
    }

    static func occurrenceID(_ uid: String, _ occurrence: RecurrenceExpansion.Occurrence, calendar: Calendar) -> ShiftID {
        func digits(_ value: Int?, _ width: Int) -> String {
            let text = String(value ?? 0)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        if let day = occurrence.day {
            return ShiftID("\(uid)/\(digits(day.year, 4))\(digits(day.month, 2))\(digits(day.day, 2))")
        }
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC") ?? utc.timeZone
        let parts = utc.dateComponents([.year, .month, .day, .hour, .minute, .second], from: occurrence.start)
        return ShiftID("\(uid)/\(digits(parts.year, 4))\(digits(parts.month, 2))\(digits(parts.day, 2))T"
            + "\(digits(parts.hour, 2))\(digits(parts.minute, 2))\(digits(parts.second, 2))Z")
    }
}
