/// What a shift type is apart from its id: what its form validates, before
/// a new type is given one when it is saved.
package struct ShiftTypeValues: Hashable, Sendable {
    package var symbol: String
    package var title: String
    package var description: String
    package var duration: ShiftDuration
    package var locationID: LocationID
    package var pay: ShiftPay

    package init(symbol: String, title: String, description: String = "", duration: ShiftDuration,
                locationID: LocationID, pay: ShiftPay = ShiftPay()) {
        self.symbol = symbol
        self.title = title
        self.description = description
        self.duration = duration
        self.locationID = locationID
        self.pay = pay
    }
}
