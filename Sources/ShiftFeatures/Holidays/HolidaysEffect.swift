/// What the holidays reducer asks for: the holidays read.
package enum HolidaysEffect: Hashable, Sendable {
    case load
}
