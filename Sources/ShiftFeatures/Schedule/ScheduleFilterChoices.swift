import ShiftModel

/// What the filter form offers: the catalog's types and locations.
package struct ScheduleFilterChoices: Hashable, Sendable {
    package var types: [FormChoice]
    package var locations: [FormChoice]

    package init(types: [FormChoice], locations: [FormChoice]) {
        self.types = types
        self.locations = locations
    }

    package init(_ catalog: Catalog) {
        types = catalog.shiftTypes.map { FormChoice(.shiftType($0.id), name: "\($0.symbol)  \($0.title)") }
        locations = catalog.locations.map { FormChoice(.location($0.id), name: $0.name) }
    }
}
