import ShiftModel

/// What the one pass over a calendar file finds: how it is cut into blocks,
/// and for each event, in file order, what the quick scan read from it.
struct ScannedCalendar: Equatable, Sendable {
    var layout: ICSLayout
    var summaries: [EventSummary]
    /// The ids the document gave the events when it was read (a scan cache
    /// keeps them too); nil from the scanner.
    var ids: CachedIDs?
    /// What libical made of some events, by event number, for reading
    /// them without it (`CachedEvent`); nil from the scanner.
    var events: KeptEvents? = nil
}
