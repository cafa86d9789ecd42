import CLibical
import Foundation

/// What a TZID parameter resolves to.
enum ResolvedZone {
    /// A libical zone: one from the file's VTIMEZONE or a builtin one.
    case libical(OpaquePointer)
    /// An IANA zone libical does not know but Foundation does.
    case foundation(TimeZone)
}
