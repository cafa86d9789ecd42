import Foundation

/// The public holidays the user imported: marked on the grid and on Today,
/// counted in the statistics.
package struct PublicHolidays: Hashable, Sendable {
    /// Each holiday's name, by day.
    package var names: [CalendarDay: String]

    package init(names: [CalendarDay: String] = [:]) { self.names = names }

    package func contains(_ day: CalendarDay) -> Bool { names[day] != nil }
    package func name(on day: CalendarDay) -> String? { names[day] }
    package var isEmpty: Bool { names.isEmpty }
}
