import Foundation
import ShiftModel
import Testing

@Suite("Import plan: events mapped to shift types, known ids skipped (I1)")
struct ImportPlanTests {
    static let start = Date(timeIntervalSince1970: 1_795_410_000)

    static func event(_ id: ShiftID, title: String, symbol: String? = nil, typeID: ShiftTypeID? = nil,
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
        let plan = ImportPlan(events: events, catalog: catalog, existing: [], allowOverlaps: true)
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
        let plan = ImportPlan(events: events, catalog: nil, existing: ["b", "zzz"], allowOverlaps: true)
        #expect(plan.additions.map(\.shift.id) == ["a", "c"])
        #expect(plan.alreadyPresent.map(\.id) == ["b"])
        // No catalog: nothing can be mapped.
        #expect(plan.additions.map(\.match) == [.unknown, .unknown])
    }

    /// A timed event from `hour` for `hours` on 2026-11-23 (ordinal 20780), or
    /// `day - 23` days later (UTC instants).
    static func timed(_ id: ShiftID, _ hour: Double, _ hours: Double, day: Int = 23) -> ScheduledShift {
        let start = Date(timeIntervalSince1970: 1_795_392_000 + Double(day - 23) * 86_400 + hour * 3600)
        return ScheduledShift(id: id, day: CalendarDay(ordinal: 20_780 + day - 23), start: start,
                              end: start.addingTimeInterval(hours * 3600), title: id.rawValue)
    }

    static func allDay(_ id: ShiftID, day: Int = 23) -> ScheduledShift {
        let start = Date(timeIntervalSince1970: 1_795_392_000 + Double(day - 23) * 86_400)
        return ScheduledShift(id: id, day: CalendarDay(ordinal: 20_780 + day - 23), start: start,
                              end: start.addingTimeInterval(86_400), isAllDay: true, title: id.rawValue)
    }

    @Test func eventsOverlappingTheCalendarOrAnEarlierEventOfTheFileAreSkippedNamingTheShiftInTheWay() {
        let calendarEarly = Self.timed("cal-early", 6, 8)
        let events = [
            Self.timed("late", 14, 8),            // touches the Early's end: no overlap
            Self.timed("clash", 13, 2),           // inside the calendar's Early
            Self.timed("second", 15, 1),          // inside the file's Late
            Self.timed("night", 22, 8),           // starts as the Late ends
            Self.allDay("holiday", day: 24),      // the night started the day before: no clash
            Self.timed("morning", 5, 2, day: 24), // the night has not ended yet
        ]
        let plan = ImportPlan(events: events, catalog: nil, existing: ["cal-early"], calendarShifts: [calendarEarly])
        #expect(plan.additions.map(\.shift.id) == ["late", "night", "holiday"])
        #expect(plan.overlapping.map(\.entry.shift.id) == ["clash", "second", "morning"])
        #expect(plan.overlapping.map(\.other.id) == ["cal-early", "late", "night"])
        #expect(plan.overlapping.map(\.otherIsInCalendar) == [true, false, false])
        #expect(plan.leftOut == [])
    }

    @Test func withOverlapsAllowedEveryNewEventIsAdded() {
        let events = [Self.timed("a", 6, 8), Self.timed("b", 7, 8)]
        let plan = ImportPlan(events: events, catalog: nil, existing: [], calendarShifts: [Self.timed("c", 6, 8)],
                              allowOverlaps: true)
        #expect(plan.additions.map(\.shift.id) == ["a", "b"])
        #expect(plan.overlapping == [])
    }

    @Test func longEventsAreCheckedBothWays() {
        func leave(_ id: ShiftID, from start: TimeInterval, days: Double) -> ScheduledShift {
            ScheduledShift(id: id, day: CalendarDay(Date(timeIntervalSince1970: start), in: Self.utcCalendar),
                           start: Date(timeIntervalSince1970: start),
                           end: Date(timeIntervalSince1970: start + days * 86_400), isAllDay: true, title: id.rawValue)
        }
        let november = leave("november", from: 1_793_491_200, days: 30)   // 2026-11-01, a month
        let december = leave("december", from: 1_796_083_200, days: 31)   // 2026-12-01
        let plan = ImportPlan(events: [december, Self.timed("inside", 6, 8), november], catalog: nil, existing: [],
                              calendarShifts: [Self.timed("cal", 10, 1, day: 35)])
        #expect(plan.additions.map(\.shift.id) == ["november"])
        #expect(plan.overlapping.map(\.entry.shift.id) == ["inside", "december"])
        #expect(plan.overlapping.map(\.other.id) == ["november", "cal"])
    }

