import Foundation
import PropertyBased
import ShiftModel
import Testing
@testable import ShiftStorage

/// catalog.json attacked: a full version 3 file with one to four of its
/// values replaced by hostile ones (out of range, of the wrong type, escape
/// and bidi bytes, a huge string, null, a key taken out). Each is refused
/// with a message naming what is wrong, or read as a catalog whose every
/// value is inside its range and that saves and reads back the same.
@Suite struct CatalogFuzzTests {
    static let file = #"""
        {"schemaVersion": 3, "profile": {"displayName": "Sam"},
         "settings": {"retention": "1y", "purgeOnLaunch": false, "weekNumbers": true, "reminderMinutes": 30,
                      "firstWeekday": "sunday",
                      "workingTime": {"contractMinutesPerWeek": 2310, "nightStart": "20:00", "nightEnd": "06:00",
                                      "sickCountsTowardTarget": true, "minimumRestMinutes": 660,
                                      "maximumConsecutiveDays": 6, "maximumConsecutiveNights": 4,
                                      "weeklyMaximumMinutes": 3600, "averageWeeklyMaximumMinutes": 2880,
                                      "averagingWeeks": 17, "accountStart": "2026-11-02",
                                      "openingBalanceMinutes": -750, "annualLeaveDays": 28, "absenceDayMinutes": 462}},
         "locations": [{"id": "main", "name": "Main", "address": "Hill Rd 1"}],
         "shiftTypes": [
          {"id": "early", "symbol": "E", "title": "Early", "description": "", "allDay": false, "start": "06:00",
           "end": "14:00", "locationId": "main", "unpaidBreakMinutes": 30},
          {"id": "off", "symbol": "O", "title": "Off", "description": "", "allDay": true, "locationId": "main",
           "allDayMinutes": 0},
          {"id": "meeting", "symbol": "M", "title": "Meeting", "description": "", "allDay": false, "start": "13:00",
           "end": "14:00", "locationId": "main", "notWork": true}
         ],
         "rotations": [{"id": "r1", "name": "Two on", "cycle": ["early", "early", null, "deleted-type"],
                        "anchor": "2026-11-02"}]}
        """#

    /// Values an attacker (or a careless edit) puts where another belongs.
    static var hostile: [Any] { [
        Int.max, Int.min, -1, 0, 1441, 100_000, 1e300, -0.5, 3.5, true, false, NSNull(), [Any](), [String: Any](),
        "", " ", "\u{1B}[31mred\u{1B}[0m", "\u{202E}evil", "2026-02-30", "99999-01-01", "25:00", "-12:30",
        String(repeating: "x", count: 100_000), "früh 🌙", "\0",
    ] }

    /// The paths of every value in `json`, objects by key and arrays by index.
    static func paths(_ json: Any, _ prefix: [Any] = []) -> [[Any]] {
        if let object = json as? [String: Any] {
            return object.keys.sorted().flatMap { paths(object[$0] as Any, prefix + [$0]) } + [prefix]
        }
        if let array = json as? [Any] {
            return array.indices.flatMap { paths(array[$0], prefix + [$0]) } + [prefix]
        }
        return [prefix]
    }

    /// `json` with the value at `path` replaced by `value` (nil: taken out).
    static func replacing(_ json: Any, at path: ArraySlice<Any>, with value: Any?) -> Any? {
        guard let step = path.first else { return value }
        if var object = json as? [String: Any], let key = step as? String {
            object[key] = object[key].flatMap { replacing($0, at: path.dropFirst(), with: value) }
                ?? (path.count == 1 ? value : nil)
            return object
        }
        if var array = json as? [Any], let index = step as? Int, array.indices.contains(index) {
            if let replaced = replacing(array[index], at: path.dropFirst(), with: value) {
                array[index] = replaced
            } else {
                array.remove(at: index)
            }
            return array
        }
        return json
    }

    /// The values a catalog read from a file may hold.
    static func problems(of catalog: Catalog) -> [String] {
        var problems: [String] = []
        let time = catalog.settings.workingTime
        func check(_ value: Int?, _ range: ClosedRange<Int>, _ name: String) {
            if let value, !range.contains(value) { problems.append("\(name) \(value) outside \(range)") }
        }
        check(catalog.settings.reminderMinutes, Settings.reminderMinutesRange, "reminderMinutes")
        check(time.contractMinutesPerWeek, WorkingTimeSettings.contractMinutesRange, "contract")
        check(time.limits.minimumRestMinutes, WorkingTimeLimits.minimumRestRange, "rest")
        check(time.limits.maximumConsecutiveDays, WorkingTimeLimits.consecutiveDaysRange, "days")
        check(time.limits.maximumConsecutiveNights, WorkingTimeLimits.consecutiveNightsRange, "nights")
        check(time.limits.weeklyMaximumMinutes, WorkingTimeLimits.weeklyMaximumRange, "weekly")
        check(time.limits.averageWeeklyMaximumMinutes, WorkingTimeLimits.averageWeeklyMaximumRange, "average")
        check(time.limits.averagingWeeks, WorkingTimeLimits.averagingWeeksRange, "weeks")
        check(time.openingBalanceMinutes, WorkingTimeSettings.openingBalanceRange, "balance")
        check(time.annualLeaveDays, WorkingTimeSettings.annualLeaveRange, "leave")
        check(time.absenceDayMinutes, WorkingTimeSettings.absenceDayRange, "absence day")
        if time.nightStart == time.nightEnd { problems.append("an empty night window") }
        if let start = time.accountStart, !start.isSupported { problems.append("account start \(start)") }
        if Set(catalog.shiftTypes.map(\.id)).count != catalog.shiftTypes.count { problems.append("type ids repeat") }
        for type in catalog.shiftTypes {
            check(type.pay.unpaidBreakMinutes, ShiftPay.breakRange, "\(type.id) break")
            check(type.pay.allDayMinutes, ShiftPay.allDayRange, "\(type.id) all-day minutes")
            if type.symbol.isEmpty { problems.append("\(type.id): an empty symbol") }
        }
        for rotation in catalog.rotations {
            check(rotation.cycle.count, 1...Rotation.maxCycleDays, "\(rotation.id) cycle")
            if !CalendarDay.supported.contains(rotation.anchor) { problems.append("\(rotation.id) anchor") }
        }
        return problems
    }

    @Test func theUntouchedFileReadsWithADeletedTypeKeptInItsRotation() throws {
        let catalog = try CatalogFileFormat.decode(Array(Self.file.utf8))
        #expect(Self.problems(of: catalog).isEmpty)
        #expect(catalog.rotations.first?.cycle == ["early", "early", nil, "deleted-type"])
        #expect(catalog.settings.workingTime.annualLeaveDays == 28)
    }

    @Test(.replayableSeed) func hostileValuesAreRefusedNamingTheKeyOrReadInRange() async throws {
        let base = try JSONSerialization.jsonObject(with: Data(Self.file.utf8))
        let paths = Self.paths(base).filter { !$0.isEmpty }
        await propertyCheck(count: 300, input: Gen.int(in: 0...(paths.count - 1)).array(of: 1...4),
                            Gen.int(in: -1...(Self.hostile.count - 1)).array(of: 4...4)) { picks, values in
            var json: Any = base
            for (pick, value) in zip(picks, values) {
                json = Self.replacing(json, at: ArraySlice(paths[pick]), with: value < 0 ? nil : Self.hostile[value]) ?? json
            }
            guard let data = try? JSONSerialization.data(withJSONObject: json) else { return }
            do throws(CatalogFileFormat.Problem) {
                let catalog = try CatalogFileFormat.decode(Array(data))
                #expect(Self.problems(of: catalog) == [], "read from \(String(decoding: data.prefix(400), as: UTF8.self))")
                // What was read saves and reads back the same: nothing is
                // changed by passing through shifts.
                let saved = try? CatalogFileFormat.encode(catalog)
                #expect(saved.flatMap { try? CatalogFileFormat.decode($0) } == catalog)
            } catch {
                // A message fits a screen: a huge value is not said back whole.
                #expect(!error.message.isEmpty && error.message.count < 2_000,
                        "\(error.message.count) characters: \(error.message.prefix(200))")
            }
        }
    }

    @Test("a huge or hostile value where a word belongs is named, not said back whole", arguments: [
        "settings/retention", "settings/firstWeekday", "settings/workingTime/nightStart",
        "settings/workingTime/accountStart", "rotations/0/anchor", "shiftTypes/0/locationId",
    ])
    func hugeValuesAreCut(key: String) throws {
        let path: [Any] = key.split(separator: "/").map { part -> Any in Int(part) ?? String(part) }
        let base = try JSONSerialization.jsonObject(with: Data(Self.file.utf8))
        let huge: Any = String(repeating: "x", count: 100_000)
        let json = try #require(Self.replacing(base, at: ArraySlice(path), with: huge))
        let data = try JSONSerialization.data(withJSONObject: json)
        let problem = #expect(throws: CatalogFileFormat.Problem.self) { try CatalogFileFormat.decode(Array(data)) }
        let message = try #require(problem?.message)
        #expect(message.count < 200, "\(message.count) characters: \(message.prefix(120))")
        #expect(message.contains("xxxx…"))
    }
}
