/// What a shift type is apart from its id: what its form validates, before
/// a new type is given one when it is saved.
public struct ShiftTypeValues: Hashable, Sendable {
    public var symbol: String
    public var title: String
    public var description: String
    public var duration: ShiftDuration
    public var locationID: LocationID
    public var pay: ShiftPay

    public init(symbol: String, title: String, description: String = "", duration: ShiftDuration,
                locationID: LocationID, pay: ShiftPay = ShiftPay()) {
        self.symbol = symbol
        self.title = title
        self.description = description
        self.duration = duration
        self.locationID = locationID
        self.pay = pay
    }
}
