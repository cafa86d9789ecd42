

/// A kind of shift the user schedules: `E Early 06:00–14:00 @ Ward 3`.
package struct ShiftType: Hashable, Sendable, Identifiable {
    package var id: ShiftTypeID
    /// Short text or an emoji, unique in the catalog ignoring case.
    package var symbol: String
    package var title: String
    package var description: String
    package var duration: ShiftDuration
    package var locationID: LocationID
    /// How a shift of this type counts toward hours worked.
    package var pay: ShiftPay

    package init(id: ShiftTypeID, symbol: String, title: String, description: String = "",
                duration: ShiftDuration, locationID: LocationID, pay: ShiftPay = ShiftPay()) {
        self.id = id
        self.symbol = symbol
        self.title = title
        self.description = description
        self.duration = duration
        self.locationID = locationID
        self.pay = pay
    }

    /// `E Early`: symbol and title, as lists and messages name a type.
    package var name: String { "\(symbol) \(title)" }

    /// The type with `id` and these values.
    package init(id: ShiftTypeID, _ values: ShiftTypeValues) {
        self.init(id: id, symbol: values.symbol, title: values.title, description: values.description,
                  duration: values.duration, locationID: values.locationID, pay: values.pay)
    }
}
