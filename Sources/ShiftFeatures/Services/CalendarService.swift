import Foundation
import ShiftModel

/// Where scheduled shifts live. Every method is all or nothing: when it
/// throws, nothing was written. Implementations: `FileCalendarService`
/// (ShiftStorage), `MockCalendarService` (ShiftTesting).
public protocol CalendarService: Sendable {
    /// Shifts whose time intersects `interval` (an overnight shift that started
    /// before it is included), in no particular order.
    func shifts(in interval: DateInterval) async throws -> [ScheduledShift]
    /// Adds shifts; their ids must be new.
    func create(_ shifts: [ScheduledShift]) async throws
    /// Replaces shifts with the same ids (type switch, notes, sick mark).
    func update(_ shifts: [ScheduledShift]) async throws
    /// Removes the shifts with these ids.
    func delete(_ ids: [ShiftID]) async throws
    /// Creates, updates and deletes in one all-or-nothing write: every edit
    /// of a shift (and a bulk change, an undo) goes through here.
    func apply(_ changes: CalendarChanges) async throws
    /// Events the calendar holds but cannot read (a value libical rejects),
    /// among those looked at so far. They are left out of every answer, are
    /// never changed, and are written back byte for byte; the screens and
    /// the command line warn about them.
    func unreadableEvents() async -> [UnreadableEvent]
    /// The first absence (leave, by start) that intersects `interval`; nil
    /// when there is none. Today names it as the next leave.
    func firstAbsence(in interval: DateInterval) async throws -> ScheduledShift?
}

extension CalendarService {
    /// A calendar that reads every event it holds.
    public func unreadableEvents() async -> [UnreadableEvent] { [] }
}

/// An event of the calendar file that could not be read, and why.
public struct UnreadableEvent: Hashable, Sendable {
    /// The file it is in.
    public var path: String
    /// Its first line in the file (1-based), when known.
    public var line: Int?
    /// What is wrong with it, as the reader said (`DTSTART: not a date`).
    public var problem: String

    public init(path: String, line: Int?, problem: String) {
        self.path = path
        self.line = line
        self.problem = problem
    }
}

/// What time it is and in which calendar (time zone, first weekday).
/// State logic never reads the system clock; it gets "now" from this, inside
/// an action.
public protocol WallClock: Sendable {
    func now() -> Date
    var calendar: Calendar { get }
}

/// The services middlewares are handed. Only the executable builds the real one.
public struct ServiceContainer: Sendable {
    public var calendar: any CalendarService
    public var clock: any WallClock
    public var catalog: any CatalogService
    public var exporter: any ExportWriter
    public var ids: any IDGenerator
    /// The change log and undo history; changes to shifts go through it.
    public var history: any HistoryService
    /// Tells when the data files change on disk, so the screens follow them;
    /// nil where nothing watches (the command line, most tests).
    public var watcher: (any DataDirWatching)?
    /// The public holidays the statistics count and the screens mark.
    public var holidays: any HolidayService
    /// The team and the members' calendars, read-only.
    public var team: any TeamService
    /// Copies members' calendars from their CalDAV servers (the Team screen's `r`).
    public var teamSync: any TeamSyncService

    /// Without a catalog service the catalog is the default one, in memory
    /// and already saved, so no first-run questions are asked. Without a
    /// history service, history is kept in memory over `calendar`.
    public init(calendar: any CalendarService, clock: any WallClock,
                catalog: any CatalogService = InMemoryCatalogService(),
                exporter: any ExportWriter = UnavailableExportWriter(),
                ids: any IDGenerator = UUIDGenerator(),
                history: (any HistoryService)? = nil, watcher: (any DataDirWatching)? = nil,
                holidays: any HolidayService = InMemoryHolidayService(),
                team: any TeamService = InMemoryTeamService(),
                teamSync: any TeamSyncService = NoTeamSync()) {
        self.calendar = calendar
        self.clock = clock
        self.catalog = catalog
        self.exporter = exporter
        self.ids = ids
        self.history = history ?? InMemoryHistoryService(calendar: calendar, catalog: catalog, timeZoneCalendar: clock.calendar)
        self.watcher = watcher
        self.holidays = holidays
        self.team = team
        self.teamSync = teamSync
    }
}
