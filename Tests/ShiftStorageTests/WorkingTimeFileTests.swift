import Foundation
import ShiftFeatures
import ShiftModel
import Testing
@testable import ShiftStorage

/// A type's pay rules and the working-time settings in catalog.json (keys
/// added within schema version 3), on real temp files.
@Suite("Pay rules and working-time settings in catalog.json")
struct WorkingTimeFileTests {
    func catalogURL(_ directory: URL) -> URL { DataDirectory.catalogFile(in: directory) }

    /// A version 3 file as the build before these keys wrote it.
    static let olderVersion3 = """
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

          ],
          "schemaVersion" : 3,
          "settings" : {
            "firstWeekday" : "monday",
            "purgeOnLaunch" : false,
            "reminderMinutes" : null,
            "retention" : "1y"
          },
          "shiftTypes" : [
            {
              "allDay" : false,
              "description" : "",
              "end" : "14:00",
              "id" : "early",
              "locationId" : "main",
              "start" : "06:00",
              "symbol" : "E",
              "title" : "Early"
            }
          ]
        }

        """

    @Test("an older version 3 file reads with the defaults and, saved unchanged, is written byte for byte as it was")
    func olderFileUnchanged() async throws {
        try await withTemporaryDirectory { directory in
            let url = catalogURL(directory)
            try write(Self.olderVersion3, to: url)
            let service = FileCatalogService(fileURL: url)
            let loaded = try #require(try await service.load())
            #expect(loaded.settings.workingTime == WorkingTimeSettings())
            #expect(loaded.shiftTypes[0].pay == ShiftPay())
            try await service.save(loaded)
            #expect(try readText(url) == Self.olderVersion3)
        }
    }

    @Test("a break, an all-day count and settings other than the defaults are written with every working-time key")
    func written() async throws {
        try await withTemporaryDirectory { directory in
            let url = catalogURL(directory)
            try write(Self.olderVersion3, to: url)
            let service = FileCatalogService(fileURL: url)
            var catalog = try #require(try await service.load())
            catalog.shiftTypes[0].pay.unpaidBreakMinutes = 30
            catalog.shiftTypes.append(ShiftType(id: "training", symbol: "T", title: "Training", duration: .allDay,
                                                locationID: "main", pay: ShiftPay(allDayMinutes: 480)))
            catalog.settings.workingTime.contractMinutesPerWeek = 2310
            catalog.settings.workingTime.nightStart = TimeOfDay(hour: 23, minute: 0)
            catalog.settings.workingTime.limits.averagingWeeks = 26
            try await service.save(catalog)
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

                  ],
                  "schemaVersion" : 3,
                  "settings" : {
                    "firstWeekday" : "monday",
                    "purgeOnLaunch" : false,
                    "reminderMinutes" : null,
                    "retention" : "1y",
                    "workingTime" : {
                      "averageWeeklyMaximumMinutes" : 2880,
                      "averagingWeeks" : 26,
                      "contractMinutesPerWeek" : 2310,
                      "maximumConsecutiveDays" : 6,
                      "maximumConsecutiveNights" : 4,
                      "minimumRestMinutes" : 660,
                      "nightEnd" : "06:00",
                      "nightStart" : "23:00",
                      "sickCountsTowardTarget" : true,
                      "weeklyMaximumMinutes" : 3600
                    }
                  },
                  "shiftTypes" : [
                    {
                      "allDay" : false,
                      "description" : "",
                      "end" : "14:00",
                      "id" : "early",
                      "locationId" : "main",
                      "start" : "06:00",
                      "symbol" : "E",
                      "title" : "Early",
                      "unpaidBreakMinutes" : 30
                    },
                    {
                      "allDay" : true,
                      "allDayMinutes" : 480,
                      "description" : "",
                      "id" : "training",
                      "locationId" : "main",
                      "symbol" : "T",
                      "title" : "Training"
                    }
                  ]
                }

