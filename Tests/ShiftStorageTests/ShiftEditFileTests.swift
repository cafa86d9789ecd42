import Foundation
import Redux
import ShiftFeatures
import ShiftInMemoryServices
import ShiftModel
import ShiftTesting
import Testing
@testable import ShiftStorage

/// Every change through the one edit path, on the real file: after each
/// add, switch, delete (and an undo's inverse) the file holds exactly the
/// expected events, byte for byte, and a refused change writes nothing.
@Suite("Editing shifts on the real calendar file")
@UIActor
struct ShiftEditFileTests {
    let day = CalendarDay(year: 2026, month: 3, day: 6)

    func makeStore(_ directory: URL, _ calendar: Calendar) -> AppStore {
        let clock = FixedClock(calendar: calendar, instant: stampInstant)
        let service = makeService(in: directory, calendar: calendar)
        var state = AppState()
        state.catalog = CatalogState(catalog: .defaults(), status: .loaded, isSaved: true)
        return AppReducer.makeStore(services: ServiceContainer.inMemory(calendar: service, clock: clock,
                                                                      ids: SequentialIDGenerator(prefix: "uid-")),
                                    state: state)
    }

    /// The VEVENT blocks of the file, in order.
    func events(_ directory: URL) throws -> [String] {
        let text = try readText(DataDirectory.calendarFile(in: directory))
        return text.components(separatedBy: "BEGIN:VEVENT").dropFirst().map { block in
            "BEGIN:VEVENT" + (block.components(separatedBy: "END:VEVENT").first ?? "") + "END:VEVENT\r\n"
        }
    }

    func event(_ lines: String...) -> String { lines.map { $0 + "\r\n" }.joined() }

    @Test("add, switch (notes and sick kept), delete, and the undo of the delete leave exactly the expected events")
    func addSwitchDeleteUndo() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            let store = makeStore(directory, calendar)

            await store.dispatch(.shiftEdit(.request([.add("early", on: day, notes: "bring keys")])))
            let added = event(
                "BEGIN:VEVENT", "UID:uid-1", "DTSTAMP:20260301T120000Z",
                "DTSTART;TZID=Europe/Berlin:20260306T060000", "DTEND;TZID=Europe/Berlin:20260306T140000",
                "SUMMARY:Early", "LOCATION:Main site", "DESCRIPTION:bring keys", "X-SHIFTS-SYMBOL:E",
                "X-SHIFTS-TYPE-ID:early", "END:VEVENT")
            #expect(try events(directory) == [added])
            #expect(store.state.shiftEdit.notice?.change == "edit: Added E Early on 2026-03-06")

            let early = try #require(store.state.shiftEdit.lastOperation?.edits.first?.after)
            await store.dispatch(.shiftEdit(.request([.markSick(early, reason: "flu")])))
            let sick = try #require(store.state.shiftEdit.lastOperation?.edits.first?.after)
            await store.dispatch(.shiftEdit(.request([.switchType(sick, to: "late", reason: "swap")])))
            let switched = event(
                "BEGIN:VEVENT", "UID:uid-1", "DTSTAMP:20260301T120000Z",
                "DTSTART;TZID=Europe/Berlin:20260306T140000", "DTEND;TZID=Europe/Berlin:20260306T220000",
                "SUMMARY:Late (sick)", "LOCATION:Main site", "DESCRIPTION:bring keys", "X-SHIFTS-SYMBOL:L",
                "X-SHIFTS-TYPE-ID:late", "CATEGORIES:SICK", "X-SHIFTS-SICK:TRUE", "X-SHIFTS-SICK-REASON:flu",
                "LAST-MODIFIED:20260301T120000Z", "SEQUENCE:2", "END:VEVENT")
            #expect(try events(directory) == [switched])

            let late = try #require(store.state.shiftEdit.lastOperation?.edits.first?.after)
            await store.dispatch(.shiftEdit(.request([.delete(late)])))
            #expect(try events(directory) == [])

