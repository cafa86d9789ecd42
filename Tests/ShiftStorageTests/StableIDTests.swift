import Foundation
import Redux
import ShiftFeatures
import ShiftInMemoryServices
import ShiftModel
import ShiftTesting
import Testing
@testable import ShiftStorage

/// Shift ids stay the same across loads and across edits of other events,
/// also when events share a UID (recurrence exceptions, true duplicates),
/// so that deleting one and undoing that brings back exactly the ids before.
@Suite struct StableIDTests {
    static func event(_ uid: String, day: Int, _ extra: String...) -> String {
        crlf(["BEGIN:VEVENT", "UID:\(uid)", "DTSTART:202611\(day)T050000Z", "DTEND:202611\(day)T130000Z",
              "SUMMARY:Shift \(day)"] + extra + ["END:VEVENT"])
    }

    static func file(_ body: String) -> String {
        crlf("BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//x//EN") + body + crlf("END:VCALENDAR")
    }

    /// The ids true duplicates get: the UID, `#`, and the 64-bit FNV-1a hash
    /// of the event's lines without their CRs, in hex. Written out (worked out
    /// apart from the code) so that a change of the hash, which would change
    /// the ids the undo history names, fails here.
    static let secondID: ShiftID = "same#1791078934a2c8a9"
    static let thirdID: ShiftID = "same#c124e160b8ef352c"
    static let fourthID: ShiftID = "same#6a5e7479c5cea087"

    /// The ids a fresh service reads from the file, in file order.
    static func freshIDs(_ directory: URL, _ calendar: Calendar) async throws -> [ShiftID] {
        try await makeService(in: directory, calendar: calendar).shifts(in: wholeYear(calendar)).map(\.id)
    }

    static let first = event("same", day: 23)
    static let second = event("same", day: 24)
    static let third = event("same", day: 25)

