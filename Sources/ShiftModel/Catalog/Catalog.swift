/// The user's profile: the name the change log records.
public struct Profile: Hashable, Sendable {
    public var displayName: String
    public init(displayName: String = "") { self.displayName = displayName }
}

/// How long change-log entries are kept.
public enum RetentionPolicy: String, Hashable, Sendable, CaseIterable {
    case days30 = "30d"
    case days90 = "90d"
    case months6 = "6m"
    case year1 = "1y"
    case years2 = "2y"
    case forever

    /// `30 days`, `6 months`, `forever`.
    public var label: String {
        switch self {
        case .days30: "30 days"
        case .days90: "90 days"
        case .months6: "6 months"
        case .year1: "1 year"
        case .years2: "2 years"
        case .forever: "forever"
        }
    }
}

/// App settings (SE1) kept with the catalog.
public struct Settings: Hashable, Sendable {
    public var retention: RetentionPolicy
    /// Purge change-log entries older than `retention` when the app starts.
    public var purgeOnLaunch: Bool
    /// The Schedule's grid shows ISO week numbers beside its weeks (off by
    /// default: the grid keeps its width for the days).
    public var showsWeekNumbers: Bool

    // Seen outside shifts: the alarm written into each shift's event, and
    // the day weeks start on.
    /// Minutes before a shift's start that its event rings; nil: no alarm.
    public var reminderMinutes: Int?
    /// The day a week starts on (weekday ranges of the command line, the
    /// grid, the statistics' weeks).
    public var firstWeekday: Weekday
    /// Contract hours, the night window and the working-time rules' limits.
    public var workingTime: WorkingTimeSettings

    public init(retention: RetentionPolicy = .year1, purgeOnLaunch: Bool = false, showsWeekNumbers: Bool = false,
                reminderMinutes: Int? = nil, firstWeekday: Weekday = .monday,
                workingTime: WorkingTimeSettings = WorkingTimeSettings()) {
        self.retention = retention
        self.purgeOnLaunch = purgeOnLaunch
        self.showsWeekNumbers = showsWeekNumbers
        self.reminderMinutes = reminderMinutes
        self.firstWeekday = firstWeekday
        self.workingTime = workingTime
    }

    /// The reminder leads a setting may hold: at the start, up to a day before.
    public static let reminderMinutesRange = 0...1440
}

/// Everything in `catalog.json`: shift types, locations, rotations,
/// settings, profile.
public struct Catalog: Hashable, Sendable {
    public var locations: [Location]
    public var shiftTypes: [ShiftType]
    public var profile: Profile
    public var settings: Settings
    /// The user's own rotations, in the order they were added.
    public var rotations: [Rotation]

    public init(locations: [Location] = [], shiftTypes: [ShiftType] = [],
                profile: Profile = Profile(), settings: Settings = Settings(), rotations: [Rotation] = []) {
        self.locations = locations
        self.shiftTypes = shiftTypes
        self.profile = profile
        self.settings = settings
        self.rotations = rotations
    }

    public func location(_ id: LocationID) -> Location? {
        locations.first { $0.id == id }
    }

    public func shiftType(_ id: ShiftTypeID) -> ShiftType? {
        shiftTypes.first { $0.id == id }
    }

    /// Puts `location` in place of the one with its id, or last when there is none.
    public mutating func addOrReplace(_ location: Location) {
        if let index = locations.firstIndex(where: { $0.id == location.id }) {
            locations[index] = location
        } else {
            locations.append(location)
        }
    }

    /// Puts `type` in place of the one with its id, or last when there is none.
    public mutating func addOrReplace(_ type: ShiftType) {
        if let index = shiftTypes.firstIndex(where: { $0.id == type.id }) {
            shiftTypes[index] = type
        } else {
            shiftTypes.append(type)
        }
    }

    /// Takes out the location with `id` (types that use it are not checked).
    public mutating func removeLocation(_ id: LocationID) {
        locations.removeAll { $0.id == id }
    }

    /// Takes out the shift type with `id` (its calendar shifts are not checked).
    public mutating func removeShiftType(_ id: ShiftTypeID) {
        shiftTypes.removeAll { $0.id == id }
    }

    /// The types that take place at `location`, in catalog order.
    public func types(at location: LocationID) -> [ShiftType] {
        shiftTypes.filter { $0.locationID == location }
    }

    /// The catalog a new user starts with: Early, Late, Night and Off
    /// at one location. Fixed ids, so two first runs make the same file.
    public static func defaults(displayName: String = "") -> Catalog {
        let site = LocationID("main")
        func timed(_ start: Int, _ end: Int) -> ShiftDuration {
            .timed(start: TimeOfDay(hour: start, minute: 0), end: TimeOfDay(hour: end, minute: 0))
        }
        return Catalog(
            locations: [Location(id: site, name: "Main site")],
            shiftTypes: [
                ShiftType(id: "early", symbol: "E", title: "Early", duration: timed(6, 14), locationID: site),
                ShiftType(id: "late", symbol: "L", title: "Late", duration: timed(14, 22), locationID: site),
                ShiftType(id: "night", symbol: "N", title: "Night", duration: timed(22, 6), locationID: site),
                ShiftType(id: "off", symbol: "O", title: "Off", duration: .allDay, locationID: site),
            ],
            profile: Profile(displayName: displayName))
    }
}
