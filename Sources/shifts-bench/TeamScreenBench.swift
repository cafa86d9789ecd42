import Foundation
import Redux
import ShiftFeatures
import ShiftInMemoryServices
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
    /// Team sizes of the in-memory week move: the 60 of a ward, and 600,
    /// where only the rows on screen are asked.
    static let inMemorySizes = [60, 600]

    static func moveNames(members: Int, everyRow: Bool = false) -> [String] {
        let asked = everyRow ? ", every row asked as before" : ""
        return ["Team ] week move to every row on screen p50 (\(members) members in memory\(asked))",
                "Team ] week move to every row on screen p99 (\(members) members in memory\(asked))"]
    }

    static let figureNames = inMemorySizes.flatMap { moveNames(members: $0) } + moveNames(members: 600, everyRow: true)
                             + [60, 600].flatMap { members in
                                 TeamBench.layouts.flatMap { firstFrameNames(members: members, layout: $0.0) }
                             }

    /// The first frame on the members' files, and the week moves after it.
    static func firstFrameNames(members: Int, layout: String) -> [String] {
        ["Team 9 to every row on screen, \(members) \(layout), warm cache",
         "Team ] week move to every row on screen, \(members) \(layout), the app reading ahead",
         "Team ] week move to every row on screen, \(members) \(layout), the app reading ahead, p99"]
    }

    /// Where the fixtures of a team of `members` are: the 60 of
    /// scripts/bench in the fixtures folder, the 600 in `team600` under it
    /// (bench-team.py writes both).
    static func teamFixtures(_ fixtures: URL, members: Int) -> URL {
        members == 60 ? fixtures : fixtures.appendingPathComponent("team\(members)")
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
        for members in inMemorySizes where report.wantsAny(moveNames(members: members)) {
            await moves(members: members, into: report, calendarDir: calendarDir, scale: scale)
        }
        if report.wantsAny(moveNames(members: 600, everyRow: true)) {
            await moves(members: 600, everyRow: true, into: report, calendarDir: calendarDir, scale: scale)
        }
    }

    /// `everyRow`: the screen told it has room for every row, so each
    /// move asks for all of them, as every move did before the screen read
    /// only the rows in view (the comparison in Docs/Performance.md).
    @UIActor
    static func moves(members: Int, everyRow: Bool = false, into report: Report, calendarDir: URL, scale: Int) async {
        let names = moveNames(members: members, everyRow: everyRow)
        let clock = SystemWallClock(calendar: Fixtures.calendar)
        let team = team(members: members, calendar: clock.calendar)
        let events = team.shifts.values.reduce(0) { $0 + ((try? $1.get())?.count ?? 0) }
        let services = ServiceContainer.inMemory(
            calendar: FileCalendarService(
                fileURL: calendarDir.appendingPathComponent("calendar.ics"), calendar: clock.calendar, clock: clock),
            clock: clock, team: team)
        let store = AppReducer.makeStore(services: services)
        let screen = VirtualScreen(rows: 40, columns: 120)
        let app = TerminalApp(store: store, screen: screen, calendar: clock.calendar)
        app.start()
        await app.idle()
        if everyRow { app.send(.team(.rowsFit(members + 1))) }
        app.receive(.character("9"))
        await app.idle()

        let presses = (everyRow ? 100 : 400) / scale
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
        let rows = store.state.team.rowsShown.count
        report.add(names[0], moves[moves.count / 2], "ms",
                   note: "\(events) member shifts; \(unfinished) of \(presses) moves left a row loading; "
                       + "\(String(format: "%.1f", framesPerMove)) frames a move for \(rows) rows on screen of \(members + 1)")
        report.add(names[1], moves[moves.count * 99 / 100], "ms", target: members > 60 ? "< 20" : "<= 5")
    }
}

extension TeamScreenBench {
    /// From `9` until every row is on screen, in a new app on the members'
    /// files as the team fixtures hold them (team.json in a temporary data
    /// dir), with the team cache a first start left: what a user sees on
    /// the second and every later start; then week moves on the last start.
    @UIActor
    static func firstFrames(into report: Report, calendarDir: URL, fixtures: URL, scale: Int) async {
        for members in [60, 600] {
            for (label, folder) in TeamBench.layouts {
                let names = firstFrameNames(members: members, layout: label)
                guard report.wantsAny(names) else { continue }
                let root = teamFixtures(fixtures, members: members).appendingPathComponent(folder)
                guard let team = TeamBench.members(in: root), team.count == members else {
                    print("team screen figures skipped: no \(members) members in \(root.path)")
                    continue
                }
                await firstFrames(team, names: names, into: report, calendarDir: calendarDir, scale: scale)
            }
        }
    }

    @UIActor
    static func firstFrames(_ members: [TeamMember], names: [String], into report: Report, calendarDir: URL,
                            scale: Int) async {
        let clock = SystemWallClock(calendar: Fixtures.calendar)
        let dataDir = FileManager.default.temporaryDirectory
            .appendingPathComponent("shifts-team-screen-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let teamFile = dataDir.appendingPathComponent("team.json")
        let cache = TeamCache(directory: dataDir.appendingPathComponent("cache/team").path)
        guard (try? await FileTeamService(fileURL: teamFile, calendar: clock.calendar)
            .update({ $0 = Team(members: members) })) != nil else { return }
        var times: [Double] = []
        var moves: [Double] = []
        var complete = true
        var rowsShown = 0
        // The first start fills the cache; the others are timed.
        let runs = max(3, 7 / scale)
        // Forward a week at a time, then back: 4 moves each way at 60; at
        // 600, 100 each way, so that the p99 is not simply the longest.
        let movesEachWay = members.count > 60 ? 100 : 4
        for run in 0...runs {
            let team = FileTeamService(fileURL: teamFile, calendar: clock.calendar, cache: cache)
            team.readNeighbouringWeeksAhead()
            let services = ServiceContainer.inMemory(
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
            let state = store.state.team
            rowsShown = state.rowsShown.count
            let loaded = state.rows.values.filter { if case .loaded = $0 { true } else { false } }
            if loaded.count != rowsShown { complete = false }
            // The last start moves a week at a time; between moves the
            // storage queue finishes reading ahead, as in a user's pause.
            if run == runs {
                for step in 0..<(2 * movesEachWay) {
                    await team.readAheadDone()
                    let start = ContinuousClock.now
                    app.receive(.character(step < movesEachWay ? "]" : "["))
                    await app.idle()
                    moves.append(seconds(ContinuousClock.now - start) * 1000)
                    if store.state.team.isLoading { complete = false }
                }
            }
            app.quit()
        }
        times.sort()
        moves.sort()
        report.add(names[0], times[times.count / 2], "ms", target: "<= 100",
                   note: complete ? "median of \(times.count) starts; team.json, \(rowsShown) rows on screen of \(members.count + 1)"
                                  : "NOT every row loaded")
        report.add(names[1], moves[moves.count / 2], "ms", target: "<= 5",
                   note: "median of \(moves.count) moves, the longest \(String(format: "%.2f", moves.last ?? 0)) ms")
        report.add(names[2], moves[min(moves.count - 1, moves.count * 99 / 100)], "ms",
                   target: members.count > 60 ? "< 20" : nil, note: "of \(moves.count) moves")
    }
}
