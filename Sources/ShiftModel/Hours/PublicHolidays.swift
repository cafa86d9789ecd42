import Foundation

/// The public holidays the user imported: marked on the grid and on Today,
/// counted in the statistics.
public struct PublicHolidays: Hashable, Sendable {
    /// Each holiday's name, by day.
    public var names: [CalendarDay: String]

    public init(names: [CalendarDay: String] = [:]) { self.names = names }

    public func contains(_ day: CalendarDay) -> Bool { names[day] != nil }
    public func name(on day: CalendarDay) -> String? { names[day] }
    public var isEmpty: Bool { names.isEmpty }
}
