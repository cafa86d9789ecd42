import Foundation
import Redux
import ShiftFeatures
import ShiftModel
import ShiftStorage
import ShiftTUI
import Terminal

/// The Team screen's week move in process: the real store, reducer and
/// middlewares, 60 members with a year of shifts each held in memory
/// (about 22,000; reading members' files is the sharing bench's), the
/// user's own row from the 3,650-event file, the app loop drawing into a
/// 120x40 VirtualScreen. Timed from `]` until every row of the new span is
/// on screen.
enum TeamScreenBench {
    static let figureNames = ["Team ] week move to every row on screen p50 (60 members in memory)",
                              "Team ] week move to every row on screen p99 (60 members in memory)"]
                             + TeamBench.layouts.flatMap {
                                 ["Team 9 to every row on screen, 60 \($0.0), warm cache",
                                  "Team ] week move to every row on screen, 60 \($0.0), the app reading ahead"]
                             }

    /// A year of shifts from the first of January, a rota of early, late,
    /// night and two days off, each member a day further along it.
    static func team(members: Int, calendar: Calendar) -> InMemoryTeamService {
        let catalog = Catalog.defaults()
        let pattern: [ShiftType?] = [catalog.shiftTypes[0], catalog.shiftTypes[1], catalog.shiftTypes[2], nil, nil]
        var all: [TeamMember] = []
        var shifts: [MemberID: Result<[ScheduledShift], MemberCalendarProblem>] = [:]
        let first = CalendarDay(year: 2026, month: 1, day: 1)
        for index in 0..<members {
            let id = MemberID("m\(index)")
            all.append(TeamMember(id: id, name: "Member \(index)", initials: "M\(index)", calendarPath: "/bench/m\(index).ics"))
            var year: [ScheduledShift] = []
            for offset in 0..<365 {
                guard let type = pattern[(offset + index) % pattern.count] else { continue }
                let day = first.adding(days: offset)
                year.append(ScheduledShift.scheduling(type, location: catalog.location(type.locationID), on: day,
                                                      id: ShiftID("m\(index)-\(offset)"), calendar: calendar))
            }
            shifts[id] = .success(year)
        }
        return InMemoryTeamService(team: Team(members: all), shifts: shifts)
    }

    @UIActor
    static func run(into report: Report, calendarDir: URL, fixtures: URL, scale: Int) async {
        await firstFrames(into: report, calendarDir: calendarDir, fixtures: fixtures, scale: scale)
        guard report.wantsAny(Array(figureNames.prefix(2))) else { return }
        let clock = SystemWallClock(calendar: Fixtures.calendar)
        let team = team(members: 60, calendar: clock.calendar)
        let events = team.shifts.values.reduce(0) { $0 + ((try? $1.get())?.count ?? 0) }
        let services = ServiceContainer(
            calendar: FileCalendarService(
                fileURL: calendarDir.appendingPathComponent("calendar.ics"), calendar: clock.calendar, clock: clock),
            clock: clock, team: team)
        let store = AppReducer.makeStore(services: services)
        let screen = VirtualScreen(rows: 40, columns: 120)
        let app = TerminalApp(store: store, screen: screen, calendar: clock.calendar)
        app.start()
        await app.idle()
        app.receive(.character("9"))
        await app.idle()

        let presses = 400 / scale
        var moves: [Double] = []
        moves.reserveCapacity(presses)
        var unfinished = 0
        let framesBefore = screen.presentCount
        let timer = ContinuousClock()
        for index in 0..<presses {
            let start = timer.now
            // ] then [: a week on and back.
            app.receive(.character(index % 2 == 0 ? "]" : "["))
            await app.idle()
            moves.append(seconds(timer.now - start) * 1000)
            if store.state.team.isLoading { unfinished += 1 }
        }
        let framesPerMove = Double(screen.presentCount - framesBefore) / Double(presses)
        app.quit()
        moves.sort()
        report.add(figureNames[0], moves[moves.count / 2], "ms",
                   note: "\(events) member shifts; \(unfinished) of \(presses) moves left a row loading; "
                       + "\(String(format: "%.1f", framesPerMove)) frames a move for 61 rows")
        report.add(figureNames[1], moves[moves.count * 99 / 100], "ms", target: "<= 5")
    }
}

extension TeamScreenBench {
    /// From `9` until every row is on screen, in a new app on the members'
    /// files as the team fixtures hold them (team.json in a temporary data
    /// dir), with the team cache a first start left: what a user sees on
    /// the second and every later start.
    @UIActor
    static func firstFrames(into report: Report, calendarDir: URL, fixtures: URL, scale: Int) async {
        let clock = SystemWallClock(calendar: Fixtures.calendar)
        for (label, folder) in TeamBench.layouts {
            let name = "Team 9 to every row on screen, 60 \(label), warm cache"
            let moveName = "Team ] week move to every row on screen, 60 \(label), the app reading ahead"
            guard report.wants(name) || report.wants(moveName) else { continue }
            let root = fixtures.appendingPathComponent(folder)
            guard let members = TeamBench.members(in: root) else { continue }
            let dataDir = FileManager.default.temporaryDirectory
                .appendingPathComponent("shifts-team-screen-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: dataDir) }
            let teamFile = dataDir.appendingPathComponent("team.json")
            let cache = TeamCache(directory: dataDir.appendingPathComponent("cache/team").path)
            guard (try? await FileTeamService(fileURL: teamFile, calendar: clock.calendar)
                .update({ $0 = Team(members: members) })) != nil else { continue }
            var times: [Double] = []
            var moves: [Double] = []
            var complete = true
            // The first start fills the cache; the others are timed.
            let runs = max(3, 7 / scale)
            for run in 0...runs {
                let team = FileTeamService(fileURL: teamFile, calendar: clock.calendar, cache: cache)
                team.readNeighbouringWeeksAhead()
                let services = ServiceContainer(
                    calendar: FileCalendarService(fileURL: calendarDir.appendingPathComponent("calendar.ics"),
                                                  calendar: clock.calendar, clock: clock),
                    clock: clock, team: team)
                let store = AppReducer.makeStore(services: services)
                let app = TerminalApp(store: store, screen: VirtualScreen(rows: 40, columns: 120),
                                      calendar: clock.calendar)
                app.start()
                await app.idle()
                let start = ContinuousClock.now
                app.receive(.character("9"))
                await app.idle()
                let elapsed = seconds(ContinuousClock.now - start) * 1000
                if run > 0 { times.append(elapsed) }
                let loaded = store.state.team.rows.values.filter { if case .loaded = $0 { true } else { false } }
                if loaded.count != members.count + 1 { complete = false }
                // The last start moves a week on, 8 times; between moves the
                // storage queue finishes reading ahead, as in a user's pause.
                if run == runs {
                    for _ in 0..<8 {
                        await team.readAheadDone()
                        let start = ContinuousClock.now
                        app.receive(.character("]"))
                        await app.idle()
                        moves.append(seconds(ContinuousClock.now - start) * 1000)
                        if store.state.team.isLoading { complete = false }
                    }
                }
                app.quit()
            }
            times.sort()
            moves.sort()
            report.add(name, times[times.count / 2], "ms", target: "<= 100",
                       note: complete ? "median of \(times.count) starts; team.json, 61 rows"
                                      : "NOT every row loaded")
            report.add(moveName, moves[moves.count / 2], "ms", target: "<= 5",
                       note: "median of 8 moves, the longest \(String(format: "%.2f", moves.last ?? 0)) ms")
        }
    }
}
