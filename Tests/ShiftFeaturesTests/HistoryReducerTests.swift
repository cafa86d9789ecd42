import Foundation
import ShiftFeatures
import ShiftModel
import ShiftTesting
import Testing

/// Pure transitions of the undo history and the change log.
@Suite("History and change-log reducers")
struct HistoryReducerTests {
    let calendar = Calendar.gregorian(timeZone: "Europe/Berlin")
    let day = CalendarDay("2026-11-23")
    var builder: ShiftBuilder { ShiftBuilder(calendar: calendar) }
    let time = Date(timeIntervalSince1970: 1_795_420_800)

    func commit(_ id: String, _ edits: [ShiftEdit], source: ShiftEditSource = .edit, step: String? = nil) -> HistoryCommit {
        HistoryCommit(id: id, time: time, user: "Sam", source: source, operation: ShiftOperation(edits), stepID: step)
    }

    func loaded(_ undo: UndoHistory = UndoHistory()) -> AppState {
        AppState(history: HistoryState(undo: undo, status: .loaded))
    }

    @Test("undo and redo are refused with a reason while they cannot start, and change nothing else")
    func refusals() {
        var state = AppState()
        HistoryReducer.reduce(&state, .undo)
        #expect(state.shiftEdit.notice == .error("The undo history is still loading; try again in a moment."))

        state = loaded()
        HistoryReducer.reduce(&state, .undo)
        #expect(state.shiftEdit.notice == Notice("Nothing to undo."))
        HistoryReducer.reduce(&state, .redo)
        #expect(state.shiftEdit.notice == Notice("Nothing to redo."))

        state.history.status = .failed("Cannot read /d/undo.json: it is not valid JSON.")
        HistoryReducer.reduce(&state, .undo)
        #expect(state.shiftEdit.notice == .error("Undo is not available: Cannot read /d/undo.json: it is not valid JSON."))

        var history = UndoHistory()
        history.apply(.record(UndoStep(id: "s1", title: "t", time: time, operation: ShiftOperation([]))))
        state = loaded(history)
        state.shiftEdit.isApplying = true
        HistoryReducer.reduce(&state, .undo)
        #expect(state.shiftEdit.notice == .error("A change is being saved; try again in a moment."))
        state.shiftEdit = ShiftEditState()
        let before = state
        HistoryReducer.reduce(&state, .undo)
        #expect(state == before)
    }

