import Foundation
import Redux
import ShiftFeatures
import ShiftInMemoryServices
import ShiftModel
import Testing
@testable import ShiftStorage

/// Catalog edits through the real store on a real calendar file and a real
/// catalog file (ST2, ST3, L1): the whole calendar file is compared after
/// each step, so an event changed that should not have been, or a byte out
/// of place, fails the test.
@Suite("Catalog cascades on a real calendar file")
@UIActor
struct CatalogCascadeExactFileTests {
    /// Four events: two of type `early` (one past with a foreign property,
    /// one future with notes), one of `late`, and one from another program
    /// that looks like an Early but has no type id.
    static let original = crlf(
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "PRODID:-//other app//EN",
        "BEGIN:VTIMEZONE",
        "TZID:Europe/Berlin",
        "BEGIN:STANDARD",
        "TZOFFSETFROM:+0200",
        "TZOFFSETTO:+0100",
        "TZNAME:CET",
        "DTSTART:19701025T030000",
        "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
        "END:STANDARD",
        "BEGIN:DAYLIGHT",
        "TZOFFSETFROM:+0100",
        "TZOFFSETTO:+0200",
        "TZNAME:CEST",
        "DTSTART:19700329T020000",
        "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
        "END:DAYLIGHT",
        "END:VTIMEZONE",
        "BEGIN:VEVENT",
        "UID:past-early",
        "DTSTAMP:20260101T000000Z",
        "DTSTART;TZID=Europe/Berlin:20261122T060000",
        "DTEND;TZID=Europe/Berlin:20261122T140000",
        "SUMMARY:Early",
        "LOCATION:Main site",
        "X-SHIFTS-SYMBOL:E",
        "X-SHIFTS-TYPE-ID:early",
        "X-OTHER-APP:keep me",
        "END:VEVENT",
        "BEGIN:VEVENT",
        "UID:future-early",
        "DTSTAMP:20260101T000000Z",
        "DTSTART;TZID=Europe/Berlin:20261124T060000",
        "DTEND;TZID=Europe/Berlin:20261124T140000",
        "SUMMARY:Early",
        "LOCATION:Main site",
        "DESCRIPTION:bring keys",
        "X-SHIFTS-SYMBOL:E",
        "X-SHIFTS-TYPE-ID:early",
        "END:VEVENT",
        "BEGIN:VEVENT",
        "UID:late-today",
        "DTSTAMP:20260101T000000Z",
        "DTSTART;TZID=Europe/Berlin:20261123T140000",
        "DTEND;TZID=Europe/Berlin:20261123T220000",
        "SUMMARY:Late",
        "LOCATION:Ward 3",
        "X-SHIFTS-SYMBOL:L",
        "X-SHIFTS-TYPE-ID:late",
        "END:VEVENT",
        "BEGIN:VEVENT",
        "UID:foreign-early",
        "DTSTAMP:20260101T000000Z",
        "DTSTART;TZID=Europe/Berlin:20261125T060000",
        "DTEND;TZID=Europe/Berlin:20261125T140000",
        "SUMMARY:Early",
        "LOCATION:Main site",
        "X-SHIFTS-SYMBOL:E",
        "END:VEVENT",
        "END:VCALENDAR")

    struct Fixture {
        let directory: URL
        let store: AppStore
        var calendarURL: URL { DataDirectory.calendarFile(in: directory) }
        var catalogURL: URL { DataDirectory.catalogFile(in: directory) }
    }

    /// The files in a temp dir, the default catalog saved, and a store on
    /// them at 2026-11-23 09:00 Berlin, on `screen`.
    func withFixture(screen: AppScreen, _ body: (Fixture) async throws -> Void) async throws {
        // Not `withTemporaryDirectory`: its body is not sendable to the UI actor.
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("shifts-cascade-exact-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        do {
            let calendar = try calendar()
            let clock = FixedClock(calendar: calendar, instant: try instant(calendar, 2026, 11, 23, 9))
            try write(Self.original, to: DataDirectory.calendarFile(in: directory))
            let catalogService = FileCatalogService(fileURL: DataDirectory.catalogFile(in: directory))
            #expect(try await catalogService.load() == nil)
            try await catalogService.save(.defaults())
            let services = ServiceContainer.inMemory(
                calendar: FileCalendarService(fileURL: DataDirectory.calendarFile(in: directory),
                                              calendar: calendar, clock: clock),
                clock: clock, catalog: catalogService)
            let store = AppReducer.makeStore(services: services, state: AppState(
                screen: screen, catalog: CatalogState(catalog: .defaults(), status: .loaded, isSaved: true)))
            try await body(Fixture(directory: directory, store: store))
        }
    }

    func edit(_ store: AppStore, _ owner: FormOwner, _ edits: [FormEdit]) async {
        for edit in edits { await store.dispatch(owner.action(.edit(edit))) }
        await store.dispatch(owner.submit(in: store.state))
    }

