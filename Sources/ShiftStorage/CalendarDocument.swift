import Foundation
import ShiftModel

/// A calendar file as read: its exact bytes, its layout, and for each event
/// its id and the window the quick scan placed it in. Events are decoded with
/// libical only when a range needs them, and each result (shift or error) is
/// kept for the life of the document. Edits produce a new document whose
/// bytes differ only in the events that changed.
///
/// Not thread-safe: it caches as it decodes. `CalendarFileEngine` owns it and
/// uses it on the storage queue only.
final class CalendarDocument {
    struct Event {
        /// Index into `layout.parts`.
        var part: Int
        var id: ShiftID
        /// Where the event can be; nil: it is decoded for every range (it
        /// was decoded when the file was loaded).
        var window: EventWindow?
    }

    /// Where an event of a document made by an edit comes from.
    enum Origin {
        /// Copied byte for byte from event `number` of `document`.
        case kept(CalendarDocument, number: Int)
        /// Copied from event `number` of `document` with an `X-SHIFTS-ID`
        /// line added (`EventIDStamp`), so it keeps its id.
        case stamped(CalendarDocument, number: Int, id: ShiftID)
        /// Newly encoded, with the id the caller knows.
        case written(ShiftID)
    }

    /// The file's bytes, in memory or read when first needed (`DocumentText`).
    private let text: DocumentText
    let layout: ICSLayout
    /// In file order.
    private(set) var events: [Event] = []
    /// By id; built when first asked for (an edit, a check, the ids for an
    /// import), so a read that only shows shifts never builds it.
    var eventIndex: [ShiftID: Int] {
        if let builtIndex { return builtIndex }
        var index: [ShiftID: Int] = [:]
        index.reserveCapacity(events.count)
        for (number, event) in events.enumerated() where index[event.id] == nil {
            index[event.id] = number
        }
        builtIndex = index
        return index
    }
    private var builtIndex: [ShiftID: Int]?
    /// What the ids are made of (see `EventIDs`), by event number, for the
    /// events whose key is not just their id as UID: most have no entry.
    private var unusualKeys: [Int: EventKey] = [:]
    /// What libical made of each event decoded so far, by event number. The
    /// shifts' ids are not set here: `events` has them.
    private var decoded: [Int: Result<ScheduledShift, ReadProblem>] = [:]
    /// The decoded events that are cancelled (`STATUS:CANCELLED`), by event
    /// number: the start of the occurrence each calls off. Kept in the file
    /// as they are, never shown.
    private var cancellations: [Int: Date] = [:]
    /// Built on the second range asked for, or before it by
    /// `buildTimeIndex()` (the TUI's storage queue while it waits for keys),
    /// from `events` as they are then (they do not change after `read` and
    /// `edited`). The first range without it is found by a pass over the
    /// events: one pass costs less than building the index, and a command
    /// such as `shifts today` asks for one range only.
    private var builtTimeIndex: EventTimeIndex?
    private var rangesAsked = 0
    /// What the scan cache kept of events libical decoded at an earlier
    /// start, by event number: each is read from here instead of the file
    /// (the same shift, without libical or the file's VTIMEZONEs).
    private var cachedEvents = KeptEvents()
    /// Built on the first decode: reading the file's VTIMEZONE blocks is
    /// libical work too.
    private var builtZones: FileTimeZones?

    private func zones() throws(ReadProblem) -> FileTimeZones {
        if let builtZones { return builtZones }
        let bytes = try bytes()
        let made = FileTimeZones(parts: layout.parts.filter { $0.kind == .timeZone }.map { (bytes[$0.range], $0.firstLine) })
        builtZones = made
        return made
    }

    /// The file's bytes; read from the file when the document was made
    /// without them, which fails only when it was rewritten in place since.
    func bytes() throws(ReadProblem) -> [UInt8] {
        try text.bytes()
    }

    /// True when the file's bytes are in memory (for tests: a start with the
    /// scan cache does not read them).
    var holdsBytes: Bool { text.isLoaded }

    /// True when the bytes were to be read from the file and it no longer
    /// had them (rewritten in place without changing its size or time):
    /// the file must be read again.
    var isStale: Bool { text.isStale }

