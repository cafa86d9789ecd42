import Foundation
import ShiftModel

/// The cached events of a file, by event number: two arrays rather than a
/// dictionary, so reading a cache builds no hashed table (and the type
/// needs no conformance lookup at start).
struct KeptEvents: Equatable, Sendable {
    /// Ascending; `events[index]` belongs to event `numbers[index]`.
    private(set) var numbers: [Int] = []
    private(set) var events: [CachedEvent] = []

    init() {}

    init(_ byNumber: [Int: CachedEvent]) {
        for number in byNumber.keys.sorted() {
            if let event = byNumber[number] { append(event, number: number) }
        }
    }

    var count: Int { numbers.count }

    mutating func reserveCapacity(_ count: Int) {
        numbers.reserveCapacity(count)
        events.reserveCapacity(count)
    }

    /// Adds event `number`'s facts; numbers come in ascending order.
    mutating func append(_ event: CachedEvent, number: Int) {
        precondition(numbers.last.map { $0 < number } ?? true, "kept events are added in file order")
        numbers.append(number)
        events.append(event)
    }

    subscript(number: Int) -> CachedEvent? {
        var low = 0, high = numbers.count
        while low < high {
            let middle = (low + high) / 2
            if numbers[middle] < number { low = middle + 1 } else { high = middle }
        }
        return low < numbers.count && numbers[low] == number ? events[low] : nil
    }
}
