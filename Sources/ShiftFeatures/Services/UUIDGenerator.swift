import Foundation

/// Random UUIDs, lowercased.
package struct UUIDGenerator: IDGenerator {
    package init() {}
    package func makeID() -> String { UUID().uuidString.lowercased() }
}
