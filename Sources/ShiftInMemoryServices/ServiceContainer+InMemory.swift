import ShiftFeatures

extension ServiceContainer {
    /// A container for tests and benchmarks: the services given, and every
    /// one not given kept in memory. The catalog is the default one, already
    /// saved (no first-run questions); history is kept over `calendar` and
    /// `catalog`; no holidays, no team, nothing to sync, no export, no
    /// watcher; ids are random UUIDs.
    package static func inMemory(calendar: any CalendarService, clock: any WallClock,
                                catalog: any CatalogService = InMemoryCatalogService(),
                                exporter: any ExportWriter = UnavailableExportWriter(),
                                ids: any IDGenerator = UUIDGenerator(),
                                history: (any HistoryService)? = nil,
                                watcher: (any DataDirWatching)? = nil,
                                holidays: any HolidayService = InMemoryHolidayService(),
                                team: any TeamService = InMemoryTeamService(),
                                teamSync: any TeamSyncService = NoTeamSync()) -> ServiceContainer {
        ServiceContainer(
            calendar: calendar, clock: clock, catalog: catalog, exporter: exporter, ids: ids,
            history: history ?? InMemoryHistoryService(calendar: calendar, catalog: catalog,
                                                      timeZoneCalendar: clock.calendar),
            watcher: watcher, holidays: holidays, team: team, teamSync: teamSync)
    }
}
