/// How an iCalendar file is cut into blocks, as byte ranges into its text.
///
/// Keeping ranges instead of parsed components is what lets unchanged events
/// be written back byte for byte, and lets a later version parse only the
/// events it needs.
struct ICSLayout: Equatable, Sendable {
    /// Everything up to and including the `BEGIN:VCALENDAR` line.
    var head: Range<Int>
    /// The calendar's body in file order.
    var parts: [ICSPart]
    /// The `END:VCALENDAR` line and whatever blank lines follow it.
    var tail: Range<Int>
    /// The terminator of the file's first line; new text is written with it.
    var lineEnding: LineEnding
}

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

enum LineEnding: Equatable, Sendable {
    case crlf
    case lf

    var bytes: [UInt8] { self == .crlf ? [13, 10] : [10] }
}

/// Why a calendar file cannot be read (structure or an event libical
/// rejects), with the line it is on when known.
struct ReadProblem: Error, Equatable, Sendable {
    var line: Int?
    var problem: String
}