    @Test("a recorded edit pushes its step; an undo moves it; entries join a loaded log only")
    func recorded() {
        let early = builder.shift("E", on: day, from: 6, to: 14)
        let add = commit("c1", [.add(early)])
        var state = loaded()
        HistoryReducer.reduce(&state, .recorded(add))
        #expect(state.history.undo.undo == [UndoStep(id: "c1", title: "Added E Early on 2026-11-23", time: time,
                                                     operation: add.operation)])
        #expect(state.changeLog.entries == [])

        state.changeLog.status = .loaded
        let undo = commit("c2", [.delete(early)], source: .undo, step: "c1")
        HistoryReducer.reduce(&state, .recorded(undo))
        #expect(state.history.undo.undo == [])
        #expect(state.history.undo.redo.map(\.id) == ["c1"])
        #expect(state.changeLog.entries == [ChangeLogEntry(
            id: "c2-1", changeID: "c2", time: time, user: "Sam", day: day, kind: .delete, source: .undo,
            before: early, after: nil)])
    }

    @Test("the step an undo or redo moves is the next one, matched by its operation")
    func stepForOperation() {
        let early = builder.shift("E", on: day, from: 6, to: 14)
        let operation = ShiftOperation([.add(early)])
        var history = UndoHistory()
        history.apply(.record(UndoStep(id: "c1", title: "t", time: time, operation: operation)))
        let state = HistoryState(undo: history, status: .loaded)
        #expect(state.step(for: operation.inverse, source: .undo)?.id == "c1")
        #expect(state.step(for: operation, source: .undo) == nil)
        #expect(state.step(for: operation, source: .edit) == nil)
        #expect(state.step(for: operation, source: .redo) == nil)
    }

    @Test("the change log: newest first, search filters, selection stays in range")
    func searchAndSelection() {
        let early = builder.shift("E", on: day, from: 6, to: 14)
        let late = builder.shift("L", on: day.adding(days: 1), from: 14, to: 22)
        let entries = commit("c1", [.add(early)]).entries + commit("c2", [.add(late)]).entries
            + commit("c3", [.change(.switchType, from: late, to: early, reason: "swap with Kim")]).entries
        var state = AppState(changeLog: ChangeLogState(entries: entries, status: .loaded))
        #expect(state.changeLog.visible.map(\.id) == ["c3-1", "c2-1", "c1-1"])
        ChangeLogReducer.reduce(&state, .moveSelection(by: 5))
        #expect(state.changeLog.selection == 2)
        ChangeLogReducer.reduce(&state, .search(.begin))
        for character in "kim" { ChangeLogReducer.reduce(&state, .search(.edit(.insert(String(character))))) }
        #expect(state.changeLog.visible.map(\.id) == ["c3-1"])
        #expect(state.changeLog.selection == 0)
        ChangeLogReducer.reduce(&state, .search(.cancel))
        ChangeLogReducer.reduce(&state, .search(.begin))
        for character in "late" { ChangeLogReducer.reduce(&state, .search(.edit(.insert(String(character))))) }
        #expect(state.changeLog.visible.map(\.id) == ["c3-1", "c2-1"])
        for character in " 11-24" { ChangeLogReducer.reduce(&state, .search(.edit(.insert(String(character))))) }
        #expect(state.changeLog.visible.map(\.id) == ["c2-1"])
    }

    @Test("clear all asks with the count; n keeps, y starts the removal; the result empties the log")
    func clearAll() {
        let early = builder.shift("E", on: day, from: 6, to: 14)
        var state = AppState(changeLog: ChangeLogState(entries: commit("c1", [.add(early), .delete(early)]).entries,
                                                       status: .loaded))
        ChangeLogReducer.reduce(&state, .clearAll)
        #expect(state.changeLog.question == .clearAll(count: 2))
        ChangeLogReducer.reduce(&state, .confirm(false))
        #expect(state.changeLog.question == nil)
        #expect(!state.changeLog.isRemoving)
        ChangeLogReducer.reduce(&state, .clearAll)
        ChangeLogReducer.reduce(&state, .confirm(true))
        #expect(state.changeLog.removing == .clearAll(count: 2))
        #expect(state.changeLog.isRemoving)
        ChangeLogReducer.reduce(&state, .purged(.success(.clearAll(count: 2)), onLaunch: false))
        #expect(state.changeLog == ChangeLogState(status: .loaded, notice: Notice("Removed all 2 entries.")))
        ChangeLogReducer.reduce(&state, .clearAll)
        #expect(state.changeLog.notice == Notice("The change log is empty."))

        var loading = AppState(changeLog: ChangeLogState(status: .loading))
        ChangeLogReducer.reduce(&loading, .clearAll)
        #expect(loading.changeLog.notice == .error("The change log is still loading; try again in a moment."))
        #expect(loading.changeLog.question == nil)
    }

    @Test("purge: nothing for forever, nothing when none is older, else a question; the result drops the old ones")
    func purge() {
        let early = builder.shift("E", on: day, from: 6, to: 14)
        var old = commit("c1", [.add(early)])
        old.time = time.addingTimeInterval(-40 * 86_400)
        let entries = old.entries + commit("c2", [.delete(early)]).entries
        var state = AppState(changeLog: ChangeLogState(entries: entries, status: .loaded))
        ChangeLogReducer.reduce(&state, .purgePlanned(nil))
        #expect(state.changeLog.notice == Notice("The retention policy keeps entries 1 year (screen 6 changes it); nothing to purge."))
        let cutoff = time.addingTimeInterval(-30 * 86_400)
        ChangeLogReducer.reduce(&state, .purgePlanned(PurgePlan(cutoff: cutoff, policy: .days30, count: 0)))
        #expect(state.changeLog.notice == Notice("No entries older than 30 days; nothing to purge."))
        let plan = PurgePlan(cutoff: cutoff, policy: .days30, count: 1)
        ChangeLogReducer.reduce(&state, .purgePlanned(plan))
        #expect(state.changeLog.question == .purge(plan))
        #expect(state.changeLog.notice == nil)
        ChangeLogReducer.reduce(&state, .confirm(true))
        ChangeLogReducer.reduce(&state, .purged(.success(plan), onLaunch: false))
        #expect(state.changeLog.entries.map(\.id) == ["c2-1"])
        #expect(state.changeLog.notice == Notice("Removed 1 entry older than 30 days."))
        #expect(!state.changeLog.isRemoving)

        // At launch, nothing removed says nothing.
        state.changeLog.notice = nil
        ChangeLogReducer.reduce(&state, .purged(.success(PurgePlan(cutoff: cutoff, policy: .days30, count: 0)), onLaunch: true))
        #expect(state.changeLog.notice == nil)
        ChangeLogReducer.reduce(&state, .purged(.failure(UserFacingError(message: "Cannot save /d/changelog.jsonl: disk full.")),
                                                onLaunch: false))
        #expect(state.changeLog.notice == .error("Cannot save /d/changelog.jsonl: disk full."))
    }
}

extension EditFixtures {
    /// The commit the edit middleware records for an edit: by the catalog's
    /// (empty) display name, now.
    func recordedEdit(_ operation: ShiftOperation, id: String) -> HistoryCommit {
        HistoryCommit(id: id, time: clock.now(), user: "", source: .edit, operation: operation)
    }

    /// The undo step that edit pushes.
    func step(_ operation: ShiftOperation, id: String) -> UndoStep {
        UndoStep(id: id, title: operation.summary, time: clock.now(), operation: operation)
    }
}