    @Test func trueDuplicatesGetTheUIDThenHashesOfTheirOwnText() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            try write(Self.file(Self.first + Self.second + Self.third), to: DataDirectory.calendarFile(in: directory))
            let expected: [ShiftID] = ["same", Self.secondID, Self.thirdID]
            #expect(try await Self.freshIDs(directory, calendar) == expected)
            // Another program appending a fourth changes none of them.
            let fourth = Self.event("same", day: 26)
            try write(Self.file(Self.first + Self.second + Self.third + fourth), to: DataDirectory.calendarFile(in: directory))
            #expect(try await Self.freshIDs(directory, calendar) == expected + [Self.fourthID])
        }
    }

    /// Each of the three deleted and re-created (as an undo does: a new
    /// shift with the same id and content): every id as before, in this
    /// service and in a fresh one, and no UID but the original.
    @Test(arguments: [0, 1, 2])
    func deletingAnyOfThreeAndRecreatingItKeepsEveryID(victim: Int) async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            let file = DataDirectory.calendarFile(in: directory)
            try write(Self.file(Self.first + Self.second + Self.third), to: file)
            let service = makeService(in: directory, calendar: calendar)
            let before = try await service.shifts(in: wholeYear(calendar))
            let ids = before.map(\.id)

            try await service.delete([ids[victim]])
            let remaining = ids.enumerated().filter { $0.offset != victim }.map(\.element)
            #expect(try await service.shifts(in: wholeYear(calendar)).map(\.id) == remaining)
            #expect(try await Self.freshIDs(directory, calendar) == remaining)

            try await service.create([before[victim]])
            let restored = remaining + [ids[victim]]
            #expect(try await service.shifts(in: wholeYear(calendar)).map(\.id) == restored)
            #expect(try await Self.freshIDs(directory, calendar) == restored)
            #expect(Set(try await service.shifts(in: wholeYear(calendar))) == Set(before))

            let text = try readText(file)
            #expect(text.components(separatedBy: "UID:same\r\n").count == 4)
            #expect(!text.contains("UID:same#"))
            // The other two kept their bytes, but for the X-SHIFTS-ID line a
            // survivor needs when it takes the first place.
            for (index, block) in [Self.first, Self.second, Self.third].enumerated() where index != victim {
                let id = ids[index]
                let stamped = victim == 0 && index == 1
                let expected = stamped
                    ? block.replacingOccurrences(of: "END:VEVENT", with: "X-SHIFTS-ID:\(id)\r\nEND:VEVENT") : block
                #expect(eventBlock(containing: "SUMMARY:Shift \(23 + index)", in: text) == expected)
            }
            // The re-created one carries its id next to the original UID.
            let recreated = try #require(eventBlock(containing: "SUMMARY:Shift \(23 + victim)", in: text))
            #expect(recreated.contains("UID:same\r\n"))
            #expect(recreated.contains("X-SHIFTS-ID:\(ids[victim])\r\n"))
        }
    }

    @Test func updatingADuplicateKeepsItsIDAndTheOthers() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            let file = DataDirectory.calendarFile(in: directory)
            try write(Self.file(Self.first + Self.second + Self.third), to: file)
            let service = makeService(in: directory, calendar: calendar)
            var shifts = try await service.shifts(in: wholeYear(calendar))
            let ids = shifts.map(\.id)
            shifts[2].title = "Changed"
            shifts[0].notes = "first changed too"
            try await service.update([shifts[2], shifts[0]])
            #expect(try await service.shifts(in: wholeYear(calendar)) == shifts)
            #expect(try await Self.freshIDs(directory, calendar) == ids)
            let text = try readText(file)
            #expect(eventBlock(containing: "SUMMARY:Changed", in: text)?.contains("X-SHIFTS-ID:\(ids[2])\r\n") == true)
            // The first keeps its UID as its id: nothing to add.
            #expect(eventBlock(containing: "first changed too", in: text)?.contains("X-SHIFTS-ID") == false)
            #expect(eventBlock(containing: "SUMMARY:Shift 24", in: text) == Self.second)
        }
    }

    @Test func recurrenceExceptionsAreIdentifiedByUIDAndRecurrenceID() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            let file = DataDirectory.calendarFile(in: directory)
            let master = Self.event("weekly", day: 16, "RRULE:FREQ=WEEKLY;COUNT=4")
            let moved = Self.event("weekly", day: 24, "RECURRENCE-ID:20261123T050000Z")
            let dated = Self.event("weekly", day: 30, "RECURRENCE-ID;VALUE=DATE:20261130")
            try write(Self.file(moved + master + dated), to: file)
            let service = makeService(in: directory, calendar: calendar)
            let shifts = try await service.shifts(in: wholeYear(calendar))
            #expect(shifts.map(\.id) == ["weekly#20261123T050000Z", "weekly", "weekly#20261130"])

            // Deleting the master changes neither exception, and nothing else is written.
            try await service.delete(["weekly"])
            #expect(try readText(file) == Self.file(moved + dated))
            #expect(try await Self.freshIDs(directory, calendar) == ["weekly#20261123T050000Z", "weekly#20261130"])

            // An exception deleted and re-created keeps its id, under its UID.
            try await service.delete(["weekly#20261123T050000Z"])
            try await service.create([shifts[0]])
            #expect(try await Self.freshIDs(directory, calendar) == ["weekly#20261130", "weekly#20261123T050000Z"])
            let recreated = try #require(eventBlock(containing: "SUMMARY:Shift 24", in: try readText(file)))
            #expect(recreated.contains("UID:weekly\r\n"))
            #expect(recreated.contains("X-SHIFTS-ID:weekly#20261123T050000Z\r\n"))
        }
    }

    @Test func aNewEventsUIDIsItsIDUnlessTheIDIsMadeFromAUID() {
        #expect(EventIDs.uid(forNew: "3f1c9a2e-6b1d") == "3f1c9a2e-6b1d")
        #expect(EventIDs.uid(forNew: "same#00ff00ff00ff00ff") == "same")
        #expect(EventIDs.uid(forNew: "weekly#20261123T050000Z") == "weekly")
        #expect(EventIDs.uid(forNew: "weekly#20261130") == "weekly")
        #expect(EventIDs.uid(forNew: "same#2") == "same")
        #expect(EventIDs.uid(forNew: "a#b#0123456789abcdef") == "a#b")
        // Not made from a UID: kept whole.
        #expect(EventIDs.uid(forNew: "#2") == "#2")
        #expect(EventIDs.uid(forNew: "room#B12") == "room#B12")
        #expect(EventIDs.uid(forNew: "x#0123456789ABCDEF") == "x#0123456789ABCDEF")
        #expect(EventIDs.uid(forNew: "x#20261123T05") == "x#20261123T05")
    }

    @Test func anIDIsStampedAsLibicalReadsItBackEvenWhenLongOrEscaped() throws {
        let block = ArraySlice(Array(crlf("BEGIN:VEVENT", "UID:x", "END:VEVENT").utf8))
        let long = ShiftID(String(repeating: "é", count: 40) + "\\tail")
        let stamped = EventIDStamp.inserting(long, into: block)
        let text = String(decoding: stamped, as: UTF8.self)
        #expect(text.hasPrefix("BEGIN:VEVENT\r\nUID:x\r\nX-SHIFTS-ID:"))
        #expect(text.hasSuffix("\r\nEND:VEVENT\r\n"))
        for line in text.components(separatedBy: "\r\n") { #expect(line.utf8.count <= 75) }
        #expect(EventCodec.identity(of: ArraySlice(stamped)) == EventCodec.Identity(uid: "x", shiftsID: long.rawValue))
        let summary = EventPreScan.summary(of: ArraySlice(stamped))
        #expect(summary.shiftsID == .needsLibical)
        // An LF event gets an LF line.
        let lf = EventIDStamp.inserting("a#1", into: ArraySlice(Array("BEGIN:VEVENT\nUID:a\nEND:VEVENT\n".utf8)))
        #expect(String(decoding: lf, as: UTF8.self) == "BEGIN:VEVENT\nUID:a\nX-SHIFTS-ID:a#1\nEND:VEVENT\n")
    }

    /// A UID only libical reads (an escape) is the first of its UID like any
    /// other: its id stays the UID across a write elsewhere.
    @Test func aUIDOnlyLibicalReadsKeepsItsIDAcrossAWrite() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            let file = DataDirectory.calendarFile(in: directory)
            try write("BEGIN:VCALENDAR\nVERSION:2.0\nBEGIN:VEVENT\nUID:a\\,b\nDTSTART:20261123T050000Z\nEND:VEVENT\n"
                + "BEGIN:VEVENT\nUID:a\\,b\nDTSTART:20261124T050000Z\nEND:VEVENT\nEND:VCALENDAR\n", to: file)
            let service = makeService(in: directory, calendar: calendar)
            let ids = try await service.shifts(in: wholeYear(calendar)).map(\.id)
            #expect(ids.first == "a,b")
            #expect(ids.last.map { $0.rawValue.hasPrefix("a,b#") && $0.rawValue.count == 20 } == true)
            try await service.create([try UnreadableFileTests.newShift(calendar)])
            #expect(try await Self.freshIDs(directory, calendar) == ids + ["new"])
        }
    }

    /// An event that does not read is never changed, not even to keep its
    /// id; a re-created first event still gets its id back.
    @Test func anUnreadableDuplicateIsNeverStamped() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            let file = DataDirectory.calendarFile(in: directory)
            let bad = crlf("BEGIN:VEVENT", "UID:same", "DTSTART:2026bad", "END:VEVENT")
            try write(Self.file(Self.first + bad), to: file)
            let service = makeService(in: directory, calendar: calendar)
            let first = try #require(try await service.shifts(in: wholeYear(calendar)).first)
            #expect(first.id == "same")
            try await service.delete(["same"])
            #expect(try readText(file) == Self.file(bad))
            try await service.create([first])
            #expect(try await Self.freshIDs(directory, calendar) == ["same"])
            #expect(eventBlock(containing: "DTSTART:2026bad", in: try readText(file)) == bad)
        }
    }
}

