// A test helper, not part of the app: saves shifts one at a time through
// the real FileCalendarService and prints `saved N` after save N has
// returned, so a test that kills it (SIGKILL) knows which saves finished.
//
//   shifts-save-loop DIR TAG SAVES [SEED]
//
// Save N adds the shift `TAG-N` titled `TAG N`, starting N hours after
// 2026-01-01 00:00 UTC; a SEED > 0 first adds SEED shifts `seed-K` in one
// save (so each later save writes a file of some size) and prints `seeded`.
import Foundation
import ShiftFeatures
import ShiftModel
import ShiftStorage

let arguments = CommandLine.arguments
guard arguments.count >= 4, let saves = Int(arguments[3]) else {
    FileHandle.standardError.write(Data("usage: shifts-save-loop DIR TAG SAVES [SEED]\n".utf8))
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

do {
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
