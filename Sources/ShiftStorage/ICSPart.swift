/// One top-level piece of a calendar body.
struct ICSPart: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        /// Calendar properties (VERSION, PRODID, X-WR-...) and blank lines.
        case properties
        case event
        case timeZone
        /// Any other component (VTODO, VJOURNAL, X-...): kept, never parsed.
        case other(String)
    }

    var kind: Kind
    var range: Range<Int>
    /// 1-based line number of the block's first line, for error messages.
    var firstLine: Int
}
