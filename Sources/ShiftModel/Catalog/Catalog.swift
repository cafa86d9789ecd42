

/// Everything in `catalog.json`: shift types, locations, rotations,
/// settings, profile.
package struct Catalog: Hashable, Sendable {
    package var locations: [Location]
    package var shiftTypes: [ShiftType]
    package var profile: Profile
    package var settings: Settings
    /// The user's own rotations, in the order they were added.
    package var rotations: [Rotation]

    package init(locations: [Location] = [], shiftTypes: [ShiftType] = [],
                profile: Profile = Profile(), settings: Settings = Settings(), rotations: [Rotation] = []) {
        self.locations = locations
        self.shiftTypes = shiftTypes
        self.profile = profile
        self.settings = settings
        self.rotations = rotations
    }

    package func location(_ id: LocationID) -> Location? {
        locations.first { $0.id == id }
    }

    package func shiftType(_ id: ShiftTypeID) -> ShiftType? {
        shiftTypes.first { $0.id == id }
    }

    /// Puts `location` in place of the one with its id, or last when there is none.
    package mutating func addOrReplace(_ location: Location) {
        if let index = locations.firstIndex(where: { $0.id == location.id }) {
            locations[index] = location
        } else {
            locations.append(location)
        }
    }

    /// Puts `type` in place of the one with its id, or last when there is none.
    package mutating func addOrReplace(_ type: ShiftType) {
        if let index = shiftTypes.firstIndex(where: { $0.id == type.id }) {
            shiftTypes[index] = type
        } else {
            shiftTypes.append(type)
        }
    }

    /// Takes out the location with `id` (types that use it are not checked).
    package mutating func removeLocation(_ id: LocationID) {
        locations.removeAll { $0.id == id }
    }

    /// Takes out the shift type with `id` (its calendar shifts are not checked).
    package mutating func removeShiftType(_ id: ShiftTypeID) {
        shiftTypes.removeAll { $0.id == id }
    }

    /// The types that take place at `location`, in catalog order.
    package func types(at location: LocationID) -> [ShiftType] {
        shiftTypes.filter { $0.locationID == location }
    }

    /// The catalog a new user starts with: Early, Late, Night and Off
    /// at one location. Fixed ids, so two first runs make the same file.
    package static func defaults(displayName: String = "") -> Catalog {
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
