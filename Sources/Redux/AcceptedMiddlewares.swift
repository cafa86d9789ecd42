/// The positions, in a store's list of middlewares, of those that accepted
/// one action, in order. Bits, not an array of middlewares: no allocation
/// for the first 64 middlewares, and no copy of each middleware's four
/// closures (building that array cost about 1,600 instructions of a
/// dispatch with three accepting middlewares, callgrind).
@usableFromInline
struct AcceptedMiddlewares: Sendable {
    /// Bit n: the middleware at position n, for positions below 64.
    @usableFromInline var low: UInt64 = 0
    /// Positions from 64 on, in order; nil while there are none.
    @usableFromInline var high: [Int]?

    @inlinable init() {}

    @inlinable var isEmpty: Bool { low == 0 && high == nil }

    @inlinable var count: Int { low.nonzeroBitCount + (high?.count ?? 0) }

    /// Positions must be inserted in increasing order.
    @inlinable mutating func insert(_ position: Int) {
        if position < 64 {
            low |= 1 &<< UInt64(position)
        } else if high == nil {
            high = [position]
        } else {
            high?.append(position)
        }
    }

    /// Removes and returns the lowest position, nil when none is left.
    @inlinable mutating func popFirst() -> Int? {
        if low != 0 {
            let position = low.trailingZeroBitCount
            low &= low &- 1
            return position
        }
        guard var rest = high else { return nil }
        let position = rest.removeFirst()
        high = rest.isEmpty ? nil : rest
        return position
    }
}