            // The undo of the delete puts the same shift back (as a new block).
            await store.dispatch(.history(.undo))
            #expect(store.state.shiftEdit.notice?.change == "undo: Added L Late on 2026-03-06")
            let restored = event(
                "BEGIN:VEVENT", "UID:uid-1", "DTSTAMP:20260301T120000Z",
                "DTSTART;TZID=Europe/Berlin:20260306T140000", "DTEND;TZID=Europe/Berlin:20260306T220000",
                "SUMMARY:Late (sick)", "LOCATION:Main site", "DESCRIPTION:bring keys", "X-SHIFTS-SYMBOL:L",
                "X-SHIFTS-TYPE-ID:late", "CATEGORIES:SICK", "X-SHIFTS-SICK:TRUE", "X-SHIFTS-SICK-REASON:flu", "END:VEVENT")
            #expect(try events(directory) == [restored])
        }
    }

    @Test("an add into an overlap and a stale undo write nothing and say why")
    func refusalsWriteNothing() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            let store = makeStore(directory, calendar)
            let file = DataDirectory.calendarFile(in: directory)
            await store.dispatch(.shiftEdit(.request([.add("night", on: day, notes: "")])))
            let addition = try #require(store.state.shiftEdit.lastOperation)
            let before = try Data(contentsOf: file)

            await store.dispatch(.shiftEdit(.request([.add("off", on: day, notes: "")])))
            #expect(store.state.shiftEdit.notice == .changeRefused("Cannot add O Off (all day) on Fri 2026-03-06: it overlaps "
                + "N Night 22:00–06:00 on Fri 2026-03-06. Nothing was changed."))
            // Yesterday's overnight shift does not block an all-day entry the next day.
            await store.dispatch(.shiftEdit(.request([.add("off", on: day.adding(days: 1), notes: "")])))
            #expect(try events(directory).count == 2)
            let withOff = try Data(contentsOf: file)
            #expect(withOff != before)

            // Another program changes the notes of the newest step's shift:
            // undoing it is refused, says which shift, and writes nothing.
            let off = try #require(store.state.shiftEdit.lastOperation?.edits.first?.after)
            var elsewhere = off
            elsewhere.notes = "changed elsewhere"
            try await makeService(in: directory, calendar: calendar).update([elsewhere])
            let changedElsewhere = try Data(contentsOf: file)
            await store.dispatch(.history(.undo))
            #expect(store.state.shiftEdit.notice == .changeRefused("O Off (all day) on Sat 2026-03-07 was changed since (its notes "
                + "changed), so this cannot be undone or redone. Nothing was changed."))
            #expect(try Data(contentsOf: file) == changedElsewhere)
            let stale = try #require(store.state.history.staleStep)
            #expect(stale.step.operation.edits.first?.after == off)

            // Dropping it makes the add of the night the next step: u undoes it.
            await store.dispatch(.history(.drop(stale)))
            await store.dispatch(.history(.undo))
            #expect(store.state.shiftEdit.notice?.change == "undo: Deleted N Night on 2026-03-06")
            #expect(try events(directory).count == 1)
            #expect(addition.edits.count == 1)
        }
    }

    @Test("apply writes creates, updates and deletes in one write, or nothing when one id is wrong")
    func mixedChanges() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            let file = DataDirectory.calendarFile(in: directory)
            let service = try await EditTests.seeded(directory, calendar)
            let before = try Data(contentsOf: file)
            var b = try EditTests.shift("b", day: 6, calendar)
            b.notes = "changed"
            let d = try EditTests.shift("d", day: 8, calendar)

            // One wrong id in the middle: nothing is written.
            await #expect(throws: CalendarFileError.unknownID("nope", path: file.path)) {
                try await service.apply(CalendarChanges(create: [d], update: [b], delete: ["a", "nope"]))
            }
            await #expect(throws: CalendarFileError.invalidShift("b", problem: "it is listed twice in one change")) {
                try await service.apply(CalendarChanges(update: [b], delete: ["b"]))
            }
            #expect(try Data(contentsOf: file) == before)

            try await service.apply(CalendarChanges(create: [d], update: [b], delete: ["a"]))
            #expect(try await service.shifts(in: wholeYear(calendar)).map(\.id) == ["b", "c", "d"])
            #expect(try await service.shifts(in: wholeYear(calendar)).first?.notes == "changed")
            let text = try readText(file)
            #expect(eventBlock(containing: "UID:a", in: text) == nil)
            #expect(text.components(separatedBy: "BEGIN:VEVENT").count == 4)
        }
    }
}
