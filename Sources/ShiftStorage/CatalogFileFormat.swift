import Foundation
import ShiftModel

/// The JSON of `catalog.json` (Docs/FileFormat.md): human-readable, keys
/// sorted, two-space indent, a final newline, and a `schemaVersion` that
/// says which shape the rest has.
enum CatalogFileFormat {
    /// The version this build writes and the newest it reads.
    static let currentVersion = 3

    struct Problem: Error, Equatable {
        var message: String
        /// The file is from a newer version: this version number.
        var newerVersion: Int?
    }

    // MARK: Versions 1 to 3

    /// Version 2 is version 1 with two settings more, version 3 version 2
    /// with the user's rotations; an older build would drop them on its
    /// next save, so it must refuse the file instead.
    struct FileV1: Codable {
        var schemaVersion: Int
        var profile: ProfileV1
        var settings: SettingsV1
        var locations: [LocationV1]
        var shiftTypes: [ShiftTypeV1]
        /// Version 3; always written (empty when there are none). Absent in
        /// older files, and ignored there: those versions do not know it.
        var rotations: [RotationV3]?
    }

    struct ProfileV1: Codable {
        var displayName: String
    }

    struct SettingsV1: Codable {
        var retention: String
        var purgeOnLaunch: Bool
        /// Written only when on, so a catalog without it (older files) reads as off.
        var weekNumbers: Bool?
        // Version 2; a version 1 file has neither.
        /// Null (written) or absent: reminders off.
        var reminderMinutes: Int?
        /// `monday`; absent: Monday.
        var firstWeekday: String?
        /// Version 3 (added within it, so older version 3 files have none):
        /// written only when a value differs from the defaults, so a file
        /// without it reads, and saves, as it was.
        var workingTime: WorkingTimeV3?

