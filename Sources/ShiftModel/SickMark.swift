import Foundation

/// A sick-day mark on a scheduled shift.
public struct SickMark: Hashable, Sendable, Codable {
    public var reason: String
    public init(reason: String) { self.reason = reason }
}
