

/// A kind of shift the user schedules: `E Early 06:00–14:00 @ Ward 3`.
public struct ShiftType: Hashable, Sendable, Identifiable {
    public var id: ShiftTypeID
    /// Short text or an emoji, unique in the catalog ignoring case.
    public var symbol: String
    public var title: String
    public var description: String
    public var duration: ShiftDuration
    public var locationID: LocationID
    /// How a shift of this type counts toward hours worked.
    public var pay: ShiftPay

    public init(id: ShiftTypeID, symbol: String, title: String, description: String = "",
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
    public var name: String { "\(symbol) \(title)" }

    /// The type with `id` and these values.
    public init(id: ShiftTypeID, _ values: ShiftTypeValues) {
        self.init(id: id, symbol: values.symbol, title: values.title, description: values.description,
                  duration: values.duration, locationID: values.locationID, pay: values.pay)
    }
}
