import Foundation

/// Random UUIDs, lowercased.
public struct UUIDGenerator: IDGenerator {
    public init() {}
    public func makeID() -> String { UUID().uuidString.lowercased() }
}
