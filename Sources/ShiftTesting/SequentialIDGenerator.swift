import ShiftFeatures
import Synchronization

/// `id-1`, `id-2`, ...: predictable ids for new types and locations.
package final class SequentialIDGenerator: IDGenerator {
    private let prefix: String
    private let counter = Mutex(0)

    package init(prefix: String = "id-") { self.prefix = prefix }

    package func makeID() -> String {
        let next = counter.withLock { value -> Int in
            value += 1
            return value
        }
        return "\(prefix)\(next)"
    }
}
