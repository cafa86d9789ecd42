import Foundation
import ShiftModel
import ShiftStorage

/// A team of 60 (or as many as the fixtures hold) with a year each
/// (scripts/bench-team.py writes the fixtures: 60 single .ics files and 60
/// vdirs of one file per event), read through `FileTeamService` as the Team
/// screen reads it: every member's rota for this week, on a fresh service
/// (what the first frame waits for), then the next week on the same service
/// (a week move).
enum TeamBench {
    static let layouts = [("single files", "team-files"), ("vdirs", "team-vdirs")]
    static let figureNames = layouts.flatMap { layout in
        ["team of 60, first week read, \(layout.0)", "team of 60, week move, \(layout.0)"]
    }

    static func run(into report: Report, fixtures: URL, scale: Int) async {
        let calendar = Fixtures.calendar
        guard let week = calendar.dateInterval(of: .weekOfYear, for: Date()) else { return }
        let next = DateInterval(start: week.end, duration: week.duration)
        for (label, folder) in layouts {
            let root = fixtures.appendingPathComponent(folder)
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: root.path).sorted(),
                  !names.isEmpty else {
                print("team figures skipped: no team fixtures in \(root.path) (scripts/bench-team.py --write-fixtures)")
                return
            }
            let members = names.enumerated().map { index, name in
                TeamMember(id: MemberID("m\(index)"), name: "Member \(index + 1)", initials: "M",
                           calendarPath: root.appendingPathComponent(name).path)
            }
            let fileURL = fixtures.appendingPathComponent("team-bench.json")
            var shiftsRead = 0
            let first = await medianSeconds(runs: max(3, 7 / scale)) {
                let service = FileTeamService(fileURL: fileURL, calendar: calendar)
                shiftsRead = await readAll(members, in: week, from: service)
            }
            let service = FileTeamService(fileURL: fileURL, calendar: calendar)
            _ = await readAll(members, in: week, from: service)
            let moves = max(10, 100 / scale)
            var forward = true
            let move = await medianSeconds {
                for _ in 0..<moves {
                    _ = await readAll(members, in: forward ? next : week, from: service)
                    forward.toggle()
                }
            } / Double(moves)
            // Named by the team's size: 60 in scripts/bench; a bigger team
            // (bench-team.py --write-fixtures DIR --members 600, then
            // shifts-bench --fixtures DIR --only team) for the paper figures.
            report.add("team of \(members.count), first week read, \(label)", first * 1000, "ms",
                       target: "part of the first frame, <= 100", note: "\(shiftsRead) shifts in the week")
            report.add("team of \(members.count), week move, \(label)", move * 1000, "ms", target: "<= 5")
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
