import Foundation
import ShiftModel

/// One .ics file of a member's calendar, as far as it was read: each event
/// the quick scan placed in time (`EventPreScan`: one that does not recur,
/// with times it reads), with its window and, once libical decoded it, its
/// shift; and the rest (recurring events, their exceptions, times the scan
/// cannot read), kept as a small calendar of their own with the file's
/// VTIMEZONEs and expanded over each range by `ICSImport`, as `import` does.
///
/// So a week is shown after decoding only the events in it, and what was
/// decoded is kept (and, through `TeamCache`, kept for the next start).
struct MemberSource {
    /// Out of line: most events of a year stay pending, and a pending
    /// event then takes a pointer's room, not a shift's.
    indirect enum Decoded {
        /// Not decoded yet: the file is read again when a range needs it.
        case pending
        /// libical rejected it, or it is cancelled: left out, as `import`
        /// leaves it out.
        case skipped
        /// The shift (id set, text cleaned), and its times in a form any
        /// zone can use (nil when they mean the reader's wall clock: such an
        /// event is not kept on disk).
        case shift(ScheduledShift, times: CachedEvent.Times?)
    }

    struct Event {
        /// Among the file's VEVENTs, in file order.
        var number: Int
        /// Where its block is in the file.
        var range: Range<Int>
        var window: EventWindow
        var decoded: Decoded
    }

    /// The file's name in its vdir; empty for a member's single file.
    var name: String
    var identity: FileIdentity
    /// The placed events, in file order.
    var events: [Event]
    /// Where the file's VTIMEZONE blocks are.
    var zoneRanges: [Range<Int>]
    /// A VCALENDAR of the file's VTIMEZONEs and the events expanded per
    /// range; nil when there are none.
    var rest: [UInt8]?
    /// How many events `rest` holds.
    var restEvents: Int

    /// The file's events, cut from `bytes`: nothing is handed to libical.
    init(name: String, identity: FileIdentity, bytes: [UInt8]) throws(ReadProblem) {
        self.name = name
        self.identity = identity
        guard let scanned = try ICSScanner.scanSummarizingEvents(bytes) else {
            events = []
            zoneRanges = []
            rest = nil
            restEvents = 0
            return
        }
        var events: [Event] = []
        events.reserveCapacity(scanned.summaries.count)
        var restParts: [ICSPart] = []
        var number = 0
        for part in scanned.layout.parts where part.kind == .event {
            let summary = scanned.summaries[number]
            // An exception (RECURRENCE-ID) replaces an occurrence of its
            // event wherever that is: it goes with the recurring ones.
            if let window = summary.window, case .absent = summary.recurrenceID {
                events.append(Event(number: number, range: part.range, window: window, decoded: .pending))
            } else {
                restParts.append(part)
            }
            number += 1
        }
        self.events = events
        zoneRanges = scanned.layout.parts.filter { $0.kind == .timeZone }.map(\.range)
        restEvents = restParts.count
        if restParts.isEmpty {
            rest = nil
        } else {
            var text = Array(bytes[scanned.layout.head])
            for part in scanned.layout.parts where part.kind == .timeZone { text += bytes[part.range] }
            for part in restParts { text += bytes[part.range] }
            text += bytes[scanned.layout.tail]
            rest = text
        }
    }

    init(name: String, identity: FileIdentity, events: [Event], zoneRanges: [Range<Int>], rest: [UInt8]?,
         restEvents: Int) {
        self.name = name
        self.identity = identity
        self.events = events
        self.zoneRanges = zoneRanges
        self.rest = rest
        self.restEvents = restEvents
    }

    /// Decodes, from `bytes` (this file's text as it is now: the caller
    /// checked its identity), the pending events whose window reaches into
    /// `interval`, each from its own block: the file is not scanned again.
    /// False when a block is not the event this source was made from (the
    /// file changed under the same identity): the caller reads it afresh.
    mutating func decode(in interval: DateInterval, from bytes: [UInt8], codec: EventCodec, zones shelf: ZoneShelf,
                         parses: inout Int) -> Bool {
        var zones: FileTimeZones?
        for index in events.indices {
            guard case .pending = events[index].decoded, events[index].window.mayIntersect(interval) else { continue }
            let range = events[index].range
            guard range.upperBound <= bytes.count, zoneRanges.allSatisfy({ $0.upperBound <= bytes.count }),
                  EventPreScan.summary(of: bytes[range]).window == events[index].window else { return false }
            let fileZones = zones ?? shelf.zones(for: zoneRanges.map { bytes[$0] })
            zones = fileZones
            let block = bytes[range]
            parses += 1
            do throws(EventCodecError) {
                let event = try codec.decode(block, zones: fileZones)
                guard event.cancelledOccurrence == nil else {
                    events[index].decoded = .skipped
                    continue
                }
                var shift = MemberCalendarReader.sanitized(event.shift)
                shift.id = ShiftID(ICSImport.importID(event.uid, block: block))
                events[index].decoded = .shift(shift, times: event.times)
            } catch {
                events[index].decoded = .skipped
            }
        }
        return true
    }

    /// The shifts of `rest` starting in `range` (recurring events expanded,
    /// bounded as `import` is); a file libical cannot read gives the reason.
    func expandRest(over range: DateInterval, path: String, calendar: Calendar,
                    parses: inout Int) -> Result<[ScheduledShift], MemberCalendarProblem> {
        guard let rest else { return .success([]) }
        parses += restEvents
        do throws(ICSImport.Failure) {
            let read = try ICSImport.parse(rest, path: path, calendar: calendar, range: range)
            return .success(read.shifts.map(MemberCalendarReader.sanitized))
        } catch {
            let reason = (error.line.map { "line \($0): " } ?? "") + error.problem
            return .failure(.unreadable(path: path, reason: MemberCalendarReader.clean(reason)))
        }
    }
}
