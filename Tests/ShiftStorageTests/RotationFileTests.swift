import Foundation
import ShiftFeatures
import ShiftModel
import Testing
@testable import ShiftStorage

/// The user's rotations in catalog.json (schema version 3), on real temp files.
@Suite("Rotations in catalog.json")
struct RotationFileTests {
    func catalogURL(_ directory: URL) -> URL { DataDirectory.catalogFile(in: directory) }

    /// The defaults with two rotations: one of days off and known types,
    /// one naming a type the catalog does not have.
    static var catalogWithRotations: Catalog {
        var catalog = Catalog.defaults(displayName: "Sam")
        catalog.rotations = [
            Rotation(id: "r1", name: "Ward A", cycle: ["early", "early", "late", nil], anchor: CalendarDay(year: 2026, month: 1, day: 5)),
            Rotation(id: "r2", name: "Old nights", cycle: ["gone", nil], anchor: CalendarDay(year: 2025, month: 12, day: 31)),
        ]
        return catalog
    }

    /// A version 2 file as an older `shifts` wrote it: no rotations key.
    static let version2 = """
        {
          "locations" : [ { "address" : "", "id" : "main", "name" : "Main site" } ],
          "profile" : { "displayName" : "Sam" },
          "schemaVersion" : 2,
          "settings" : { "firstWeekday" : "sunday", "purgeOnLaunch" : false, "reminderMinutes" : 10, "retention" : "1y" },
          "shiftTypes" : [ { "allDay" : true, "description" : "", "id" : "off", "locationId" : "main", "symbol" : "O", "title" : "Off" } ]
        }

        """

