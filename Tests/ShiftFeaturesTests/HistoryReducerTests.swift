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

    @Test("undo and redo always start: the history on disk says whether there is a step")
    func undoStarts() throws {
        // Not loaded, or nothing in this copy: u still goes to the history on disk.
        for var start in [AppState(), loaded()] {
            start.history.staleStep = StaleStep(step: UndoStep(id: "s", title: "t", time: time, operation: ShiftOperation([])),
                                                list: .undo, refusal: ShiftEditRefusal(.gone(builder.shift("E", on: day, from: 6, to: 14)),
                                                                          calendar: calendar))
            var expected = start
            expected.history.staleStep = nil
            expected.shiftEdit.isApplying = true
            for action in [HistoryAction.undo, .redo] {
                var after = start
                AppReducer.reducer.reduce(&after, .history(action))
                #expect(after == expected)
            }
            // y to the drop question starts the drop the same way.
            var dropping = start
            AppReducer.reducer.reduce(&dropping, .history(.drop(try #require(start.history.staleStep))))
            #expect(dropping == expected)
        }
    }

    @Test("a recorded change takes the undo history the service reports, its catalog edit and its log entries")
    func recorded() {
        let early = builder.shift("E", on: day, from: 6, to: 14)
        let add = commit("c1", [.add(early)])
        let history = UndoHistory(undo: [UndoStep(id: "c1", title: "Added E Early on 2026-11-23", time: time,
                                                  operation: add.operation)])
        var state = AppState(catalog: CatalogState(catalog: .defaults(), status: .loaded, isSaved: true))
        AppReducer.reducer.reduce(&state, .shiftEdit(.applied(HistoryRecord(commit: add, undo: history), source: .edit)))
        #expect(state.history == HistoryState(undo: history, status: .loaded))
        #expect(state.changeLog.entries == [])

        state.changeLog.status = .loaded
        let before = Catalog.defaults().shiftTypes[0]
        var after = before
        after.duration = .timed(start: TimeOfDay(hour: 6, minute: 0), end: TimeOfDay(hour: 15, minute: 0))
        let retimed = builder.shift("E", on: day, from: 6, to: 15)
        var typeEdit = commit("c2", [.change(.typeEdit, from: early, to: retimed)])
        typeEdit.operation.catalog = .shiftType(before: before, after: after)
        // The undo history could not be read: the state keeps what it had.
        AppReducer.reducer.reduce(&state, .shiftEdit(.applied(HistoryRecord(commit: typeEdit, undo: nil), source: .edit)))
        #expect(state.history == HistoryState(undo: history, status: .loaded))
        #expect(state.catalog.catalog.shiftTypes[0] == after)
        #expect(state.changeLog.entries == [ChangeLogEntry(
            id: "c2-1", changeID: "c2", time: time, user: "Sam", day: nil, kind: .typeEdit, source: .edit,
            before: nil, after: nil, changeSize: 1, catalog: .shiftType(before: before, after: after))])
        #expect(state.shiftEdit.notice?.change == "edit: Edited shift type E Early; 1 shift updated")
    }

    @Test("reading the change log again while shown keeps what the last action said (its own purge wrote the file)")
    func changeLogReloadKeepsTheNotice() {
        var state = AppState(changeLog: ChangeLogState(status: .loaded, notice: .removed(.clearAll(count: 8), onLaunch: false)))
        AppReducer.reducer.reduce(&state, .changeLog(.load))
        #expect(state.changeLog == ChangeLogState(status: .loaded, notice: .removed(.clearAll(count: 8), onLaunch: false)))
        // A first read starts afresh.
        var first = AppState(changeLog: ChangeLogState(status: .notLoaded, notice: .changeLogEmpty))
        AppReducer.reducer.reduce(&first, .changeLog(.load))
        #expect(first.changeLog == ChangeLogState(status: .loading))
    }

    @Test("the change log: newest first, search filters, selection stays in range")
    func searchAndSelection() {
        let early = builder.shift("E", on: day, from: 6, to: 14)
        let late = builder.shift("L", on: day.adding(days: 1), from: 14, to: 22)
        let entries = commit("c1", [.add(early)]).entries + commit("c2", [.add(late)]).entries
            + commit("c3", [.change(.switchType, from: late, to: early, reason: "swap with Kim")]).entries
        var state = AppState(changeLog: ChangeLogState(entries: entries, status: .loaded))
        #expect(state.changeLog.visible.map(\.id) == ["c3-1", "c2-1", "c1-1"])
        AppReducer.reducer.reduce(&state, .changeLog(.moveSelection(by: 5)))
        #expect(state.changeLog.selection == 2)
        AppReducer.reducer.reduce(&state, .changeLog(.search(.begin)))
        for character in "kim" { AppReducer.reducer.reduce(&state, .changeLog(.search(.edit(.insert(String(character)))))) }
        #expect(state.changeLog.visible.map(\.id) == ["c3-1"])
        #expect(state.changeLog.selection == 0)
        AppReducer.reducer.reduce(&state, .changeLog(.search(.cancel)))
        AppReducer.reducer.reduce(&state, .changeLog(.search(.begin)))
        for character in "late" { AppReducer.reducer.reduce(&state, .changeLog(.search(.edit(.insert(String(character)))))) }
        #expect(state.changeLog.visible.map(\.id) == ["c3-1", "c2-1"])
        for character in " 11-24" { AppReducer.reducer.reduce(&state, .changeLog(.search(.edit(.insert(String(character)))))) }
        #expect(state.changeLog.visible.map(\.id) == ["c2-1"])
    }

    @Test("clear all asks with the count; n keeps, y starts the removal; the result empties the log")
    func clearAll() {
        let early = builder.shift("E", on: day, from: 6, to: 14)
        var state = AppState(changeLog: ChangeLogState(entries: commit("c1", [.add(early), .delete(early)]).entries,
                                                       status: .loaded))
        AppReducer.reducer.reduce(&state, .changeLog(.clearAll))
        #expect(state.changeLog.question == .clearAll(count: 2))
        AppReducer.reducer.reduce(&state, .changeLog(.declined))
        #expect(state.changeLog.question == nil)
        #expect(!state.changeLog.isRemoving)
        AppReducer.reducer.reduce(&state, .changeLog(.clearAll))
        AppReducer.reducer.reduce(&state, ChangeLogIntent.answer(true, in: state)!)
        #expect(state.changeLog.removing == .clearAll(count: 2))
        #expect(state.changeLog.isRemoving)
        AppReducer.reducer.reduce(&state, .changeLog(.purged(.success(.clearAll(count: 2)), onLaunch: false)))
        #expect(state.changeLog == ChangeLogState(status: .loaded, notice: .removed(.clearAll(count: 2), onLaunch: false)))
        AppReducer.reducer.reduce(&state, .changeLog(.clearAll))
        #expect(state.changeLog.notice == .changeLogEmpty)

        var loading = AppState(changeLog: ChangeLogState(status: .loading))
        AppReducer.reducer.reduce(&loading, .changeLog(.clearAll))
        #expect(loading.changeLog.notice == .changeLogBusy(.loading))
        #expect(loading.changeLog.question == nil)
    }

    @Test("purge: nothing for forever, nothing when none is older, else a question; the result drops the old ones")
    func purge() {
        let early = builder.shift("E", on: day, from: 6, to: 14)
        var old = commit("c1", [.add(early)])
        old.time = time.addingTimeInterval(-40 * 86_400)
        let entries = old.entries + commit("c2", [.delete(early)]).entries
        var state = AppState(changeLog: ChangeLogState(entries: entries, status: .loaded))
        AppReducer.reducer.reduce(&state, .changeLog(.purgePlanned(nil)))
        #expect(state.changeLog.notice == .retentionKeepsAll(.year1))
        let cutoff = time.addingTimeInterval(-30 * 86_400)
        AppReducer.reducer.reduce(&state, .changeLog(.purgePlanned(PurgePlan(cutoff: cutoff, policy: .days30, count: 0))))
        #expect(state.changeLog.notice == .nothingOlderThan(.days30))
        let plan = PurgePlan(cutoff: cutoff, policy: .days30, count: 1)
        AppReducer.reducer.reduce(&state, .changeLog(.purgePlanned(plan)))
        #expect(state.changeLog.question == .purge(plan))
        #expect(state.changeLog.notice == nil)
        AppReducer.reducer.reduce(&state, ChangeLogIntent.answer(true, in: state)!)
        AppReducer.reducer.reduce(&state, .changeLog(.purged(.success(plan), onLaunch: false)))
        #expect(state.changeLog.entries.map(\.id) == ["c2-1"])
        #expect(state.changeLog.notice == .removed(plan, onLaunch: false))
        #expect(!state.changeLog.isRemoving)

        // At launch, nothing removed says nothing.
        state.changeLog.notice = nil
        AppReducer.reducer.reduce(&state, .changeLog(.purged(.success(PurgePlan(cutoff: cutoff, policy: .days30, count: 0)), onLaunch: true)))
        #expect(state.changeLog.notice == nil)
        AppReducer.reducer.reduce(&state, .changeLog(.purged(.failure(UserFacingError(message: "Cannot save /d/changelog.jsonl: disk full.")),
                                                onLaunch: false)))
        #expect(state.changeLog.notice == .failed("Cannot save /d/changelog.jsonl: disk full."))
    }
}

extension EditFixtures {
    /// The commit the edit middleware records for an edit: by the catalog's
    /// (empty) display name, now.
    func recordedEdit(_ operation: ShiftOperation, id: String) -> HistoryCommit {
        HistoryCommit(id: id, time: clock.now(), user: "", source: .edit, operation: operation)
    }

    /// What the history service reports for that edit, the first change
    /// of an empty history.
    func record(_ operation: ShiftOperation, id: String) -> HistoryRecord {
        HistoryRecord(commit: recordedEdit(operation, id: id), undo: UndoHistory(undo: [step(operation, id: id)]))
    }

    /// The undo step that edit pushes.
    func step(_ operation: ShiftOperation, id: String) -> UndoStep {
        UndoStep(id: id, title: operation.summary, time: clock.now(), operation: operation)
    }
}
