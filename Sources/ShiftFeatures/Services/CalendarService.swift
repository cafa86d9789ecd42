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

    /// Without a catalog service the catalog is the default one, in memory
    /// and already saved, so no first-run questions are asked. Without a
    /// history service, history is kept in memory over `calendar`.
    public init(calendar: any CalendarService, clock: any WallClock,
                catalog: any CatalogService = InMemoryCatalogService(),
                exporter: any ExportWriter = UnavailableExportWriter(),
                ids: any IDGenerator = UUIDGenerator(),
                history: (any HistoryService)? = nil) {
        self.calendar = calendar
        self.clock = clock
        self.catalog = catalog
        self.exporter = exporter
        self.ids = ids
        self.history = history ?? InMemoryHistoryService(calendar: calendar, timeZoneCalendar: clock.calendar)
    }
}
