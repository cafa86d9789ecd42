/// What `shifts import` will do with the events of a file (I1): which shifts
/// it adds, mapped to the catalog's shift types where it can; which it
/// skips because the calendar has them already (same id, i.e. same UID);
/// which it skips because they would overlap a shift, unless overlaps
/// are allowed; and which it leaves out because one import adds at most
/// `limit` shifts. Pure: the events, the catalog and the calendar's shifts
/// come in.
///
/// Overlaps and the limit are decided in start order, so the earlier of two
/// overlapping events is the one added, and the shifts left out over the
/// limit are the latest ones.
package struct ImportPlan: Hashable, Sendable {
    /// How many shifts one import adds unless told otherwise: a year of
    /// shifts is a few hundred, while one careless rule (FREQ=HOURLY) makes
    /// tens of thousands.
    package static let defaultLimit = 20_000

    /// How an imported event found its shift type.
    package enum Match: Hashable, Sendable {
        /// Its title is one the user mapped (`--map`, `--not-work`): that
        /// wins over everything the event says.
        case titleMap
        /// Its `X-SHIFTS-TYPE-ID` names a type of the catalog.
        case typeID
        /// Its `X-SHIFTS-SYMBOL`, or its title, is a type's symbol.
        case symbol
        /// Its title is a type's title.
        case title
        /// No type fits: it is kept as a shift of unknown type, shown with
        /// its own title, never dropped.
        case unknown
    }

    package struct Entry: Hashable, Sendable {
        package var shift: ScheduledShift
        package var match: Match
    }

    /// An event not added because it overlaps a shift.
    package struct Overlap: Hashable, Sendable {
        package var entry: Entry
        /// The shift in the way: one of the calendar's, or an earlier event
        /// of the same file.
        package var other: ScheduledShift
        package var otherIsInCalendar: Bool
    }

    /// In the order of the file.
    package var additions: [Entry]
    /// Already in the calendar: left alone.
    package var alreadyPresent: [ScheduledShift]
    /// Not added because they overlap a shift, in start order (empty when
    /// overlaps are allowed).
    package var overlapping: [Overlap]
    /// New shifts over the limit, not added: the latest ones, in start order.
    package var leftOut: [Entry]
    /// The most shifts this import adds.
    package var limit: Int

    /// The events of unknown type this import adds, by title.
    package var unknownTitles: [UnknownTitle] { UnknownTitle.grouped(additions) }

    /// - Parameters:
    ///   - existing: the ids of every shift in the calendar.
    ///   - calendarShifts: the calendar's shifts around the events' times,
    ///     for the overlap check.
    ///   - allowOverlaps: add events that overlap, instead of skipping them.
    ///   - limit: the most shifts to add (1 or more).
    ///   - titleMap: the user's titles mapped to types; a type it names
    ///     that the catalog lacks maps nothing.
    package init(events: [ScheduledShift], catalog: Catalog?, existing: Set<ShiftID>,
                calendarShifts: [ScheduledShift] = [], allowOverlaps: Bool = false, limit: Int = defaultLimit,
                titleMap: ImportTitleMap = ImportTitleMap()) {
        alreadyPresent = []
        overlapping = []
        self.limit = max(1, limit)
        let types = catalog?.shiftTypes ?? []
        var candidates: [(position: Int, entry: Entry)] = []
        for event in events {
            if existing.contains(event.id) {
                alreadyPresent.append(event)
                continue
            }
            candidates.append((candidates.count, Self.mapped(event, types: types, catalog: catalog, titleMap: titleMap)))
        }
        candidates.sort { ($0.entry.shift.start, $0.entry.shift.id.rawValue, $0.position)
            < ($1.entry.shift.start, $1.entry.shift.id.rawValue, $1.position) }

        var accepted: [(position: Int, entry: Entry)] = []
        if allowOverlaps {
            accepted = candidates
        } else {
            var taken = OverlapIndex()
            var fromCalendar = Set<ShiftID>()
            for shift in calendarShifts {
                taken.insert(shift)
                fromCalendar.insert(shift.id)
            }
            for candidate in candidates {
                if let other = taken.firstConflict(for: candidate.entry.shift) {
                    overlapping.append(Overlap(entry: candidate.entry, other: other,
                                               otherIsInCalendar: fromCalendar.contains(other.id)))
                } else {
                    taken.insert(candidate.entry.shift)
                    accepted.append(candidate)
                }
            }
        }
        leftOut = accepted.dropFirst(self.limit).map(\.entry)
        additions = accepted.prefix(self.limit).sorted { $0.position < $1.position }.map(\.entry)
    }

    /// The event as a shift of the type that fits, keeping its own times,
    /// notes and location (the type's location when it has none).
    static func mapped(_ event: ScheduledShift, types: [ShiftType], catalog: Catalog?,
                       titleMap: ImportTitleMap = ImportTitleMap()) -> Entry {
        guard let (type, match) = matchingType(event, types: types, titleMap: titleMap) else {
            // Unknown type: not our metadata from another catalog either.
            var shift = event
            shift.shiftTypeID = nil
            return Entry(shift: shift, match: .unknown)
        }
        var shift = event
        shift.shiftTypeID = type.id
        shift.symbol = type.symbol
        // A title that is only the symbol ("E") reads better as the type's title.
        if match == .symbol, Self.same(event.title, type.symbol) || event.title.trimmingWhitespace().isEmpty {
            shift.title = type.title
        }
        if shift.location == nil {
            shift.location = catalog?.location(type.locationID)?.name
        }
        return Entry(shift: shift, match: match)
    }

    private static func matchingType(_ event: ScheduledShift, types: [ShiftType],
                                     titleMap: ImportTitleMap) -> (ShiftType, Match)? {
        if let rule = titleMap.rule(for: event.title), let type = types.first(where: { $0.id == rule.typeID }) {
            return (type, .titleMap)
        }
        if let id = event.shiftTypeID, let type = types.first(where: { $0.id == id }) {
            return (type, .typeID)
        }
        if let symbol = event.symbol, let type = types.first(where: { same($0.symbol, symbol) }) {
            return (type, .symbol)
        }
        if let type = types.first(where: { same($0.symbol, event.title) }) {
            return (type, .symbol)
        }
        if let type = types.first(where: { same($0.title, event.title) }) {
            return (type, .title)
        }
        return nil
    }

    /// Equal ignoring case and surrounding blanks; empty matches nothing.
    private static func same(_ one: String, _ other: String) -> Bool {
        let left = one.trimmingWhitespace().lowercased()
        return !left.isEmpty && left == other.trimmingWhitespace().lowercased()
    }
}
