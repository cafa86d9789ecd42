import Foundation

/// A sick-day mark on a scheduled shift.
package struct SickMark: Hashable, Sendable, Codable {
    package var reason: String
    package init(reason: String) { self.reason = reason }
}
