import Foundation
import ShiftModel
import Testing

@Suite("Applying a rotation: a plan per day, then one batch of edits")
struct RotationPlanTests {
    let catalog = Catalog.defaults()
    let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/Berlin") ?? calendar.timeZone
        return calendar
    }()
    /// E ~ N: early, off, night, from Monday 7 December 2026.
    var rotation: Rotation {
        Rotation(id: "r", name: "R", cycle: ["early", nil, "night"],
                 anchor: CalendarDay(year: 2026, month: 12, day: 7))
    }
    let first = CalendarDay(year: 2026, month: 12, day: 7)

    func shift(_ type: ShiftTypeID, on day: CalendarDay, id: ShiftID) -> ScheduledShift {
        let type = catalog.shiftType(type)
        return ScheduledShift.scheduling(type!, location: catalog.location("main"), on: day, id: id, notes: "",
                                         calendar: calendar)
    }

    @Test("empty days get the cycle's type; off days stay as they are, even with a shift")
    func emptyAndOff() {
        let late = shift("late", on: first.adding(days: 1), id: "late-on-off-day")
        let plan = RotationPlan(rotation: rotation, days: first...first.adding(days: 5), existing: [late],
                                existingShifts: .replace, catalog: catalog)
        #expect(plan.outcomes == [.add("early"), .off, .add("night"), .add("early"), .off, .add("night")])
        #expect(plan.requests == [
            .add("early", on: first, notes: ""), .add("night", on: first.adding(days: 2), notes: ""),
            .add("early", on: first.adding(days: 3), notes: ""), .add("night", on: first.adding(days: 5), notes: ""),
        ])
        #expect(plan.added == 4)
    }

    @Test("days with shifts: kept (skipped) or replaced, deletions before the add; the same type is left alone")
    func existing() {
        let late = shift("late", on: first, id: "late")
        let early = shift("early", on: first.adding(days: 3), id: "early")
        let night = shift("night", on: first.adding(days: 2), id: "night")
        let days = first...first.adding(days: 3)
        let kept = RotationPlan(rotation: rotation, days: days, existing: [late, early, night],
                                existingShifts: .keep, catalog: catalog)
        #expect(kept.outcomes == [.skip("early", existing: [late]), .off, .already(night), .already(early)])
        #expect(kept.requests == [])
        #expect((kept.added, kept.skippedDays, kept.alreadyDays) == (0, 1, 2))
        #expect(kept.outcomes.map(\.isConflict) == [true, false, false, false])

        let replaced = RotationPlan(rotation: rotation, days: days, existing: [late, early, night],
                                    existingShifts: .replace, catalog: catalog)
        #expect(replaced.outcomes.first == .replace("early", existing: [late]))
        #expect(replaced.requests == [.delete(late), .add("early", on: first, notes: "")])
        #expect((replaced.added, replaced.replacedDays) == (1, 1))
    }

    @Test("the planner writes a replace as one operation: the old shift goes, the new one comes")
    func plannedAsOneOperation() throws {
        let late = shift("late", on: first, id: "late")
        let plan = RotationPlan(rotation: rotation, days: first...first.adding(days: 2), existing: [late],
                                existingShifts: .replace, catalog: catalog)
        var ids = ["new-1", "new-2"].makeIterator()
        let operation = try ShiftEditPlanner(catalog: catalog, calendar: calendar)
            .plan(plan.requests, current: [late], newID: { ShiftID(ids.next() ?? "extra") }).get()
        #expect(operation.edits.count == 3)
        #expect(operation.edits.map(\.shiftID) == ["late", "new-1", "new-2"])
    }

    @Test("an anchor given for the application moves the cycle; a deleted type is named, not added")
    func anchorAndUnknown() {
        let moved = RotationPlan(rotation: rotation, days: first...first.adding(days: 2), anchor: first.adding(days: 1),
                                 existing: [], existingShifts: .keep, catalog: catalog)
        #expect(moved.outcomes == [.add("night"), .add("early"), .off])
        var without = catalog
        without.removeShiftType("night")
        let unknown = RotationPlan(rotation: rotation, days: first...first.adding(days: 5), existing: [],
                                   existingShifts: .keep, catalog: without)
        #expect(unknown.unknownTypes == ["night"])
        #expect(unknown.requests == [.add("early", on: first, notes: ""), .add("early", on: first.adding(days: 3), notes: "")])
        #expect(unknown.outcome(on: first.adding(days: 2)) == .unknownType("night"))
        #expect(unknown.outcome(on: first.adding(days: 6)) == nil)
    }
}
