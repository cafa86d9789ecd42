import Foundation
import Redux
import ShiftFeatures
import ShiftModel
import ShiftTesting
import Testing
@testable import ShiftStorage

@Suite("catalog.json on disk")
struct CatalogFileTests {
    func catalogURL(_ directory: URL) -> URL { DataDirectory.catalogFile(in: directory) }

    @Test("no file loads as nil (a first run); a save writes the documented JSON with mode 0600 and loads back")
    func roundTrip() async throws {
        try await withTemporaryDirectory { directory in
            let url = catalogURL(directory.appendingPathComponent("new-dir"))
            let service = FileCatalogService(fileURL: url)
            #expect(try await service.load() == nil)
            var catalog = Catalog.defaults(displayName: "Zoë \"Z\" Ng")
            catalog.locations.append(Location(id: "w3", name: "Ward 3", address: "Hill Rd 1/2"))
            catalog.shiftTypes[0].locationID = "w3"
            catalog.shiftTypes[0].description = "bring keys"
            catalog.settings = Settings(retention: .forever, purgeOnLaunch: true)
            try await service.save(catalog)
            let text = try readText(url)
            #expect(text.hasPrefix("""
                {
                  "locations" : [
                    {
                      "address" : "",
                      "id" : "main",
                      "name" : "Main site"
                    },
                    {
                      "address" : "Hill Rd 1/2",
                      "id" : "w3",
                      "name" : "Ward 3"
                    }
                  ],
                  "profile" : {
                    "displayName" : "Zoë \\"Z\\" Ng"
                  },
                  "rotations" : [

                  ],
                  "schemaVersion" : 3,
                  "settings" : {
                    "firstWeekday" : "monday",
                    "purgeOnLaunch" : true,
                    "reminderMinutes" : null,
                    "retention" : "forever"
                  },
                  "shiftTypes" : [
                    {
                      "allDay" : false,
                      "description" : "bring keys",
                      "end" : "14:00",
                      "id" : "early",
                      "locationId" : "w3",
                      "start" : "06:00",
                      "symbol" : "E",
                      "title" : "Early"
                    },
                """))
            #expect(text.hasSuffix("""
                    {
                      "allDay" : true,
                      "description" : "",
                      "id" : "off",
                      "locationId" : "main",
                      "symbol" : "O",
                      "title" : "Off"
                    }
                  ]
                }

                """))
            let mode = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
            #expect(mode == 0o600)
            #expect(try await FileCatalogService(fileURL: url).load() == catalog)
            // A second save by the same service is fine: it wrote the version on disk.
            catalog.profile.displayName = "Zoë"
            try await service.save(catalog)
            #expect(try await FileCatalogService(fileURL: url).load() == catalog)
        }
    }

    @Test("week numbers: written only when on, and a file without the key (an older one) reads as off")
    func weekNumbersSetting() throws {
        var catalog = Catalog.defaults(displayName: "Sam")
        let off = String(decoding: try CatalogFileFormat.encode(catalog), as: UTF8.self)
        #expect(!off.contains("weekNumbers"))
        #expect(try CatalogFileFormat.decode(Array(off.utf8)).settings.showsWeekNumbers == false)
        catalog.settings.showsWeekNumbers = true
        let on = String(decoding: try CatalogFileFormat.encode(catalog), as: UTF8.self)
        #expect(on.contains("""
                "firstWeekday" : "monday",
                "purgeOnLaunch" : false,
                "reminderMinutes" : null,
                "retention" : "1y",
                "weekNumbers" : true
            """))
        #expect(try CatalogFileFormat.decode(Array(on.utf8)) == catalog)
    }

    @Test("a file from a newer version: a clear message, the file untouched, saving refused")
    func newerVersion() async throws {
        try await withTemporaryDirectory { directory in
            let url = catalogURL(directory)
            let original = #"{"schemaVersion": 7, "future": true}"#
            try write(original, to: url)
            let service = FileCatalogService(fileURL: url)
            await #expect(throws: CatalogFileError.newerVersion(path: url.path, found: 7, supported: 3)) {
                try await service.load()
            }
            #expect(UserFacingError(CatalogFileError.newerVersion(path: url.path, found: 7, supported: 3)).message
                == "\(url.path) is from a newer version of shifts (schemaVersion 7; this one reads up to 3). "
                + "The file was left untouched; update shifts to use it.")
            await #expect(throws: CatalogFileError.newerVersion(path: url.path, found: 7, supported: 3)) {
                try await service.save(.defaults())
            }
            #expect(try readText(url) == original)
        }
    }

    @Test("files that do not parse name the problem and are left untouched", arguments: [
        ("{ not json", "it is not a JSON object (it is not valid JSON)"),
        (#"{"profile": {}}"#, "it has no schemaVersion"),
        (#"{"schemaVersion": 1, "profile": {"displayName": "x"}, "settings": {"retention": "1y", "purgeOnLaunch": false}, "locations": [], "shiftTypes": [{"id": "a"}]}"#,
         #"shiftTypes[0] has no "symbol""#),
        (#"{"schemaVersion": 1, "profile": {"displayName": 3}, "settings": {"retention": "1y", "purgeOnLaunch": false}, "locations": [], "shiftTypes": []}"#,
         "profile.displayName is not a string"),
        (#"{"schemaVersion": 1, "profile": {"displayName": "x"}, "settings": {"retention": "3w", "purgeOnLaunch": false}, "locations": [], "shiftTypes": []}"#,
         #"settings.retention "3w" is not one of "30d", "90d", "6m", "1y", "2y", "forever""#),
        (#"{"schemaVersion": 1, "profile": {"displayName": "x"}, "settings": {"retention": "1y", "purgeOnLaunch": false}, "locations": [], "shiftTypes": [{"id": "a", "symbol": "A", "title": "A", "description": "", "allDay": true, "locationId": "gone"}]}"#,
         #"shiftTypes[0] (A): locationId "gone" is not in locations"#),
        (#"{"schemaVersion": 1, "profile": {"displayName": "x"}, "settings": {"retention": "1y", "purgeOnLaunch": false}, "locations": [{"id": "m", "name": "M", "address": ""}], "shiftTypes": [{"id": "a", "symbol": "A", "title": "A", "description": "", "allDay": false, "start": "08:00", "end": "08:00", "locationId": "m"}]}"#,
         "shiftTypes[0] (A): start and end are equal (24 hours or more is not allowed)"),
        (#"{"schemaVersion": 1, "profile": {"displayName": "x"}, "settings": {"retention": "1y", "purgeOnLaunch": false, "reminderMinutes": 1441}, "locations": [], "shiftTypes": []}"#,
         "settings.reminderMinutes 1441 is not from 0 to 1440 (or null for no reminders)"),
        (#"{"schemaVersion": 1, "profile": {"displayName": "x"}, "settings": {"retention": "1y", "purgeOnLaunch": false, "firstWeekday": "Mon"}, "locations": [], "shiftTypes": []}"#,
         #"settings.firstWeekday "Mon" is not one of "sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday""#),
    ])
    func unparseable(text: String, problem: String) async throws {
        try await withTemporaryDirectory { directory in
            let url = catalogURL(directory)
            try write(text, to: url)
            let service = FileCatalogService(fileURL: url)
            await #expect(throws: CatalogFileError.unreadable(path: url.path, problem: problem)) {
                try await service.load()
            }
            await #expect(throws: CatalogFileError.unreadable(path: url.path, problem: problem)) {
                try await service.save(.defaults())
            }
            #expect(try readText(url) == text)
        }
    }

    @Test("the reminder and the first weekday are saved in settings and load back")
    func reminderAndFirstWeekday() async throws {
        try await withTemporaryDirectory { directory in
            let url = catalogURL(directory)
            let service = FileCatalogService(fileURL: url)
            _ = try await service.load()
            var catalog = Catalog.defaults(displayName: "Ann")
            catalog.settings.reminderMinutes = 30
            catalog.settings.firstWeekday = .sunday
            try await service.save(catalog)
            #expect(try readText(url).contains("""
                  "settings" : {
                    "firstWeekday" : "sunday",
                    "purgeOnLaunch" : false,
                    "reminderMinutes" : 30,
                    "retention" : "1y"
                  },
                """))
            #expect(try await FileCatalogService(fileURL: url).load() == catalog)
        }
    }

    @Test("a version 1 file reads with reminders off and Monday, is not rewritten by reading, and becomes version 3 with a change")
    func olderSettingsStillRead() async throws {
        try await withTemporaryDirectory { directory in
            let url = catalogURL(directory)
            let text = #"{"schemaVersion": 1, "profile": {"displayName": "x"}, "settings": {"retention": "90d", "purgeOnLaunch": true}, "locations": [], "shiftTypes": []}"#
            try write(text, to: url)
            let service = FileCatalogService(fileURL: url)
            var loaded = try #require(try await service.load())
            #expect(loaded.settings == Settings(retention: .days90, purgeOnLaunch: true, reminderMinutes: nil,
                                                firstWeekday: .monday))
            #expect(try readText(url) == text)

            loaded.settings.reminderMinutes = 15
            try await service.save(loaded)
            let saved = try readText(url)
            #expect(saved.contains(#""schemaVersion" : 3,"#))
            #expect(saved.contains(#""reminderMinutes" : 15,"#))
            #expect(try await FileCatalogService(fileURL: url).load() == loaded)
        }
    }

    @Test("a file changed by another program since it was loaded is not overwritten")
    func changedOnDisk() async throws {
        try await withTemporaryDirectory { directory in
            let url = catalogURL(directory)
            let service = FileCatalogService(fileURL: url)
            #expect(try await service.load() == nil)
            try await FileCatalogService(fileURL: url).save(.defaults(displayName: "other"))
            await #expect(throws: CatalogFileError.changedOnDisk(path: url.path)) {
                try await service.save(.defaults(displayName: "me"))
            }
            #expect(try await FileCatalogService(fileURL: url).load() == .defaults(displayName: "other"))
        }
    }
}
