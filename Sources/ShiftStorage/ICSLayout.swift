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
