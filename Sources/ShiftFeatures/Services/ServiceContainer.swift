/// The services middlewares are handed. Every one is given: a container
/// that lacks one does not compile. The executable builds the real one
/// (`DataOptions.services`); tests and benchmarks build theirs through
/// `ServiceContainer.inMemory` (ShiftInMemoryServices).
package struct ServiceContainer: Sendable {
    package var calendar: any CalendarService
    package var clock: any WallClock
    package var catalog: any CatalogService
    package var exporter: any ExportWriter
    package var ids: any IDGenerator
    /// The change log and undo history; changes to shifts go through it.
    package var history: any HistoryService
    /// Tells when the data files change on disk, so the screens follow them;
    /// nil where nothing watches (a container made for one test or bench).
    package var watcher: (any DataDirWatching)?
    /// The public holidays the statistics count and the screens mark.
    package var holidays: any HolidayService
    /// The team and the members' calendars, read-only.
    package var team: any TeamService
    /// Copies members' calendars from their CalDAV servers (the Team screen's `r`).
    package var teamSync: any TeamSyncService

    /// No parameter has a default, `watcher` included: a container that
    /// watches nothing says `watcher: nil`.
    package init(calendar: any CalendarService, clock: any WallClock, catalog: any CatalogService,
                exporter: any ExportWriter, ids: any IDGenerator, history: any HistoryService,
                watcher: (any DataDirWatching)?, holidays: any HolidayService, team: any TeamService,
                teamSync: any TeamSyncService) {
        self.calendar = calendar
        self.clock = clock
        self.catalog = catalog
        self.exporter = exporter
        self.ids = ids
        self.history = history
        self.watcher = watcher
        self.holidays = holidays
        self.team = team
        self.teamSync = teamSync
    }
}