    /// `original` up to the first event: the calendar head and time zone, never changed.
    static var head: [String] {
        let lines = original.components(separatedBy: "\r\n")
        return Array(lines.prefix { $0 != "BEGIN:VEVENT" })
    }

    /// The event of `original` with `uid`, unchanged.
    static func originalEvent(_ uid: String) -> [String] {
        let lines = original.components(separatedBy: "\r\n")
        guard let begin = lines.firstIndex(of: "UID:\(uid)").map({ $0 - 1 }),
              let end = lines[begin...].firstIndex(of: "END:VEVENT") else { return [] }
        return Array(lines[begin...end])
    }

    static func file(_ parts: [String]...) -> String {
        (parts.flatMap { $0 } + ["END:VCALENDAR"]).map { $0 + "\r\n" }.joined()
    }

    @Test("editing Early: its two events get the new title, the future one the new time; the rest stays byte for byte")
    func typeEdit() async throws {
        try await withFixture(screen: .shiftTypes) { fixture in
            await fixture.store.dispatch(.shiftTypes(.edit))
            await edit(fixture.store, .shiftTypes, [
                .nextField, .text(.deleteToStart), .text(.insert("Early bird")),
                .nextField, .nextField, .nextField, .text(.deleteToStart), .text(.insert("05:30")),
            ])
            #expect(fixture.store.state.shiftTypes.notice == .shiftTypeSaved(name: "E Early bird", updatedShifts: 2))
            #expect(try readText(fixture.calendarURL) == Self.file(Self.head, [
                "BEGIN:VEVENT",
                "UID:past-early",
                "X-OTHER-APP:keep me",
                "DTSTAMP:20261123T080000Z",
                // A past shift keeps the hours worked; only its labels change.
                "DTSTART;TZID=Europe/Berlin:20261122T060000",
                "DTEND;TZID=Europe/Berlin:20261122T140000",
                "SUMMARY:Early bird",
                "LOCATION:Main site",
                "X-SHIFTS-SYMBOL:E",
                "X-SHIFTS-TYPE-ID:early",
                "LAST-MODIFIED:20261123T080000Z",
                "SEQUENCE:1",
                "END:VEVENT",
                "BEGIN:VEVENT",
                "UID:future-early",
                "DTSTAMP:20261123T080000Z",
                "DTSTART;TZID=Europe/Berlin:20261124T053000",
                "DTEND;TZID=Europe/Berlin:20261124T140000",
                "SUMMARY:Early bird",
                "LOCATION:Main site",
                "DESCRIPTION:bring keys",
                "X-SHIFTS-SYMBOL:E",
                "X-SHIFTS-TYPE-ID:early",
                "LAST-MODIFIED:20261123T080000Z",
                "SEQUENCE:1",
                "END:VEVENT",
            ], Self.originalEvent("late-today"), Self.originalEvent("foreign-early")))
            let saved = try await FileCatalogService(fileURL: fixture.catalogURL).load()
            #expect(saved?.shiftType("early")?.title == "Early bird")
            #expect(saved?.shiftType("early")?.duration.label == "05:30–14:00")
        }
    }

    @Test("renaming Main site: the events of its types get the new LOCATION, the foreign one is left alone")
    func locationRename() async throws {
        try await withFixture(screen: .locations) { fixture in
            await fixture.store.dispatch(.locations(.edit))
            await edit(fixture.store, .locations, [.text(.deleteToStart), .text(.insert("Clinic"))])
            #expect(fixture.store.state.locations.notice
                == .locationSaved(name: "Clinic", typesUsing: 4, updatedShifts: 3))
            #expect(try readText(fixture.calendarURL) == Self.file(Self.head, [
                "BEGIN:VEVENT",
                "UID:past-early",
                "X-OTHER-APP:keep me",
                "DTSTAMP:20261123T080000Z",
                "DTSTART;TZID=Europe/Berlin:20261122T060000",
                "DTEND;TZID=Europe/Berlin:20261122T140000",
                "SUMMARY:Early",
                "LOCATION:Clinic",
                "X-SHIFTS-SYMBOL:E",
                "X-SHIFTS-TYPE-ID:early",
                "LAST-MODIFIED:20261123T080000Z",
                "SEQUENCE:1",
                "END:VEVENT",
                "BEGIN:VEVENT",
                "UID:future-early",
                "DTSTAMP:20261123T080000Z",
                "DTSTART;TZID=Europe/Berlin:20261124T060000",
                "DTEND;TZID=Europe/Berlin:20261124T140000",
                "SUMMARY:Early",
                "LOCATION:Clinic",
                "DESCRIPTION:bring keys",
                "X-SHIFTS-SYMBOL:E",
                "X-SHIFTS-TYPE-ID:early",
                "LAST-MODIFIED:20261123T080000Z",
                "SEQUENCE:1",
                "END:VEVENT",
                "BEGIN:VEVENT",
                "UID:late-today",
                "DTSTAMP:20261123T080000Z",
                "DTSTART;TZID=Europe/Berlin:20261123T140000",
                "DTEND;TZID=Europe/Berlin:20261123T220000",
                "SUMMARY:Late",
                "LOCATION:Clinic",
                "X-SHIFTS-SYMBOL:L",
                "X-SHIFTS-TYPE-ID:late",
                "LAST-MODIFIED:20261123T080000Z",
                "SEQUENCE:1",
                "END:VEVENT",
            ], Self.originalEvent("foreign-early")))
            let saved = try await FileCatalogService(fileURL: fixture.catalogURL).load()
            #expect(saved?.location("main")?.name == "Clinic")
        }
    }

    @Test("deleting Early (2 shifts) and Main site (4 types) is refused: both files keep every byte and their inode")
    func refusedDeletes() async throws {
        try await withFixture(screen: .shiftTypes) { fixture in
            let calendarBefore = try Data(contentsOf: fixture.calendarURL)
            let catalogBefore = try Data(contentsOf: fixture.catalogURL)
            let inodes = try [fixture.calendarURL, fixture.catalogURL].map(inode)
            await fixture.store.dispatch(.shiftTypes(.delete))
            await fixture.store.dispatch(CatalogListIntent.answerDelete(ShiftType.self, true, in: fixture.store.state)!)
            #expect(fixture.store.state.shiftTypes.notice == .shiftTypeInUse(name: "E Early", shifts: 2))
            await fixture.store.dispatch(.showScreen(.locations))
            await fixture.store.dispatch(.locations(.delete))
            #expect(fixture.store.state.locations.notice
                == .locationInUse(name: "Main site", typeNames: ["E Early", "L Late", "N Night", "O Off"]))
            #expect(fixture.store.state.locations.confirmingDelete == nil)
            #expect(try Data(contentsOf: fixture.calendarURL) == calendarBefore)
            #expect(try Data(contentsOf: fixture.catalogURL) == catalogBefore)
            #expect(try [fixture.calendarURL, fixture.catalogURL].map(inode) == inodes)
            #expect(fixture.store.state.catalog.catalog == .defaults())
        }
    }

    func inode(_ url: URL) throws -> Int {
        try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? Int)
    }
}

