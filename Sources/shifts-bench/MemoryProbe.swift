import Foundation
import Redux
import ShiftFeatures
import ShiftInMemoryServices
import ShiftModel
import ShiftStorage

/// Figure 8: peak memory with 10,000 shifts loaded into the store. Runs in a
/// child process (`shifts-bench --rss-probe DIR`) so the figure is that of a
/// fresh process, not of the bench itself.
enum MemoryProbe {
    @UIActor
    static func probe(calendarDir: URL?) async -> Int {
        if let calendarDir {
            let clock = SystemWallClock(calendar: Fixtures.calendar)
            let services = ServiceContainer.inMemory(
                calendar: FileCalendarService(
                    fileURL: calendarDir.appendingPathComponent("calendar.ics"),
                    calendar: clock.calendar, clock: clock),
                clock: clock)
            let store = AppReducer.makeStore(services: services)
            // Everything in the file, as one long day's worth of shifts in state.
            let all = DateInterval(start: Date(timeIntervalSince1970: 0), end: clock.now().addingTimeInterval(86_400 * 2))
            let shifts = (try? await services.calendar.shifts(in: all)) ?? []
            let today = CalendarDay(clock.now(), in: clock.calendar)
            await store.dispatch(.today(.loaded(.success(
                DaySchedule(day: today, referenceToday: today, shifts: shifts, nextDayShifts: [])))))
            guard store.state.today.shifts.count == shifts.count else { return -1 }
            print("shifts loaded: \(shifts.count)")
        }
        return peakResidentKilobytes()
    }

    /// VmHWM from /proc/self/status: the peak resident set size.
    static func peakResidentKilobytes() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return -1 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            return Int(line.split(separator: " ").dropFirst().first ?? "") ?? -1
        }
        return -1
    }

    /// Runs the probe in a child process and returns its peak RSS in MB.
    static func measure(calendarDir: URL?) -> Double {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["--rss-probe", calendarDir?.path ?? "-"]
        let pipe = Pipe()
        process.standardOutput = pipe
        do { try process.run() } catch { return -1 }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let kilobytes = output.split(separator: "\n").last.flatMap { Int($0.dropFirst("peak-kb ".count)) } ?? -1
        return Double(kilobytes) / 1024
    }
}
