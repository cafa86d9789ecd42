// A test helper, not part of the app: saves shifts one at a time through
// the real FileCalendarService and prints `saved N` after save N has
// returned, so a test that kills it (SIGKILL) knows which saves finished.
//
//   shifts-save-loop DIR TAG SAVES [SEED]
//   shifts-save-loop DIR cascade EDITS
//
// Save N adds the shift `TAG-N` titled `TAG N`, starting N hours after
// 2026-01-01 00:00 UTC; a SEED > 0 first adds SEED shifts `seed-K` in one
// save (so each later save writes a file of some size) and prints `seeded`.
//
// `cascade` edits the shift type `early` EDITS times through the history,
// its end moving between 14:00 and 15:00 with every shift of the type, and
// prints `edited N` after each. With SHIFTS_KILL_AT_CATALOG_SAVE=K it kills
// itself (SIGKILL) when edit K is about to save the catalog: after the
// calendar took the edit, before catalog.json did.
import Foundation
import ShiftFeatures
import ShiftModel
import ShiftStorage

let arguments = CommandLine.arguments
guard arguments.count >= 4, let saves = Int(arguments[3]) else {
    FileHandle.standardError.write(Data("usage: shifts-save-loop DIR TAG SAVES [SEED] | DIR cascade EDITS\n".utf8))
    exit(2)
}
let directory = URL(fileURLWithPath: arguments[1], isDirectory: true)
let tag = arguments[2]
let seed = arguments.count > 4 ? Int(arguments[4]) ?? 0 : 0

let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    return calendar
}()
let service = FileCalendarService(fileURL: DataDirectory.calendarFile(in: directory), calendar: calendar,
                                  clock: SystemWallClock(calendar: calendar), backups: Int(ProcessInfo.processInfo.environment["SHIFTS_BACKUPS"] ?? "") ?? 3)
let origin = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01T00:00:00Z

func shift(_ id: String, title: String, hour: Int, calendar: Calendar) -> ScheduledShift {
    let start = origin.addingTimeInterval(TimeInterval(hour * 3600))
    return ScheduledShift(id: ShiftID(id), day: CalendarDay(start, in: calendar), start: start,
                          end: start.addingTimeInterval(1800), title: title, location: "Ward \(hour % 7)")
}

/// Unbuffered: the line is in the pipe as soon as the save returned.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// EDITS edits of `early`, each one change through the history.
func editTypes(_ edits: Int) async throws {
    let catalogFile = FileCatalogService(fileURL: DataDirectory.catalogFile(in: directory))
    let killAt = ProcessInfo.processInfo.environment["SHIFTS_KILL_AT_CATALOG_SAVE"].flatMap { Int($0) }
    let history = FileHistoryService(directory: directory, calendar: service,
                                     catalog: KillingCatalog(real: catalogFile, killAt: killAt), timeZoneCalendar: calendar)
    for number in 1...max(edits, 1) {
        _ = try await history.change { _ in
            guard let catalog = try await catalogFile.load(), let early = catalog.shiftType("early") else {
                throw UserFacingError(message: "no catalog with the type early")
            }
            var edited = early
            let end = early.duration == .timed(start: TimeOfDay(hour: 6, minute: 0), end: TimeOfDay(hour: 14, minute: 0))
                ? 15 : 14
            edited.duration = .timed(start: TimeOfDay(hour: 6, minute: 0), end: TimeOfDay(hour: end, minute: 0))
            let operation = TypeEditCascade.operation(
                editing: early, into: edited, location: catalog.location(early.locationID),
                in: try await service.allShifts(), today: CalendarDay(year: 2025, month: 1, day: 1), calendar: calendar)
            return HistoryCommit(id: "edit-\(number)-\(UUID().uuidString.prefix(8))", time: Date(), user: "loop",
                                 source: .edit, operation: operation)
        }
        say("edited \(number)")
    }
}

do {
    if tag == "cascade" {
        try await editTypes(saves)
        exit(0)
    }
    if seed > 0 {
        try await service.create((1...seed).map { shift("seed-\($0)", title: "seed \($0)", hour: -$0, calendar: calendar) })
        say("seeded")
    }
    for number in 1...max(saves, 1) {
        try await service.create([shift("\(tag)-\(number)", title: "\(tag) \(number)", hour: number,
                                         calendar: calendar)])
        say("saved \(number)")
    }
} catch {
    FileHandle.standardError.write(Data("shifts-save-loop: \(error.localizedDescription)\n".utf8))
    exit(1)
}
