import Foundation
import ShiftModel
import Testing

@Suite("Undo history and change-log entries (C1, U1)")
struct HistoryModelTests {
    let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/Berlin") ?? calendar.timeZone
        return calendar
    }()

    func step(_ id: String) -> UndoStep {
        UndoStep(id: id, title: "Step \(id)", time: Date(timeIntervalSince1970: 0), operation: ShiftOperation([]))
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
        #expect(UndoHistory().limit == 50)
    }

    @Test("moves are idempotent and a move whose step is not next is ignored (crash recovery repeats them)")
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
        #expect(!history.reflects(.redo(stepID: "2")))
    }

    @Test("an entry says what happened: the kind, bulk, undo or redo")
    func actionLabels() {
        func entry(_ kind: ShiftEditKind, _ source: ShiftEditSource, size: Int = 1) -> ChangeLogEntry {
            ChangeLogEntry(id: "e", changeID: "c", time: Date(timeIntervalSince1970: 0), user: "Sam",
                           day: CalendarDay(year: 2026, month: 11, day: 23), kind: kind, source: source,
                           before: nil, after: nil, changeSize: size)
        }
        #expect(entry(.add, .edit).actionLabel == "add")
        #expect(entry(.switchType, .edit).actionLabel == "switch")
        #expect(entry(.add, .edit, size: 3).actionLabel == "bulk add")
        #expect(entry(.delete, .undo, size: 3).actionLabel == "undo: delete")
        #expect(entry(.unsick, .redo).actionLabel == "redo: unsick")
        #expect(entry(.sick, .edit, size: 2).isBulk)
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