                """)
            #expect(try await FileCatalogService(fileURL: url).load() == catalog)
        }
    }

    @Test("the hours account and a type that is not work: written only when set, read back the same")
    func accountAndNotWork() async throws {
        try await withTemporaryDirectory { directory in
            let url = catalogURL(directory)
            try write(Self.olderVersion3, to: url)
            let service = FileCatalogService(fileURL: url)
            var catalog = try #require(try await service.load())
            catalog.shiftTypes.append(ShiftType(id: "meeting", symbol: "M", title: "Meeting",
                                                duration: .timed(start: TimeOfDay(hour: 13, minute: 0), end: TimeOfDay(hour: 14, minute: 0)),
                                                locationID: "main", pay: ShiftPay(isWork: false)))
            catalog.settings.workingTime.accountStart = CalendarDay("2026-11-02")
            catalog.settings.workingTime.openingBalanceMinutes = -750
            catalog.settings.workingTime.annualLeaveDays = 28
            catalog.settings.workingTime.absenceDayMinutes = 462
            try await service.save(catalog)
            let text = try readText(url)
            #expect(text.contains("""
                      "absenceDayMinutes" : 462,
                      "accountStart" : "2026-11-02",
                      "annualLeaveDays" : 28,
                      "averageWeeklyMaximumMinutes" : 2880,
                """))
            #expect(text.contains("""
                      "nightStart" : "20:00",
                      "openingBalanceMinutes" : -750,
                """))
            #expect(text.contains("""
                      "locationId" : "main",
                      "notWork" : true,
                      "start" : "13:00",
                """))
            // A work type has no notWork key: it is written as before.
            #expect(text.components(separatedBy: "notWork").count == 2)
            #expect(try await FileCatalogService(fileURL: url).load() == catalog)
        }
    }

    @Test("a contract of null and missing keys read as the defaults")
    func missingKeys() throws {
        let text = Self.file(workingTime: #"{"contractMinutesPerWeek": null, "minimumRestMinutes": 600, "nightEnd": "05:30"}"#)
        let settings = try CatalogFileFormat.decode(Array(text.utf8)).settings.workingTime
        var expected = WorkingTimeSettings()
        expected.limits.minimumRestMinutes = 600
        expected.nightEnd = TimeOfDay(hour: 5, minute: 30)
        #expect(settings == expected)
    }

    static func file(workingTime: String, type: String = "") -> String {
        #"{"schemaVersion": 3, "profile": {"displayName": "x"}, "settings": {"retention": "1y", "purgeOnLaunch": false, "workingTime": \#(workingTime)}, "locations": [{"id": "main", "name": "Main", "address": ""}], "shiftTypes": [{"id": "early", "symbol": "E", "title": "Early", "description": "", "allDay": false, "start": "06:00", "end": "14:00", "locationId": "main"\#(type)}]}"#
    }

    @Test("a value out of range names its key, the file is never overwritten and saving is refused", arguments: [
        (#"{"contractMinutesPerWeek": 10081}"#, "", "settings.workingTime.contractMinutesPerWeek 10081 is not from 0 to 10080 (or null for none)"),
        (#"{"minimumRestMinutes": -1}"#, "", "settings.workingTime.minimumRestMinutes -1 is not from 0 to 1440"),
        (#"{"maximumConsecutiveDays": 0}"#, "", "settings.workingTime.maximumConsecutiveDays 0 is not from 1 to 366"),
        (#"{"maximumConsecutiveNights": 400}"#, "", "settings.workingTime.maximumConsecutiveNights 400 is not from 1 to 366"),
        (#"{"weeklyMaximumMinutes": 20000}"#, "", "settings.workingTime.weeklyMaximumMinutes 20000 is not from 0 to 10080"),
        (#"{"averageWeeklyMaximumMinutes": -5}"#, "", "settings.workingTime.averageWeeklyMaximumMinutes -5 is not from 0 to 10080"),
        (#"{"averagingWeeks": 0}"#, "", "settings.workingTime.averagingWeeks 0 is not from 1 to 53"),
        (#"{"annualLeaveDays": 367}"#, "", "settings.workingTime.annualLeaveDays 367 is not from 0 to 366"),
        (#"{"absenceDayMinutes": 1441}"#, "", "settings.workingTime.absenceDayMinutes 1441 is not from 0 to 1440"),
        (#"{"nightStart": "8pm"}"#, "", #"settings.workingTime.nightStart "8pm" is not a time (HH:MM)"#),
        (#"{"nightStart": "06:00"}"#, "", "settings.workingTime.nightStart and nightEnd are both 06:00 (the night window needs an end other than its start)"),
        (#"{"sickCountsTowardTarget": "yes"}"#, "", "settings.workingTime.sickCountsTowardTarget is not a boolean (true or false)"),
        ("{}", #", "unpaidBreakMinutes": 721"#, "shiftTypes[0] (E): unpaidBreakMinutes 721 is not from 0 to 720"),
        ("{}", #", "allDayMinutes": 1441"#, "shiftTypes[0] (E): allDayMinutes 1441 is not from 0 to 1440"),
        ("{}", #", "notWork": "yes""#, "shiftTypes[0].notWork is not a boolean (true or false)"),
        (#"{"accountStart": "2026-11-31"}"#, "", #"settings.workingTime.accountStart "2026-11-31" is not a day (YYYY-MM-DD, 1583 to 2582)"#),
        (#"{"accountStart": "2026-11-02", "openingBalanceMinutes": 120001}"#, "",
         "settings.workingTime.openingBalanceMinutes 120001 is not from -120000 to 120000"),
        (#"{"openingBalanceMinutes": -600}"#, "",
         "settings.workingTime.openingBalanceMinutes -600 needs an accountStart (the day the balance was carried in on)"),
    ])
    func outOfRange(workingTime: String, type: String, problem: String) async throws {
        try await withTemporaryDirectory { directory in
            let url = catalogURL(directory)
            let text = Self.file(workingTime: workingTime, type: type)
            try write(text, to: url)
            let service = FileCatalogService(fileURL: url)
            await #expect(throws: CatalogFileError.unreadable(path: url.path, problem: problem)) {
                try await service.load()
            }
            await #expect(throws: CatalogFileError.unreadable(path: url.path, problem: problem)) {
                try await service.save(Catalog.defaults(displayName: "x"))
            }
            #expect(try readText(url) == text)
        }
    }
}
