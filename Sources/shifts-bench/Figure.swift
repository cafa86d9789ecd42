/// One reported figure: a name, a value and its unit, plus the bar it must reach.
struct Figure: Codable {
    var name: String
    var value: Double
    var unit: String
    var target: String?
    var note: String?
}
