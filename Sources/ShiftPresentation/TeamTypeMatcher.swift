import ShiftModel

/// A colleague's shift matched to the user's catalog: by its symbol, then
/// by its title (ignoring case). Colleagues' calendars carry their own
/// types; one the user's catalog also has is drawn as the user's is, so the
/// Team screen and the ward print show one colour per type.
package struct TeamTypeMatcher: Sendable {
    private let bySymbol: [String: ShiftType]
    private let byTitle: [String: ShiftType]

    package init(_ catalog: Catalog) {
        bySymbol = Dictionary(catalog.shiftTypes.map { ($0.symbol, $0) }, uniquingKeysWith: { first, _ in first })
        byTitle = Dictionary(catalog.shiftTypes.map { ($0.title.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The user's type `shift` is one of; nil when neither its symbol nor its title matches one.
    package func type(of shift: ScheduledShift) -> ShiftType? {
        shift.symbol.flatMap { bySymbol[$0] } ?? byTitle[shift.title.lowercased()]
    }
}