    private var timeIndex: EventTimeIndex {
        if let builtTimeIndex { return builtTimeIndex }
        let made = EventTimeIndex(count: events.count) { events[$0].window }
        builtTimeIndex = made
        return made
    }

    /// True once the range index is built: every range after is found
    /// through it.
    var hasTimeIndex: Bool { builtTimeIndex != nil }

    /// True when a range was asked of this document and its index is not
    /// built yet: the next range would build it.
    var awaitsTimeIndex: Bool { rangesAsked > 0 && builtTimeIndex == nil }

    /// Builds the range index now (nothing when it is built), so no later
    /// range pays for it.
    func buildTimeIndex() {
        _ = timeIndex
    }

    /// TZIDs the file's VTIMEZONE blocks define.
    func timeZoneIDs() throws(ReadProblem) -> Set<String> { try zones().identifiers }

    /// What a new calendar file starts as.
    static let newFileText = Array("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//shifts//shifts//EN\r\nEND:VCALENDAR\r\n".utf8)

    private init(text: DocumentText, layout: ICSLayout) {
        self.text = text
        self.layout = layout
    }

    /// Cuts the file into blocks, quick-scans every event (in the same pass),
    /// and decodes only the events the quick scan cannot place (recurring
    /// ones, times in forms it does not read) or whose id needs libical.
    /// An event libical rejects is kept as unreadable (see
    /// `unreadableEvents`), never shown; only a structural error refuses the
    /// file. An empty or blank text is a new, empty calendar.
    ///
    /// - Parameter parses: counts the events handed to libical.
    static func read(_ text: [UInt8], codec: EventCodec, parses: inout Int) throws(ReadProblem) -> CalendarDocument {
        try read(DocumentText(text), scanned: ICSScanner.scanSummarizingEvents(text), codec: codec, parses: &parses)
    }

    /// `read(_:codec:parses:)` with the scan of `text` already made
    /// (`scanned`: what `ICSScanner.scanSummarizingEvents` gives for it, or
    /// the scan cache's copy of that). `text` is read only if an event must
    /// be decoded now or its id made from its bytes.
    static func read(_ text: DocumentText, scanned: ScannedCalendar?, codec: EventCodec,
                     parses: inout Int) throws(ReadProblem) -> CalendarDocument {
        guard let scanned else {
            return try read(newFileText, codec: codec, parses: &parses)
        }
        let layout = scanned.layout
        let summaries = scanned.summaries
        let document = CalendarDocument(text: text, layout: layout)
        if let kept = scanned.events { document.cachedEvents = kept }
        var events: [Event] = []
        events.reserveCapacity(summaries.count)
        // Keys the quick scan could not read whole, and who claims an id.
        var resolvedKeys: [Int: EventKey] = [:]
        var claiming: [Int] = []
        // By index: a summary copied is a few strings retained.
        for (number, partIndex) in layout.parts.indices.lazy.filter({ layout.parts[$0].kind == .event }).enumerated() {
            let part = layout.parts[partIndex]
            if summaries[number].needsParseAtLoad || summaries[number].idNeedsLibical {
                let outcome = document.decode(part, codec: codec, parses: &parses)
                document.record(outcome, number: number)
                if summaries[number].idNeedsLibical {
                    let identity: EventCodec.Identity?
                    if case .success(let decoded) = outcome {
                        identity = EventCodec.Identity(uid: decoded.uid, shiftsID: decoded.shiftsID)
                    } else {
                        identity = EventCodec.identity(of: try document.bytes()[part.range])
                    }
                    resolvedKeys[number] = EventKey(summaries[number]).resolving(summaries[number], libical: identity)
                }
            }
            if summaries[number].shiftsID != .absent { claiming.append(number) }
            events.append(Event(part: partIndex, id: ShiftID(""), window: summaries[number].window))
        }
        // The ids the scan cache kept: what `assignIDs` gave this very text
        // (the cache is keyed by its every byte and the program's build).
        if let cached = scanned.ids, cached.ids.count == events.count {
            for number in events.indices { events[number].id = cached.ids[number] }
            document.events = events
            var unusual: [Int: EventKey] = [:]
            for number in cached.unusual where number < events.count {
                unusual[number] = resolvedKeys[number] ?? EventKey(summaries[number])
            }
            document.unusualKeys = unusual
            return document
        }
        document.events = events
        events = []  // the document's copy stays unique as ids are set
        try document.assignIDs(claiming: claiming, key: { number in
            resolvedKeys[number] ?? EventKey(summaries[number])
        }, plainUID: { number in
            guard resolvedKeys.isEmpty || resolvedKeys[number] == nil, case .value(let uid) = summaries[number].uid,
                  case .absent = summaries[number].recurrenceID, case .absent = summaries[number].shiftsID else { return nil }
            return uid
        })
        return document
    }