        // Null written out, so the file shows the setting is there and off.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(retention, forKey: .retention)
            try container.encode(purgeOnLaunch, forKey: .purgeOnLaunch)
            try container.encodeIfPresent(weekNumbers, forKey: .weekNumbers)
            try container.encode(reminderMinutes, forKey: .reminderMinutes)
            try container.encodeIfPresent(firstWeekday, forKey: .firstWeekday)
            try container.encodeIfPresent(workingTime, forKey: .workingTime)
        }
    }

    /// Contract hours, the night window and the rules' limits. Each key may
    /// be missing (its default); all are written, the contract as null when
    /// there is none.
    struct WorkingTimeV3: Codable, Equatable {
        var contractMinutesPerWeek: Int?
        var nightStart: String?
        var nightEnd: String?
        var sickCountsTowardTarget: Bool?
        var minimumRestMinutes: Int?
        var maximumConsecutiveDays: Int?
        var maximumConsecutiveNights: Int?
        var weeklyMaximumMinutes: Int?
        var averageWeeklyMaximumMinutes: Int?
        var averagingWeeks: Int?
        var absenceDayMinutes: Int?
        var annualLeaveDays: Int?
        /// `YYYY-MM-DD`: the hours account's first day; written only when set.
        var accountStart: String?
        /// Written only when not 0.
        var openingBalanceMinutes: Int?

        init(_ settings: WorkingTimeSettings) {
            contractMinutesPerWeek = settings.contractMinutesPerWeek
            nightStart = settings.nightStart.description
            nightEnd = settings.nightEnd.description
            sickCountsTowardTarget = settings.sickCountsTowardTarget
            minimumRestMinutes = settings.limits.minimumRestMinutes
            maximumConsecutiveDays = settings.limits.maximumConsecutiveDays
            maximumConsecutiveNights = settings.limits.maximumConsecutiveNights
            weeklyMaximumMinutes = settings.limits.weeklyMaximumMinutes
            averageWeeklyMaximumMinutes = settings.limits.averageWeeklyMaximumMinutes
            averagingWeeks = settings.limits.averagingWeeks
            absenceDayMinutes = settings.absenceDayMinutes
            annualLeaveDays = settings.annualLeaveDays
            accountStart = settings.accountStart?.description
            openingBalanceMinutes = settings.openingBalanceMinutes == 0 ? nil : settings.openingBalanceMinutes
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(contractMinutesPerWeek, forKey: .contractMinutesPerWeek)
            try container.encodeIfPresent(nightStart, forKey: .nightStart)
            try container.encodeIfPresent(nightEnd, forKey: .nightEnd)
            try container.encodeIfPresent(sickCountsTowardTarget, forKey: .sickCountsTowardTarget)
            try container.encodeIfPresent(minimumRestMinutes, forKey: .minimumRestMinutes)
            try container.encodeIfPresent(maximumConsecutiveDays, forKey: .maximumConsecutiveDays)
            try container.encodeIfPresent(maximumConsecutiveNights, forKey: .maximumConsecutiveNights)
            try container.encodeIfPresent(weeklyMaximumMinutes, forKey: .weeklyMaximumMinutes)
            try container.encodeIfPresent(averageWeeklyMaximumMinutes, forKey: .averageWeeklyMaximumMinutes)
            try container.encodeIfPresent(averagingWeeks, forKey: .averagingWeeks)
            try container.encodeIfPresent(absenceDayMinutes, forKey: .absenceDayMinutes)
            try container.encodeIfPresent(annualLeaveDays, forKey: .annualLeaveDays)
            try container.encodeIfPresent(accountStart, forKey: .accountStart)
            try container.encodeIfPresent(openingBalanceMinutes, forKey: .openingBalanceMinutes)
        }
    }

    struct LocationV1: Codable, Equatable {
        var id: String
        var name: String
        var address: String
    }

    struct ShiftTypeV1: Codable, Equatable {
        var id: String
        var symbol: String
        var title: String
        var description: String
        var allDay: Bool
        var start: String?
        var end: String?
        var locationId: String
        /// Version 3 (added within it): written only when not 0, so a type
        /// without pay rules is written as before.
        var unpaidBreakMinutes: Int?
        var allDayMinutes: Int?
        /// Added within version 3: written only when true (the type is not
        /// work), so a work type is written as before.
        var notWork: Bool?
    }

    /// A rotation: its cycle holds type ids (null for a day off), so a
    /// renamed symbol keeps it, and a deleted type stays as an unknown day.
    struct RotationV3: Codable, Equatable {
        var id: String
        var name: String
        var cycle: [String?]
        /// `YYYY-MM-DD`: a day the cycle's first day falls on.
        var anchor: String
    }

    private struct VersionProbe: Decodable {
        var schemaVersion: Int?
    }

    static func encode(_ catalog: Catalog) throws(JSONEncodingFailure) -> [UInt8] {
        let file = FileV1(
            schemaVersion: currentVersion,
            profile: ProfileV1(displayName: catalog.profile.displayName),
            settings: SettingsV1(retention: catalog.settings.retention.rawValue,
                                 purgeOnLaunch: catalog.settings.purgeOnLaunch,
                                 weekNumbers: catalog.settings.showsWeekNumbers ? true : nil,
                                 reminderMinutes: catalog.settings.reminderMinutes,
                                 firstWeekday: catalog.settings.firstWeekday.rawValue,
                                 workingTime: catalog.settings.workingTime == WorkingTimeSettings()
                                     ? nil : WorkingTimeV3(catalog.settings.workingTime)),
            locations: catalog.locations.map(json), shiftTypes: catalog.shiftTypes.map(json),
            rotations: catalog.rotations.map(json))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.bytes(of: file)
    }

    static func decode(_ bytes: [UInt8]) throws(Problem) -> Catalog {
        let data = Data(bytes)
        let decoder = JSONDecoder()
        let probe: VersionProbe
        do {
            probe = try decoder.decode(VersionProbe.self, from: data)
        } catch {
            throw Problem(message: "it is not a JSON object (\(describe(error)))")
        }
        guard let version = probe.schemaVersion else {
            throw Problem(message: "it has no schemaVersion")
        }
        if version > currentVersion {
            throw Problem(message: "schemaVersion \(version) is newer than \(currentVersion)", newerVersion: version)
        }
        guard (1...currentVersion).contains(version) else {
            throw Problem(message: "schemaVersion \(version) is not one shifts knows")
        }
        let file: FileV1
        do {
            file = try decoder.decode(FileV1.self, from: data)
        } catch {
            throw Problem(message: describe(error))
        }
        return try catalog(from: file, version: version)
    }

    private static func catalog(from file: FileV1, version: Int) throws(Problem) -> Catalog {
        guard let retention = RetentionPolicy(rawValue: file.settings.retention) else {
            let allowed = RetentionPolicy.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            throw Problem(message: "settings.retention \(UntrustedText.said(file.settings.retention)) is not one of \(allowed)")
        }
        let reminderMinutes = file.settings.reminderMinutes
        if let minutes = reminderMinutes, !Settings.reminderMinutesRange.contains(minutes) {
            throw Problem(message: "settings.reminderMinutes \(minutes) is not from "
                + "\(Settings.reminderMinutesRange.lowerBound) to \(Settings.reminderMinutesRange.upperBound) "
                + "(or null for no reminders)")
        }
        var firstWeekday = Weekday.monday
        if let name = file.settings.firstWeekday {
            guard let weekday = Weekday(rawValue: name) else {
                let allowed = Weekday.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
                throw Problem(message: "settings.firstWeekday \(UntrustedText.said(name)) is not one of \(allowed)")
            }
            firstWeekday = weekday
        }
        let workingTime = version >= 3 ? try workingTime(file.settings.workingTime) : WorkingTimeSettings()
        var locationIDs = Set<String>()
        for (index, location) in file.locations.enumerated() {
            guard !location.id.isEmpty, locationIDs.insert(location.id).inserted else {
                throw Problem(message: "locations[\(index)]: the id \(UntrustedText.said(location.id)) is empty or used twice")
            }
        }
        var typeIDs = Set<String>()
        var symbols = Set<String>()
        var types: [ShiftType] = []
        for (index, type) in file.shiftTypes.enumerated() {
            let name = "shiftTypes[\(index)] (\(UntrustedText.cut(type.symbol)))"
            guard !type.id.isEmpty, typeIDs.insert(type.id).inserted else {
                throw Problem(message: "\(name): the id \(UntrustedText.said(type.id)) is empty or used twice")
            }
            guard !type.symbol.isEmpty, symbols.insert(type.symbol.lowercased()).inserted else {
                throw Problem(message: "\(name): the symbol is empty or used twice (ignoring case)")
            }
            guard locationIDs.contains(type.locationId) else {
                throw Problem(message: "\(name): locationId \(UntrustedText.said(type.locationId)) is not in locations")
            }
            types.append(try shiftType(type, name: name))
        }
        return Catalog(
            locations: file.locations.map(location),
            shiftTypes: types,
            profile: Profile(displayName: file.profile.displayName),
            settings: Settings(retention: retention, purgeOnLaunch: file.settings.purgeOnLaunch,
                               showsWeekNumbers: file.settings.weekNumbers ?? false,
                               reminderMinutes: reminderMinutes, firstWeekday: firstWeekday,
                               workingTime: workingTime),
            rotations: version >= 3 ? try rotations(file.rotations ?? []) : [])
    }

    /// The working-time settings of `json`, each missing key its default,
    /// each value checked against its range.
    private static func workingTime(_ json: WorkingTimeV3?) throws(Problem) -> WorkingTimeSettings {
        var settings = WorkingTimeSettings()
        guard let json else { return settings }
        func checked(_ value: Int?, _ key: String, _ range: ClosedRange<Int>, default fallback: Int,
                     orNull: Bool = false) throws(Problem) -> Int {
            guard let value else { return fallback }
            guard range.contains(value) else {
                throw Problem(message: "settings.workingTime.\(key) \(value) is not from \(range.lowerBound) to "
                    + "\(range.upperBound)\(orNull ? " (or null for none)" : "")")
            }
            return value
        }
        func time(_ text: String?, _ key: String, default fallback: TimeOfDay) throws(Problem) -> TimeOfDay {
            guard let text else { return fallback }
            guard let time = TimeOfDay(parsing: text), text.count == 5 else {
                throw Problem(message: "settings.workingTime.\(key) \(UntrustedText.said(text)) is not a time (HH:MM)")
            }
            return time
        }
        if let contract = json.contractMinutesPerWeek {
            settings.contractMinutesPerWeek = try checked(contract, "contractMinutesPerWeek",
                                                          WorkingTimeSettings.contractMinutesRange, default: contract,
                                                          orNull: true)
        }
        settings.nightStart = try time(json.nightStart, "nightStart", default: settings.nightStart)
        settings.nightEnd = try time(json.nightEnd, "nightEnd", default: settings.nightEnd)
        guard settings.nightStart != settings.nightEnd else {
            throw Problem(message: "settings.workingTime.nightStart and nightEnd are both \(settings.nightStart) "
                + "(the night window needs an end other than its start)")
        }
        settings.sickCountsTowardTarget = json.sickCountsTowardTarget ?? settings.sickCountsTowardTarget
        if let minutes = json.absenceDayMinutes {
            settings.absenceDayMinutes = try checked(minutes, "absenceDayMinutes", WorkingTimeSettings.absenceDayRange,
                                                     default: minutes)
        }
        if let days = json.annualLeaveDays {
            settings.annualLeaveDays = try checked(days, "annualLeaveDays", WorkingTimeSettings.annualLeaveRange,
                                                   default: days)
        }
        var limits = settings.limits
        limits.minimumRestMinutes = try checked(json.minimumRestMinutes, "minimumRestMinutes",
                                                WorkingTimeLimits.minimumRestRange, default: limits.minimumRestMinutes)
        limits.maximumConsecutiveDays = try checked(json.maximumConsecutiveDays, "maximumConsecutiveDays",
                                                    WorkingTimeLimits.consecutiveDaysRange,
                                                    default: limits.maximumConsecutiveDays)
        limits.maximumConsecutiveNights = try checked(json.maximumConsecutiveNights, "maximumConsecutiveNights",
                                                      WorkingTimeLimits.consecutiveNightsRange,
                                                      default: limits.maximumConsecutiveNights)
        limits.weeklyMaximumMinutes = try checked(json.weeklyMaximumMinutes, "weeklyMaximumMinutes",
                                                  WorkingTimeLimits.weeklyMaximumRange,
                                                  default: limits.weeklyMaximumMinutes)
        limits.averageWeeklyMaximumMinutes = try checked(json.averageWeeklyMaximumMinutes, "averageWeeklyMaximumMinutes",
                                                         WorkingTimeLimits.averageWeeklyMaximumRange,
                                                         default: limits.averageWeeklyMaximumMinutes)
        limits.averagingWeeks = try checked(json.averagingWeeks, "averagingWeeks", WorkingTimeLimits.averagingWeeksRange,
                                            default: limits.averagingWeeks)
        settings.limits = limits
        if let text = json.accountStart {
            guard let day = CalendarDay(iso: text), CalendarDay.supported.contains(day) else {
                throw Problem(message: "settings.workingTime.accountStart \(UntrustedText.said(text)) is not a day (YYYY-MM-DD, "
                    + "\(CalendarDay.supported.lowerBound.year) to \(CalendarDay.supported.upperBound.year))")
            }
            settings.accountStart = day
        }
        if let opening = json.openingBalanceMinutes {
            settings.openingBalanceMinutes = try checked(opening, "openingBalanceMinutes",
                                                         WorkingTimeSettings.openingBalanceRange, default: 0)
            guard opening == 0 || settings.accountStart != nil else {
                throw Problem(message: "settings.workingTime.openingBalanceMinutes \(opening) needs an accountStart "
                    + "(the day the balance was carried in on)")
            }
        }
        return settings
    }

    /// The rotations of a version 3 file, each checked: a unique id, a
    /// name used once (ignoring case, as `shifts rotate NAME` matches it),
    /// 1 to `Rotation.maxCycleDays` days, an anchor that is a day. A day
    /// naming a type the catalog does not have is kept as it is: the
    /// screens show it as unknown, and nothing of it is lost.
    private static func rotations(_ file: [RotationV3]) throws(Problem) -> [Rotation] {
        var ids = Set<String>()
        var names = Set<String>()
        var rotations: [Rotation] = []
        for (index, json) in file.enumerated() {
            let name = "rotations[\(index)] (\(UntrustedText.cut(json.name)))"
            guard !json.id.isEmpty, ids.insert(json.id).inserted else {
                throw Problem(message: "\(name): the id \(UntrustedText.said(json.id)) is empty or used twice")
            }
            let trimmed = json.name.trimmingWhitespace()
            guard !trimmed.isEmpty, names.insert(trimmed.lowercased()).inserted else {
                throw Problem(message: "\(name): the name is empty or used twice (ignoring case)")
            }
            guard (1...Rotation.maxCycleDays).contains(json.cycle.count) else {
                throw Problem(message: "\(name): the cycle has \(json.cycle.count.counted("day")); "
                    + "a rotation has 1 to \(Rotation.maxCycleDays)")
            }
            if let blank = json.cycle.firstIndex(where: { $0?.isEmpty == true }) {
                throw Problem(message: "\(name): cycle[\(blank)] is an empty type id (null is a day off)")
            }
            guard let anchor = CalendarDay(iso: json.anchor), CalendarDay.supported.contains(anchor) else {
                throw Problem(message: "\(name): anchor \(UntrustedText.said(json.anchor)) is not a day (YYYY-MM-DD, "
                    + "\(CalendarDay.supported.lowerBound.year) to \(CalendarDay.supported.upperBound.year))")
            }
            rotations.append(Rotation(id: RotationID(json.id), name: trimmed,
                                      cycle: json.cycle.map { $0.map { ShiftTypeID($0) } }, anchor: anchor))
        }
        return rotations
    }

    static func json(_ rotation: Rotation) -> RotationV3 {
        RotationV3(id: rotation.id.rawValue, name: rotation.name, cycle: rotation.cycle.map { $0?.rawValue },
                   anchor: rotation.anchor.description)
    }

    // MARK: One type, one location (the history files record them too)

    static func json(_ type: ShiftType) -> ShiftTypeV1 {
        var start: String?, end: String?
        if case .timed(let from, let to) = type.duration {
            start = from.description
            end = to.description
        }
        return ShiftTypeV1(id: type.id.rawValue, symbol: type.symbol, title: type.title,
                           description: type.description, allDay: type.duration.isAllDay,
                           start: start, end: end, locationId: type.locationID.rawValue,
                           unpaidBreakMinutes: type.pay.unpaidBreakMinutes == 0 ? nil : type.pay.unpaidBreakMinutes,
                           allDayMinutes: type.pay.allDayMinutes == 0 ? nil : type.pay.allDayMinutes,
                           notWork: type.pay.isWork ? nil : true)
    }

    /// The type `json` describes; `name` says where it is in the file.
    static func shiftType(_ json: ShiftTypeV1, name: String) throws(Problem) -> ShiftType {
        var duration = ShiftDuration.allDay
        if !json.allDay {
            guard let start = json.start.flatMap(TimeOfDay.init(parsing:)),
                  let end = json.end.flatMap(TimeOfDay.init(parsing:)) else {
                throw Problem(message: "\(name): start and end must be times (HH:MM) when allDay is false")
            }
            guard case .success(let valid) = ShiftDuration.validated(start: start, end: end) else {
                throw Problem(message: "\(name): start and end are equal (24 hours or more is not allowed)")
            }
            duration = valid
        }
        var pay = ShiftPay()
        if let minutes = json.unpaidBreakMinutes {
            guard ShiftPay.breakRange.contains(minutes) else {
                throw Problem(message: "\(name): unpaidBreakMinutes \(minutes) is not from \(ShiftPay.breakRange.lowerBound) "
                    + "to \(ShiftPay.breakRange.upperBound)")
            }
            pay.unpaidBreakMinutes = minutes
        }
        if let minutes = json.allDayMinutes {
            guard ShiftPay.allDayRange.contains(minutes) else {
                throw Problem(message: "\(name): allDayMinutes \(minutes) is not from \(ShiftPay.allDayRange.lowerBound) "
                    + "to \(ShiftPay.allDayRange.upperBound)")
            }
            pay.allDayMinutes = minutes
        }
        pay.isWork = !(json.notWork ?? false)
        return ShiftType(id: ShiftTypeID(json.id), symbol: json.symbol, title: json.title,
                         description: json.description, duration: duration, locationID: LocationID(json.locationId),
                         pay: pay)
    }

    static func json(_ location: Location) -> LocationV1 {
        LocationV1(id: location.id.rawValue, name: location.name, address: location.address)
    }

    static func location(_ json: LocationV1) -> Location {
        Location(id: LocationID(json.id), name: json.name, address: json.address)
    }

    /// `shiftTypes[1].start: expected String, found a number`-style text for
    /// a decoding error (the history files use it too).
    static func describe(_ error: any Error) -> String {
        guard let decoding = error as? DecodingError else { return "it is not valid JSON" }
        func path(_ context: DecodingError.Context) -> String {
            let text = context.codingPath.reduce("") { text, key in
                if let index = key.intValue { return text + "[\(index)]" }
                return text.isEmpty ? key.stringValue : text + "." + key.stringValue
            }
            return text.isEmpty ? "the top level" : text
        }
        switch decoding {
        case .keyNotFound(let key, let context):
            let parent = context.codingPath.isEmpty ? "the top level" : path(context)
            return "\(parent) has no \"\(key.stringValue)\""
        case .typeMismatch(let type, let context):
            return "\(path(context)) is not a \(typeName(type))"
        case .valueNotFound(let type, let context):
            return "\(path(context)) is null, expected a \(typeName(type))"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "it is not valid JSON" : "\(path(context)) is not valid"
        @unknown default:
            return "it does not parse"
        }
    }

    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "string"
        case is Bool.Type: "boolean (true or false)"
        case is Int.Type: "whole number"
        default: "\(type)".lowercased().hasPrefix("array") ? "list" : "JSON object"
        }
    }
}