    @Test("rotations are written as {id, name, cycle of type ids or null, anchor} and load back, an unknown type kept")
    func roundTrip() async throws {
        try await withTemporaryDirectory { directory in
            let url = catalogURL(directory)
            let service = FileCatalogService(fileURL: url)
            #expect(try await service.load() == nil)
            let catalog = Self.catalogWithRotations
            try await service.save(catalog)
            let text = try readText(url)
            #expect(text.contains("""
                  "rotations" : [
                    {
                      "anchor" : "2026-01-05",
                      "cycle" : [
                        "early",
                        "early",
                        "late",
                        null
                      ],
                      "id" : "r1",
                      "name" : "Ward A"
                    },
                    {
                      "anchor" : "2025-12-31",
                      "cycle" : [
                        "gone",
                        null
                      ],
                      "id" : "r2",
                      "name" : "Old nights"
                    }
                  ],
                  "schemaVersion" : 3,

                """))
            let loaded = try #require(try await FileCatalogService(fileURL: url).load())
            #expect(loaded == catalog)
            #expect(loaded.rotations[1].unknownTypes(in: loaded) == ["gone"])
            #expect(loaded.rotations[1].patternText(in: loaded) == "? ~")
        }
    }

    @Test("a type edit written as a change keeps every rotation: a renamed symbol shows in the one that works it")
    func typeEditKeepsRotations() async throws {
        try await withTemporaryDirectory { directory in
            let url = catalogURL(directory)
            let service = FileCatalogService(fileURL: url)
            _ = try await service.load()
            let catalog = Self.catalogWithRotations
            try await service.save(catalog)
            let early = try #require(catalog.shiftType("early"))
            var renamed = early
            renamed.symbol = "F"
            try await ChangeWriting.saveCatalog(.shiftType(before: early, after: renamed), to: service)
            let loaded = try #require(try await FileCatalogService(fileURL: url).load())
            #expect(loaded.rotations == catalog.rotations)
            #expect(loaded.rotations[0].patternText(in: loaded) == "F F L ~")
        }
    }

    @Test("a version 2 file reads with no rotations and is not rewritten by reading; a change writes version 3")
    func version2() async throws {
        try await withTemporaryDirectory { directory in
            let url = catalogURL(directory)
            try write(Self.version2, to: url)
            let service = FileCatalogService(fileURL: url)
            var loaded = try #require(try await service.load())
            #expect(loaded.rotations == [])
            #expect(loaded.settings.reminderMinutes == 10)
            #expect(loaded.settings.firstWeekday == .sunday)
            #expect(try readText(url) == Self.version2)
            // Read again by a second service: still the same bytes.
            _ = try await FileCatalogService(fileURL: url).load()
            #expect(try readText(url) == Self.version2)

            loaded.addOrReplace(Rotation(id: "r1", name: "Offs", cycle: ["off", nil, nil],
                                         anchor: CalendarDay(year: 2026, month: 12, day: 1)))
            try await service.save(loaded)
            #expect(try readText(url) == """
                {
                  "locations" : [
                    {
                      "address" : "",
                      "id" : "main",
                      "name" : "Main site"
                    }
                  ],
                  "profile" : {
                    "displayName" : "Sam"
                  },
                  "rotations" : [
                    {
                      "anchor" : "2026-12-01",
                      "cycle" : [
                        "off",
                        null,
                        null
                      ],
                      "id" : "r1",
                      "name" : "Offs"
                    }
                  ],
                  "schemaVersion" : 3,
                  "settings" : {
                    "firstWeekday" : "sunday",
                    "purgeOnLaunch" : false,
                    "reminderMinutes" : 10,
                    "retention" : "1y"
                  },
                  "shiftTypes" : [
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

                """)
            #expect(try await FileCatalogService(fileURL: url).load() == loaded)
        }
    }

    @Test("a version 1 file reads with no rotations and is not rewritten by reading")
    func version1() async throws {
        try await withTemporaryDirectory { directory in
            let url = catalogURL(directory)
            let text = #"{"schemaVersion": 1, "profile": {"displayName": "x"}, "settings": {"retention": "90d", "purgeOnLaunch": true}, "locations": [], "shiftTypes": []}"#
            try write(text, to: url)
            let loaded = try #require(try await FileCatalogService(fileURL: url).load())
            #expect(loaded.rotations == [])
            #expect(try readText(url) == text)
        }
    }

    @Test("a rotations key in a version 2 file is not read: that version has none (an older shifts would drop them)")
    func rotationsIgnoredBeforeVersion3() throws {
        let text = #"{"schemaVersion": 2, "profile": {"displayName": "x"}, "settings": {"retention": "1y", "purgeOnLaunch": false}, "locations": [], "shiftTypes": [], "rotations": [{"id": "r", "name": "R", "cycle": [null], "anchor": "2026-01-01"}]}"#
        #expect(try CatalogFileFormat.decode(Array(text.utf8)).rotations == [])
    }

    @Test("a version 3 file without the rotations key reads with none")
    func version3WithoutRotations() throws {
        let text = #"{"schemaVersion": 3, "profile": {"displayName": "x"}, "settings": {"retention": "1y", "purgeOnLaunch": false}, "locations": [], "shiftTypes": []}"#
        #expect(try CatalogFileFormat.decode(Array(text.utf8)).rotations == [])
    }

    static func file(rotations: String) -> String {
        #"{"schemaVersion": 3, "profile": {"displayName": "x"}, "settings": {"retention": "1y", "purgeOnLaunch": false}, "locations": [], "shiftTypes": [], "rotations": \#(rotations)}"#
    }

    static let tooLong = "[" + Array(repeating: "null", count: 141).joined(separator: ",") + "]"

    @Test("bad rotation data names the problem, is never overwritten, and saving is refused", arguments: [
        (#"[{"id": "", "name": "A", "cycle": [null], "anchor": "2026-01-01"}]"#,
         #"rotations[0] (A): the id "" is empty or used twice"#),
        (#"[{"id": "r", "name": "A", "cycle": [null], "anchor": "2026-01-01"}, {"id": "r", "name": "B", "cycle": [null], "anchor": "2026-01-01"}]"#,
         #"rotations[1] (B): the id "r" is empty or used twice"#),
        (#"[{"id": "r", "name": "Days", "cycle": [null], "anchor": "2026-01-01"}, {"id": "s", "name": " days", "cycle": [null], "anchor": "2026-01-01"}]"#,
         "rotations[1] ( days): the name is empty or used twice (ignoring case)"),
        (#"[{"id": "r", "name": "  ", "cycle": [null], "anchor": "2026-01-01"}]"#,
         "rotations[0] (  ): the name is empty or used twice (ignoring case)"),
        (#"[{"id": "r", "name": "A", "cycle": [], "anchor": "2026-01-01"}]"#,
         "rotations[0] (A): the cycle has 0 days; a rotation has 1 to 140"),
        (#"[{"id": "r", "name": "A", "cycle": \#(tooLong), "anchor": "2026-01-01"}]"#,
         "rotations[0] (A): the cycle has 141 days; a rotation has 1 to 140"),
        (#"[{"id": "r", "name": "A", "cycle": ["early", ""], "anchor": "2026-01-01"}]"#,
         "rotations[0] (A): cycle[1] is an empty type id (null is a day off)"),
        (#"[{"id": "r", "name": "A", "cycle": ["early", 3], "anchor": "2026-01-01"}]"#,
         "rotations[0].cycle[1] is not a string"),
        (#"[{"id": "r", "name": "A", "cycle": [null], "anchor": "2026-02-30"}]"#,
         #"rotations[0] (A): anchor "2026-02-30" is not a day (YYYY-MM-DD, 1583 to 2582)"#),
        (#"[{"id": "r", "name": "A", "cycle": [null], "anchor": "1500-01-01"}]"#,
         #"rotations[0] (A): anchor "1500-01-01" is not a day (YYYY-MM-DD, 1583 to 2582)"#),
        (#"[{"id": "r", "name": "A", "cycle": [null]}]"#,
         #"rotations[0] has no "anchor""#),
        (#"{"id": "r"}"#, "rotations is not a list"),
    ])
    func badRotations(rotations: String, problem: String) async throws {
        try await withTemporaryDirectory { directory in
            let url = catalogURL(directory)
            let text = Self.file(rotations: rotations)
            try write(text, to: url)
            let service = FileCatalogService(fileURL: url)
            await #expect(throws: CatalogFileError.unreadable(path: url.path, problem: problem)) {
                try await service.load()
            }
            #expect(UserFacingError(CatalogFileError.unreadable(path: url.path, problem: problem)).message
                == "Cannot read \(url.path): \(problem). The file was left untouched; fix or move it, then try again.")
            await #expect(throws: CatalogFileError.unreadable(path: url.path, problem: problem)) {
                try await service.save(Self.catalogWithRotations)
            }
            #expect(try readText(url) == text)
        }
    }
}