/// An unreadable catalog.json met by the whole app: the message names it,
/// no first-run questions, every change refused, and the file keeps every
/// byte (and its inode: it was never replaced).
@Suite("An unreadable catalog.json through the app")
@UIActor
struct UnreadableCatalogAppTests {
    @Test("bytes that do not parse, or a newer schemaVersion", arguments: [
        Array(#"{"schemaVersion": 1, "shiftTypes": "#.utf8) + [0xFF, 0xFE, 0x0A],
        Array("{\n  \"schemaVersion\" : 2,\n  \"shiftTypes\" : []\n}\n".utf8),
    ])
    func untouched(bytes: [UInt8]) async throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("shifts-unreadable-catalog-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = DataDirectory.catalogFile(in: directory)
        try Data(bytes).write(to: url)
        let inode = try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? Int)
        let calendar = try calendar()
        let clock = FixedClock(calendar: calendar, instant: try instant(calendar, 2026, 11, 23, 9))
        let store = AppReducer.makeStore(services: ServiceContainer.inMemory(
            calendar: FileCalendarService(fileURL: DataDirectory.calendarFile(in: directory), calendar: calendar,
                                          clock: clock),
            clock: clock, catalog: FileCatalogService(fileURL: url)))

        await store.dispatch(.catalog(.load))
        let message = try #require(store.state.catalog.errorMessage)
        #expect(message.hasPrefix("\(url.path) is from a newer version") || message.hasPrefix("Cannot read \(url.path): "))
        #expect(message.hasSuffix("The file was left untouched; fix or move it, then try again.")
            || message.hasSuffix("The file was left untouched; update shifts to use it."))
        #expect(store.state.catalog.firstRun == nil)
        #expect(store.state.catalog.catalog == Catalog())

        let refusal = Notice.catalogRefused(.unreadable)
        await store.dispatch(.showScreen(.shiftTypes))
        await store.dispatch(.shiftTypes(.add))
        #expect(store.state.shiftTypes.form == nil)
        #expect(store.state.shiftTypes.notice == refusal)
        await store.dispatch(.showScreen(.locations))
        await store.dispatch(.locations(.add))
        #expect(store.state.locations.notice == refusal)
        await store.dispatch(.showScreen(.settings))
        await store.dispatch(.settings(.edit))
        #expect(store.state.settings.notice == refusal)
        // r again: still unreadable, still untouched.
        await store.dispatch(.catalog(.load))
        #expect(store.state.catalog.errorMessage == message)

        #expect(try Array(Data(contentsOf: url)) == bytes)
        #expect(try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? Int == inode)
        #expect(!FileManager.default.fileExists(atPath: DataDirectory.calendarFile(in: directory).path))
    }
}
