/// What `shifts import` will do with the events of a file (I1): which shifts
/// it adds, mapped to the catalog's shift types where it can, and which it
/// skips because the calendar has them already (same id, i.e. same UID).
/// Pure: the events, the catalog and the ids present come in.
public struct ImportPlan: Hashable, Sendable {
    /// How an imported event found its shift type.
    public enum Match: Hashable, Sendable {
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

    public struct Entry: Hashable, Sendable {
        public var shift: ScheduledShift
        public var match: Match
    }

    /// In the order of the file.
    public var additions: [Entry]
    /// Already in the calendar: left alone.
    public var alreadyPresent: [ScheduledShift]

    public init(events: [ScheduledShift], catalog: Catalog?, existing: Set<ShiftID>) {
        additions = []
        alreadyPresent = []
        let types = catalog?.shiftTypes ?? []
        for event in events {
            if existing.contains(event.id) {
                alreadyPresent.append(event)
                continue
            }
            additions.append(Self.mapped(event, types: types, catalog: catalog))
        }
    }

    /// The event as a shift of the type that fits, keeping its own times,
    /// notes and location (the type's location when it has none).
    static func mapped(_ event: ScheduledShift, types: [ShiftType], catalog: Catalog?) -> Entry {
        guard let (type, match) = matchingType(event, types: types) else {
            // Unknown type: not our metadata from another catalog either.
            var shift = event
            shift.shiftTypeID = nil
            return Entry(shift: shift, match: .unknown)
        }
        var shift = event
        shift.shiftTypeID = type.id.rawValue
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

    private static func matchingType(_ event: ScheduledShift, types: [ShiftType]) -> (ShiftType, Match)? {
        if let id = event.shiftTypeID, let type = types.first(where: { $0.id.rawValue == id }) {
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