    /// Ids for the events (`EventIDs`), the index by id, and the keys that
    /// are more than the id as UID.
    private func assignIDs(claiming: [Int], key: (Int) -> EventKey,
                           plainUID: (Int) -> String?) throws(ReadProblem) {
        // No events, no ids: and no dictionary of ids, whose type alone costs
        // a scan of the binary's conformances (an empty data dir's start).
        if events.isEmpty {
            unusualKeys = [:]
            return
        }
        var unusual: [Int: EventKey] = [:]
        let bytes = try bytes()
        // Local while ids are set: no exclusivity check per event.
        var events = self.events
        self.events = []
        let parts = layout.parts
        builtIndex = EventIDs.derive(count: events.count, claiming: claiming, key: key, plainUID: plainUID, contentID: { number in
            Self.contentID(bytes[parts[events[number].part].range], prefix: key(number).uid.map { $0 + "#" } ?? "nouid-")
        }, assign: { number, id, isPlain in
            events[number].id = id
            if !isPlain { unusual[number] = key(number) }
        })
        self.events = events
        unusualKeys = unusual
    }

    /// The document for `bytes`, the text an edit made: kept events take
    /// their decoded shift from where they came from (after checking their
    /// bytes did not change, or changed only by the X-SHIFTS-ID line),
    /// written ones are decoded to prove they read back as the shift meant.
    /// Every event must get the id it had (or was written with), except an
    /// unreadable one, which is never changed, not even to keep its id.
    static func edited(_ bytes: [UInt8], layout: ICSLayout, origins: [Origin], codec: EventCodec,
                       parses: inout Int) throws(ReadProblem) -> CalendarDocument {
        let document = CalendarDocument(text: DocumentText(bytes), layout: layout)
        let eventParts = layout.parts.indices.filter { layout.parts[$0].kind == .event }
        guard eventParts.count == origins.count else {
            throw ReadProblem(line: nil, problem: "the new content has the wrong number of events")
        }
        var keys: [EventKey] = []
        var windows: [EventWindow?] = []
        var intended: [(id: ShiftID, mayChange: Bool)] = []
        for (partIndex, origin) in zip(eventParts, origins) {
            let part = layout.parts[partIndex]
            let number = keys.count
            switch origin {
            case .kept(let source, let sourceNumber), .stamped(let source, let sourceNumber, _):
                let event = source.events[sourceNumber]
                var expected = try source.bytes()[source.layout.parts[event.part].range]
                var key = source.key(sourceNumber)
                if case .stamped(_, _, let id) = origin {
                    expected = ArraySlice(EventIDStamp.inserting(id, into: expected))
                    key.shiftsID = id.rawValue
                }
                guard expected.elementsEqual(bytes[part.range]) else {
                    throw ReadProblem(line: part.firstLine, problem: "an unchanged event was not copied exactly")
                }
                // A rejection names the event's line in this text.
                document.decoded[number] = source.decoded[sourceNumber].map { outcome in
                    outcome.mapError { ReadProblem(line: part.firstLine, problem: $0.problem) }
                }
                document.cancellations[number] = source.cancellations[sourceNumber]
                keys.append(key)
                windows.append(event.window)
                let unreadable = if case .failure = source.decoded[sourceNumber] { true } else { false }
                intended.append((event.id, unreadable))
            case .written(let id):
                let summary = EventPreScan.summary(of: bytes[part.range])
                let decoded = try document.decode(part, codec: codec, parses: &parses).get()
                let shift = decoded.shift
                if let window = summary.window,
                   !(shift.start.timeIntervalSince1970 >= window.earliest && shift.end.timeIntervalSince1970 <= window.latest) {
                    throw ReadProblem(line: part.firstLine, problem: "the quick scan misplaces the written event")
                }
                document.record(.success(decoded), number: number)
                keys.append(EventKey(summary).resolving(summary, libical: EventCodec.Identity(
                    uid: decoded.uid, shiftsID: decoded.shiftsID)))
                windows.append(summary.window)
                intended.append((id, false))
            }
        }
        document.events = zip(eventParts, windows).map { Event(part: $0, id: ShiftID(""), window: $1) }
        try document.assignIDs(claiming: keys.indices.filter { keys[$0].shiftsID != nil }, key: { keys[$0] }, plainUID: {
            keys[$0].recurrenceID == .absent && keys[$0].shiftsID == nil ? keys[$0].uid : nil
        })
        for (event, wanted) in zip(document.events, intended) where event.id != wanted.id && !wanted.mayChange {
            throw ReadProblem(line: layout.parts[event.part].firstLine,
                              problem: "the event \(wanted.id) would read back as \(event.id)")
        }
        return document
    }

