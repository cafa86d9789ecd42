import Foundation
import ShiftModel
import Testing

@Suite("Shift changes, conflicts and the undo history (C1, U1)")
struct HistoryModelTests {
    let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/Berlin") ?? calendar.timeZone
        return calendar
    }()

    func shift(_ id: String, _ symbol: String = "E", day: String = "2026-11-23", from: Int = 6, to: Int = 14,
               notes: String = "") throws -> ScheduledShift {
        let parsed = try #require(CalendarDay(iso: day))
        let start = try #require(calendar.date(from: DateComponents(year: parsed.year, month: parsed.month,
                                                                     day: parsed.day, hour: from)))
        let end = try #require(calendar.date(byAdding: .hour, value: (to - from + 24) % 24, to: start))
        let titles = ["E": "Early", "L": "Late", "N": "Night"]
        return ScheduledShift(id: ShiftID(id), day: parsed, start: start, end: end, title: titles[symbol] ?? symbol,
                              symbol: symbol, shiftTypeID: symbol.lowercased(), location: "Ward 3", notes: notes)
    }

    func step(_ id: String) -> UndoStep {
        UndoStep(id: id, title: "Step \(id)", time: Date(timeIntervalSince1970: 0), changes: [])
    }

    @Test("a change applies only to the state it expects; the inverse takes it back")
    func applyAndInverse() throws {
        let early = try shift("a")
        var late = try shift("a", "L", from: 14, to: 22)
        late.notes = "swap"
        let switchToLate = ShiftChange.update(early, to: late)
        let after = try [switchToLate].applied(to: ["a": early])
        #expect(after == ["a": late])
        #expect(try [switchToLate.inverse].applied(to: after) == ["a": early])
        #expect(try [ShiftChange.delete(late)].applied(to: after) == [:])
        #expect(try [ShiftChange.create(early)].applied(to: [:]) == ["a": early])
    }

    @Test("a change that finds another state throws the conflict and changes nothing")
    func conflicts() throws {
        let early = try shift("a")
        let late = try shift("a", "L", from: 14, to: 22)
        let other = try shift("b", day: "2026-11-24")
        let start: [ShiftID: ScheduledShift] = ["a": late, "b": other]
        // The second change conflicts: the first must not have happened.
        #expect(throws: ShiftConflict(id: "a", expected: early, found: late)) {
            try [ShiftChange.delete(other), ShiftChange.delete(early)].applied(to: start)
        }
        #expect(throws: ShiftConflict(id: "a", expected: early, found: nil)) {
            try [ShiftChange.update(early, to: late)].applied(to: [:])
        }
        #expect(throws: ShiftConflict(id: "a", expected: nil, found: late)) {
            try [ShiftChange.create(early)].applied(to: ["a": late])
        }
    }

    @Test("conflicts say what changed, naming shift and day")
    func conflictText() throws {
        let early = try shift("a")
        let late = try shift("a", "L", from: 14, to: 22)
        #expect(ShiftConflict(id: "a", expected: early, found: late).description
            == "Early (E) on Mon 23 Nov 2026 was changed since (now Late (L))")
        var noted = early
        noted.notes = "x"
        #expect(ShiftConflict(id: "a", expected: early, found: noted).description
            == "Early (E) on Mon 23 Nov 2026 was changed since")
        #expect(ShiftConflict(id: "a", expected: early, found: nil).description
            == "Early (E) on Mon 23 Nov 2026 was deleted since")
        #expect(ShiftConflict(id: "a", expected: nil, found: late).description
            == "Late (L) on Mon 23 Nov 2026 is in the calendar already")
        #expect(ShiftConflict(id: "a", expected: nil, found: late).errorDescription
            == "Late (L) on Mon 23 Nov 2026 is in the calendar already. Nothing was saved; press r to reload.")
    }

    @Test("same content ignores what a calendar file round trip changes, and nothing else")
    func sameContent() throws {
        let early = try shift("a", notes: "keys\r\nbadge")
        var readBack = early
        readBack.notes = "keys\nbadge"
        readBack.start = early.start.addingTimeInterval(0.4)
        readBack.location = "Ward 3"
        #expect(readBack.hasSameContent(as: early))
        var noLocation = early
        noLocation.location = ""
        var nilLocation = early
        nilLocation.location = nil
        #expect(noLocation.hasSameContent(as: nilLocation))

        var changes: [(String, (inout ScheduledShift) -> Void)] = []
        changes.append(("title", { $0.title = "Late" }))
        changes.append(("symbol", { $0.symbol = "L" }))
        changes.append(("type", { $0.shiftTypeID = "late" }))
        changes.append(("notes", { $0.notes = "other" }))
        changes.append(("sick", { $0.sick = SickMark(reason: "flu") }))
        changes.append(("end", { $0.end = $0.end.addingTimeInterval(60) }))
        changes.append(("location", { $0.location = "Ward 4" }))
        changes.append(("all day", { $0.isAllDay = true }))
        for (name, change) in changes {
            var changed = early
            change(&changed)
            #expect(!changed.hasSameContent(as: early), "\(name) must count as a change")
        }
        var sick = early
        sick.sick = SickMark(reason: "flu")
        var otherReason = sick
        otherReason.sick = SickMark(reason: "cold")
        #expect(!otherReason.hasSameContent(as: sick))
    }

    @Test("a batch may not list a shift twice or change nothing")
    func batchProblems() throws {
        let early = try shift("a")
        #expect([ShiftChange.create(early), ShiftChange.delete(early)].batchProblem
            == "shift a is listed twice in one change")
        #expect([ShiftChange(before: nil, after: nil)].batchProblem?.hasSuffix("it changes nothing") == true)
        #expect([ShiftChange.update(early, to: try shift("b"))].batchProblem?
            .hasSuffix("its before and after are different shifts") == true)
        #expect([ShiftChange.create(early), ShiftChange.create(try shift("b"))].batchProblem == nil)
    }

    @Test("an undo step's undo changes run backwards and inverted")
    func undoChanges() throws {
        let a = try shift("a")
        let b = try shift("b")
        let late = try shift("a", "L", from: 14, to: 22)
        let step = UndoStep(id: "s", title: "t", time: Date(timeIntervalSince1970: 0),
                            changes: [.create(b), .update(a, to: late)])
        #expect(step.undoChanges == [.update(late, to: a), .delete(b)])
    }

    @Test("record pushes and drops redo; undo and redo move the top step; the limit drops the oldest")
    func undoHistory() {
        var history = UndoHistory(limit: 3)
        for id in ["1", "2", "3", "4"] { history.apply(.record(step(id))) }
        #expect(history.undo.map(\.id) == ["2", "3", "4"])
        history.apply(.undo(stepID: "4"))
        history.apply(.undo(stepID: "3"))
        #expect(history.undo.map(\.id) == ["2"])
        #expect(history.redo.map(\.id) == ["4", "3"])
        #expect(history.nextRedo?.id == "3")
        history.apply(.redo(stepID: "3"))
        #expect(history.undo.map(\.id) == ["2", "3"])
        #expect(history.redo.map(\.id) == ["4"])
        history.apply(.record(step("5")))
        #expect(history.undo.map(\.id) == ["2", "3", "5"])
        #expect(history.redo.isEmpty)
    }

    @Test("moves are idempotent and a move that does not fit is ignored (crash recovery repeats them)")
    func idempotentMoves() {
        var history = UndoHistory()
        history.apply(.record(step("1")))
        history.apply(.record(step("2")))
        #expect(history.reflects(.record(step("2"))))
        history.apply(.record(step("2")))
        #expect(history.undo.map(\.id) == ["1", "2"])
        history.apply(.undo(stepID: "1"))
        #expect(history.undo.map(\.id) == ["1", "2"])
        #expect(!history.reflects(.undo(stepID: "2")))
        history.apply(.undo(stepID: "2"))
        #expect(history.reflects(.undo(stepID: "2")))
        history.apply(.undo(stepID: "2"))
        #expect(history.undo.map(\.id) == ["1"])
        #expect(history.redo.map(\.id) == ["2"])
    }

    @Test("retention cutoffs count calendar days and months back from the start of today")
    func retention() throws {
        let now = try #require(calendar.date(from: DateComponents(year: 2026, month: 8, day: 31, hour: 15)))
        func day(_ policy: RetentionPolicy) -> String? {
            policy.cutoff(now: now, calendar: calendar).map { CalendarDay($0, in: calendar).description }
        }
        #expect(day(.days30) == "2026-08-01")
        #expect(day(.days90) == "2026-06-02")
        #expect(day(.months6) == "2026-02-28")
        #expect(day(.year1) == "2025-08-31")
        #expect(day(.years2) == "2024-08-31")
        #expect(day(.forever) == nil)
        let cutoff = try #require(RetentionPolicy.days30.cutoff(now: now, calendar: calendar))
        #expect(calendar.dateComponents([.hour, .minute], from: cutoff) == DateComponents(hour: 0, minute: 0))
    }
}
