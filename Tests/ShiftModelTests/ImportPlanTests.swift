import Foundation
import ShiftModel
import Testing

@Suite("Import plan: events mapped to shift types, known ids skipped (I1)")
struct ImportPlanTests {
    static let start = Date(timeIntervalSince1970: 1_795_410_000)

    static func event(_ id: ShiftID, title: String, symbol: String? = nil, typeID: String? = nil,
                      location: String? = nil) -> ScheduledShift {
        ScheduledShift(id: id, day: CalendarDay(year: 2026, month: 11, day: 23), start: start,
                       end: start.addingTimeInterval(8 * 3600), title: title, symbol: symbol,
                       shiftTypeID: typeID, location: location, notes: "n")
    }

    @Test func eachEventFindsItsTypeByTypeIDSymbolOrTitleElseStaysUnknown() {
        let catalog = Catalog.defaults()
        let events = [
            Self.event("a", title: "Whatever", typeID: "night"),
            Self.event("b", title: "Something", symbol: "l"),
            Self.event("c", title: " e "),
            Self.event("d", title: "EARLY", location: "Ward 3"),
            Self.event("e", title: "Dentist", symbol: "Z", typeID: "gone"),
            Self.event("f", title: ""),
        ]
        let plan = ImportPlan(events: events, catalog: catalog, existing: [])
        #expect(plan.additions.map(\.match) == [.typeID, .symbol, .symbol, .title, .unknown, .unknown])
        #expect(plan.additions.map(\.shift.shiftTypeID) == ["night", "late", "early", "early", nil, nil])
        #expect(plan.additions.map(\.shift.symbol) == ["N", "L", "E", "E", "Z", nil])
        // A title that was only the symbol becomes the type's title; others stay.
        #expect(plan.additions.map(\.shift.title) == ["Whatever", "Something", "Early", "EARLY", "Dentist", ""])
        // The event's own location wins; else the type's.
        #expect(plan.additions.map(\.shift.location) == ["Main site", "Main site", "Main site", "Ward 3", nil, nil])
        // Times and notes are the event's own.
        #expect(plan.additions.allSatisfy { $0.shift.start == Self.start && $0.shift.notes == "n" })
    }

    @Test func idsAlreadyInTheCalendarAreSkippedAndNothingElseIs() {
        let events = [Self.event("a", title: "E"), Self.event("b", title: "X"), Self.event("c", title: "Y")]
        let plan = ImportPlan(events: events, catalog: nil, existing: ["b", "zzz"])
        #expect(plan.additions.map(\.shift.id) == ["a", "c"])
        #expect(plan.alreadyPresent.map(\.id) == ["b"])
        // No catalog: nothing can be mapped.
        #expect(plan.additions.map(\.match) == [.unknown, .unknown])
    }
}