/// The same through the app: delete one of three shifts that share a UID,
/// then undo; every id is what it was, so the undo and a redo both apply.
@Suite("Stable ids through the app's undo")
@UIActor
struct StableIDUndoTests {
    @Test func deleteOneOfThreeSharingAUIDThenUndo() async throws {
        try await withTemporaryDirectory { directory in
            let calendar = try calendar()
            let file = DataDirectory.calendarFile(in: directory)
            try write(StableIDTests.file(StableIDTests.first + StableIDTests.second + StableIDTests.third), to: file)
            let service = makeService(in: directory, calendar: calendar)
            var state = AppState()
            state.catalog = CatalogState(catalog: .defaults(), status: .loaded, isSaved: true)
            let store = AppReducer.makeStore(services: ServiceContainer.inMemory(
                calendar: service, clock: FixedClock(calendar: calendar, instant: stampInstant)), state: state)
            let before = try await service.shifts(in: wholeYear(calendar))

            for victim in before {
                await store.dispatch(.shiftEdit(.request([.delete(victim)])))
                #expect(Set(try await service.shifts(in: wholeYear(calendar)).map(\.id))
                    == Set(before.map(\.id)).subtracting([victim.id]))
                await store.dispatch(.history(.undo))
                #expect(store.state.shiftEdit.notice?.change == "undo: Added Shift \(victim.day.day) on \(victim.day)")
                #expect(Set(try await service.shifts(in: wholeYear(calendar))) == Set(before))
                #expect(Set(try await StableIDTests.freshIDs(directory, calendar)) == Set(before.map(\.id)))
            }
        }
    }
}
