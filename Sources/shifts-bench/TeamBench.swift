import Foundation
import ShiftModel
import ShiftStorage

/// A team of 60 (or as many as the fixtures hold) with a year each
/// (scripts/bench-team.py writes the fixtures: 60 single .ics files and 60
/// vdirs of one file per event), read through `FileTeamService` as the Team
/// screen reads it: every member's rota for this week on a fresh service
/// (what the first frame waits for), cold (no team cache on disk: the
/// files are read) and warm (the cache the cold read left: the next start);
/// then week moves on the warm service: back and forth between this week
/// and the next (both decoded by then), and forward into weeks not decoded
/// yet (each decodes that week's events).
enum TeamBench {
    static let layouts = [("single files", "team-files"), ("vdirs", "team-vdirs")]
    static let figureNames = layouts.flatMap { layout in
        ["team of 60, first week read, cold (no cache), \(layout.0)",
         "team of 60, first week read, warm (cache), \(layout.0)",
         "team of 60, week move, \(layout.0)",
         "team of 60, week move into a week not read yet, \(layout.0)",
         "team of 60, week move into the next week, read ahead as the app does, \(layout.0)"]
    }

    static func run(into report: Report, fixtures: URL, scale: Int) async {
        let calendar = Fixtures.calendar
        guard let week = calendar.dateInterval(of: .weekOfYear, for: Date()) else { return }
        let next = DateInterval(start: week.end, duration: week.duration)
        for (label, folder) in layouts {
            let root = fixtures.appendingPathComponent(folder)
            guard let members = members(in: root) else {
                print("team figures skipped: no team fixtures in \(root.path) (scripts/bench-team.py --write-fixtures)")
                return
            }
            let fileURL = fixtures.appendingPathComponent("team-bench.json")
            let cacheDirectory = fixtures.appendingPathComponent("team-bench-cache/\(folder)").path
            func service() -> FileTeamService {
                FileTeamService(fileURL: fileURL, calendar: calendar, cache: TeamCache(directory: cacheDirectory))
            }
            var shiftsRead = 0
            let runs = max(3, 7 / scale)
            let cold = await medianSeconds(runs: runs) {
                try? FileManager.default.removeItem(atPath: cacheDirectory)
                shiftsRead = await readAll(members, in: week, from: service())
            }
            var warmShifts = 0
            let warm = await medianSeconds(runs: runs) {
                warmShifts = await readAll(members, in: week, from: service())
            }
            let moving = service()
            _ = await readAll(members, in: week, from: moving)
            let moves = max(10, 100 / scale)
            var forward = true
            let move = await medianSeconds {
                for _ in 0..<moves {
                    _ = await readAll(members, in: forward ? next : week, from: moving)
                    forward.toggle()
                }
            } / Double(moves)
            // Forward from the week after next: each week read for the first
            // time (once: a second pass would find them decoded).
            let weeksAhead = 8
            let clock = ContinuousClock()
            let ahead = await clock.measure {
                for step in 2..<(2 + weeksAhead) {
                    let later = DateInterval(start: week.start.addingTimeInterval(Double(step) * week.duration),
                                             duration: week.duration)
                    _ = await readAll(members, in: later, from: moving)
                }
            }
            // The same moves with the app's reading ahead: all rows asked
            // at once, as the screen asks them; between moves the storage
            // queue finishes what it read ahead (a user's pause, not timed).
            let readingAhead = service()
            readingAhead.readNeighbouringWeeksAhead()
            _ = await readAllAtOnce(members, in: week, from: readingAhead)
            var readAhead: Duration = .zero
            for step in 1...weeksAhead {
                await readingAhead.readAheadDone()
                let later = DateInterval(start: week.start.addingTimeInterval(Double(step) * week.duration),
                                         duration: week.duration)
                readAhead += await clock.measure { _ = await readAllAtOnce(members, in: later, from: readingAhead) }
            }
            // Named by the team's size: 60 in scripts/bench; a bigger team
            // (bench-team.py --write-fixtures DIR --members 600, then
            // shifts-bench --fixtures DIR --only team) for the paper figures.
            let count = members.count
            report.add("team of \(count), first week read, cold (no cache), \(label)", cold * 1000, "ms",
                       note: "\(shiftsRead) shifts in the week; every file read, only the week decoded")
            report.add("team of \(count), first week read, warm (cache), \(label)", warm * 1000, "ms",
                       target: "part of the first frame, <= 100",
                       note: warmShifts == shiftsRead ? "the same shifts as cold" : "\(warmShifts) shifts: NOT the same as cold")
            report.add("team of \(count), week move, \(label)", move * 1000, "ms", target: "<= 5",
                       note: "between two weeks already decoded")
            report.add("team of \(count), week move into a week not read yet, \(label)",
                       seconds(ahead) * 1000 / Double(weeksAhead), "ms", target: "<= 5",
                       note: "mean of \(weeksAhead) moves forward, one pass")
            report.add("team of \(count), week move into the next week, read ahead as the app does, \(label)",
                       seconds(readAhead) * 1000 / Double(weeksAhead), "ms", target: "<= 5",
                       note: "mean of \(weeksAhead) moves forward, rows asked at once")
        }
    }

    /// A member per calendar in the fixture folder `root`, in name order;
    /// nil when there are none.
    static func members(in root: URL) -> [TeamMember]? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: root.path).sorted(),
              !names.isEmpty else { return nil }
        return names.enumerated().map { index, name in
            TeamMember(id: MemberID("m\(index)"), name: "Member \(index + 1)", initials: "M\(index)",
                       calendarPath: root.appendingPathComponent(name).path)
        }
    }

    /// Every member's rota in `week`, all asked at once as the screen's
    /// rows ask; the shifts read.
    private static func readAllAtOnce(_ members: [TeamMember], in week: DateInterval,
                                      from service: FileTeamService) async -> Int {
        await withTaskGroup(of: Int.self) { group in
            for member in members {
                group.addTask {
                    guard case .success(let shifts) = await service.rota(of: member, in: week).shifts else { return 0 }
                    return shifts.count
                }
            }
            return await group.reduce(0, +)
        }
    }

    /// Every member's rota in `week`, one after the other, as the rows load
    /// (each in its own effect, all on the storage queue); the shifts read.
    private static func readAll(_ members: [TeamMember], in week: DateInterval,
                                from service: FileTeamService) async -> Int {
        var count = 0
        for member in members {
            if case .success(let shifts) = await service.rota(of: member, in: week).shifts { count += shifts.count }
        }
        return count
    }
}
