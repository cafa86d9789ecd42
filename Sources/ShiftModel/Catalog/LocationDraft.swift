/// A location as typed into a form.
package struct LocationDraft: Hashable, Sendable {
    package var name: String
    package var address: String

    package init(name: String = "", address: String = "") {
        self.name = name
        self.address = address
    }

    package init(_ location: Location) {
        self.init(name: location.name, address: location.address)
    }

    package static let maxNameLength = 40
    package static let maxAddressLength = 120

    /// The values this draft describes, or every problem at once. Names are
    /// unique ignoring case (among all locations when adding, every one but
    /// `id` when editing it), so a type's location is never ambiguous.
    package func validated(in catalog: Catalog,
                          editing id: LocationID?) -> Result<LocationValues, ValidationErrors<LocationField>> {
        var errors = ValidationErrors<LocationField>()
        let name = self.name.trimmingWhitespace()
        let address = self.address.trimmingWhitespace()
        errors[.name] = TextRules.problem(name, required: .name, maxLength: Self.maxNameLength)
        if errors[.name] == nil,
           let clash = catalog.locations.first(where: { $0.id != id && $0.name.lowercased() == name.lowercased() }) {
            errors[.name] = .nameTaken(clash.name)
        }
        errors[.address] = TextRules.problem(address, required: nil, maxLength: Self.maxAddressLength)
        guard errors.isEmpty else { return .failure(errors) }
        return .success(LocationValues(name: name, address: address))
    }
}