    /// The events' ids and which of them are more than their UID, for the
    /// scan cache.
    var cachedIDs: CachedIDs {
        CachedIDs(ids: events.map(\.id), unusual: unusualKeys.keys.sorted())
    }

    /// Decodes every event not decoded yet whose window reaches into
    /// `interval` and gives what the scan cache can keep of them; nil when
    /// a refused VTIMEZONE is in use (its problem is reported when an event
    /// that uses it is read, so such a file is always decoded from the
    /// file). Nothing read here is reported: a rejected event is left to be
    /// decoded (and reported) when a read reaches it, and the refused zones
    /// used are put back to what reads used.
    func eventsToKeep(around interval: DateInterval, codec: EventCodec, parses: inout Int) -> KeptEvents? {
        let usedBefore = builtZones?.refusedUse ?? []
        var kept = KeptEvents()
        var shifts: [(number: Int, event: DecodedEvent)] = []
        for number in events.indices where decoded[number] == nil {
            guard let window = events[number].window, window.mayIntersect(interval) else { continue }
            guard case .success(let event) = decode(layout.parts[events[number].part], codec: codec,
                                                    parses: &parses) else { continue }
            if let facts = CachedEvent(event.shift, times: event.times) {
                kept.append(facts, number: number)
            }
            shifts.append((number, event))
        }
        let zonesRefused = !(builtZones?.problems.isEmpty ?? true)
        builtZones?.restoreUse(usedBefore)
        // With a refused zone in use, reads decode again, and so report it.
        if zonesRefused { return nil }
        for (number, event) in shifts { record(.success(event), number: number) }
        return kept
    }

    /// What event `number`'s id is made of.
    func key(_ number: Int) -> EventKey {
        unusualKeys[number] ?? EventKey(uid: events[number].id.rawValue)
    }

    /// Event `part` through libical; a rejection is the result, not a throw.
    private func decode(_ part: ICSPart, codec: EventCodec, parses: inout Int) -> Result<DecodedEvent, ReadProblem> {
        parses += 1
        let bytes: [UInt8]
        let zones: FileTimeZones
        do throws(ReadProblem) {
            bytes = try self.bytes()
            zones = try self.zones()
        } catch {
            return .failure(ReadProblem(line: part.firstLine, problem: error.problem))
        }
        do throws(EventCodecError) {
            return .success(try codec.decode(bytes[part.range], zones: zones))
        } catch {
            return .failure(ReadProblem(line: part.firstLine, problem: error.problem))
        }
    }

    /// The outcome for event `number`, decoded now or earlier.
    private func outcome(_ number: Int, codec: EventCodec, parses: inout Int) -> Result<ScheduledShift, ReadProblem> {
        if let cached = decoded[number] { return cached }
        if let kept = cachedEvents[number] {
            let outcome = Result<ScheduledShift, ReadProblem>.success(kept.shift(in: codec.calendar))
            decoded[number] = outcome
            return outcome
        }
        return record(decode(layout.parts[events[number].part], codec: codec, parses: &parses), number: number)
    }