    static var utcCalendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar
    }

    @Test func overTheLimitTheLatestAreLeftOutAndTheAdditionsKeepTheFileOrder() {
        let events = [Self.timed("d", 6, 1, day: 26), Self.timed("a", 6, 1, day: 23), Self.timed("c", 6, 1, day: 25),
                      Self.timed("b", 6, 1, day: 24)]
        let plan = ImportPlan(events: events, catalog: nil, existing: [], limit: 2)
        #expect(plan.additions.map(\.shift.id) == ["a", "b"])
        #expect(plan.leftOut.map(\.shift.id) == ["c", "d"])
        #expect(plan.limit == 2)
        #expect(ImportPlan(events: events, catalog: nil, existing: []).leftOut == [])
        #expect(ImportPlan.defaultLimit == 20_000)
    }

    @Test func overlapsAreDecidedBeforeTheLimitSoSkippedEventsDoNotCount() {
        let events = [Self.timed("a", 6, 8), Self.timed("a2", 7, 1), Self.timed("b", 6, 8, day: 24),
                      Self.timed("c", 6, 8, day: 25)]
        let plan = ImportPlan(events: events, catalog: nil, existing: [], limit: 2)
        #expect(plan.additions.map(\.shift.id) == ["a", "b"])
        #expect(plan.overlapping.map(\.entry.shift.id) == ["a2"])
        #expect(plan.leftOut.map(\.shift.id) == ["c"])
    }

    /// The default catalog and an "Appointment" type marked not work.
    static var catalogWithAppointment: Catalog {
        var catalog = Catalog.defaults()
        var appointment = ShiftType(id: "appointment", symbol: "A", title: "Appointment", duration: .allDay,
                                    locationID: "main")
        appointment.pay.isWork = false
        catalog.shiftTypes.append(appointment)
        return catalog
    }

    @Test func theUsersTitlesWinOverEverythingTheEventSaysAndKeepTheEventsTitle() {
        let titleMap = ImportTitleMap([
            .init(title: " staff MEETING ", typeID: "early"),
            .init(title: "Dentist", typeID: "appointment", isNotWork: true),
            .init(title: "Early", typeID: "late"),
        ])
        let events = [
            Self.event("a", title: "Staff meeting"),
            Self.event("b", title: "DENTIST ", typeID: "night", location: "Dr. Wu"),
            Self.event("c", title: "Early"),
            Self.event("d", title: "Course"),
            Self.event("e", title: "Staff meeting"),
        ]
        let plan = ImportPlan(events: events, catalog: Self.catalogWithAppointment, existing: [], allowOverlaps: true,
                              titleMap: titleMap)
        #expect(plan.additions.map(\.match) == [.titleMap, .titleMap, .titleMap, .unknown, .titleMap])
        #expect(plan.additions.map(\.shift.shiftTypeID) == ["early", "appointment", "late", nil, "early"])
        #expect(plan.additions.map(\.shift.symbol) == ["E", "A", "L", nil, "E"])
        #expect(plan.additions.map(\.shift.title) == ["Staff meeting", "DENTIST ", "Early", "Course", "Staff meeting"])
        #expect(plan.additions.map(\.shift.location) == ["Main site", "Dr. Wu", "Main site", nil, "Main site"])
        #expect(plan.unknownTitles == [UnknownTitle(title: "Course", count: 1)])
    }

    @Test func aMapToATypeTheCatalogLacksMapsNothing() {
        let plan = ImportPlan(events: [Self.event("a", title: "Dentist")], catalog: Catalog.defaults(), existing: [],
                              titleMap: ImportTitleMap([.init(title: "Dentist", typeID: "appointment")]))
        #expect(plan.additions.map(\.match) == [.unknown])
        #expect(plan.additions.map(\.shift.shiftTypeID) == [nil])
    }

    @Test func unknownTitlesAreGroupedIgnoringCaseAndBlanksInTheOrderOfTheirFirstEvent() {
        let events = [Self.timed("a", 6, 1), Self.timed("b", 8, 1), Self.timed("c", 10, 1), Self.timed("d", 12, 1),
                      Self.timed("e", 14, 1)]
        var titled = events
        for (index, title) in ["Course", " staff meeting", "", "Staff Meeting ", "E"].enumerated() {
            titled[index].title = title
        }
        let plan = ImportPlan(events: titled, catalog: Catalog.defaults(), existing: [])
        #expect(plan.unknownTitles == [UnknownTitle(title: "Course", count: 1), UnknownTitle(title: "staff meeting", count: 2),
                                       UnknownTitle(title: "", count: 1)])
    }

    @Test func aTitleNoEventHasIsUnusedOnceAndTheLastRuleForATitleCounts() {
        let titleMap = ImportTitleMap([
            .init(title: "Staf meeting", typeID: "early"),
            .init(title: "dentist", typeID: "early"),
            .init(title: "Dentist ", typeID: "late"),
            .init(title: "staf MEETING", typeID: "late"),
        ])
        #expect(titleMap.unused(by: ["Dentist", "Staff meeting"]).map(\.title) == ["Staf meeting"])
        #expect(titleMap.rule(for: "DENTIST")?.typeID == "late")
        #expect(titleMap.rule(for: "") == nil)
        #expect(ImportTitleMap().unused(by: ["x"]) == [])
    }
}