    /// Keeps what decoding event `number` gave, and whether it is cancelled.
    @discardableResult
    private func record(_ outcome: Result<DecodedEvent, ReadProblem>, number: Int) -> Result<ScheduledShift, ReadProblem> {
        if case .success(let event) = outcome, let calledOff = event.cancelledOccurrence {
            cancellations[number] = calledOff
        }
        let shift = outcome.map(\.shift)
        decoded[number] = shift
        return shift
    }

    /// Event `number` as a shift, decoded now or earlier; an event libical
    /// rejects throws the same problem every time.
    func shift(_ number: Int, codec: EventCodec, parses: inout Int) throws(ReadProblem) -> ScheduledShift {
        var shift = try outcome(number, codec: codec, parses: &parses).get()
        shift.id = events[number].id
        return shift
    }

    /// True when event `number` reads (decoding it if it was not yet).
    func isReadable(_ number: Int, codec: EventCodec, parses: inout Int) -> Bool {
        if case .success = outcome(number, codec: codec, parses: &parses) { return true }
        return false
    }

    /// The shifts that intersect `interval`, in file order. Only events whose
    /// window reaches into it are decoded, and only they are looked at
    /// (`EventTimeIndex`); one that libical rejects is left out (and listed
    /// by `unreadableEvents`). A cancelled event is left out too, and so is
    /// the recurring event's own first occurrence when it is the one called
    /// off (this file shows a recurring event at its start only).
    func shifts(in interval: DateInterval, codec: EventCodec, parses: inout Int) -> [ScheduledShift] {
        // The candidates first, so the result is allocated once at its size
        // (growing it by doubling held up to twice the shifts at the peak).
        rangesAsked += 1
        let candidates = rangesAsked == 1 && builtTimeIndex == nil
            ? events.indices.filter { events[$0].window.map { $0.mayIntersect(interval) } ?? true }
            : timeIndex.candidates(for: interval) { events[$0].window }
        var result: [ScheduledShift] = []
        result.reserveCapacity(candidates.count)
        // The table of decoded events sized once too: grown by doubling, it
        // held the old and the new table together (about 4 MB at the peak
        // of decoding 10,000 events).
        let undecoded = candidates.reduce(0) { count, number in decoded[number] == nil ? count + 1 : count }
        if undecoded > 0 { decoded.reserveCapacity(decoded.count + undecoded) }
        var calledOff: [(uid: String?, start: Date)] = []
        for number in candidates {
            guard case .success(var shift) = outcome(number, codec: codec, parses: &parses) else { continue }
            if let start = cancellations[number] {
                calledOff.append((key(number).uid, start))
                continue
            }
            shift.id = events[number].id
            let inside = shift.end > shift.start
                ? shift.start < interval.end && shift.end > interval.start
                : shift.start >= interval.start && shift.start < interval.end
            if inside { result.append(shift) }
        }
        if !calledOff.isEmpty {
            result.removeAll { shift in
                guard let number = eventIndex[shift.id] else { return false }
                let key = key(number)
                return key.recurrenceID == .absent && calledOff.contains { $0.uid != nil && $0.uid == key.uid && $0.start == shift.start }
            }
        }
        return result
    }

    /// What could not be read among what was looked at so far: the events
    /// libical rejected, in file order, and VTIMEZONEs refused as unsafe
    /// (their TZID is then read as if the file did not define it).
    var unreadableParts: [ReadProblem] {
        var problems = decoded.values.compactMap { outcome -> ReadProblem? in
            if case .failure(let problem) = outcome { return problem }
            return nil
        }
        problems += builtZones?.problems ?? []
        return problems.sorted { ($0.line ?? 0) < ($1.line ?? 0) }
    }

    /// A stable id for an event without UID: `prefix` and FNV-1a of its
    /// text, ignoring CR so a CRLF/LF conversion by another program keeps it.
    static func contentID(_ block: ArraySlice<UInt8>, prefix: String = "nouid-") -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in block where byte != 13 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return prefix + String(repeating: "0", count: 16 - hex.count) + hex
    }
}
