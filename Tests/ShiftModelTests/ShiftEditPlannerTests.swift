import Foundation
import ShiftModel
import ShiftPresentation
import Testing

@Suite("Planning edits against the calendar (S3, S5, T4, M4)")
struct ShiftEditPlannerTests {
    let f = RuleFixtures()
    var planner: ShiftEditPlanner { ShiftEditPlanner(catalog: RuleFixtures.catalog, calendar: f.calendar) }

    func ids() -> () -> ShiftID {
        var next = 0
        return {
            next += 1
            return ShiftID("new-\(next)")
        }
    }

    @Test("add: a shift of the type at its times, with trimmed notes and a new id")
    func add() throws {
        let result = planner.plan([.add("late", on: f.day("2026-11-23"), notes: "  cover for Sam ")],
                                  current: [], newID: ids())
        var expected = f.shift(RuleFixtures.late, on: "2026-11-23", id: "new-1")
        expected.notes = "cover for Sam"
        #expect(try result.get() == ShiftOperation([.add(expected)]))
        #expect(try result.get().changes == CalendarChanges(create: [expected]))
    }

    @Test("an imported shift is added as it is (with --allow-overlaps overlaps and all); one whose id is there is refused")
    func addShift() throws {
        let early = f.shift(RuleFixtures.early, on: "2026-11-23")
        var foreign = f.shift(RuleFixtures.off, on: "2026-11-23", id: "other-app-1")
        foreign.shiftTypeID = nil
        foreign.symbol = nil
        let operation = try planner.plan([.addShift(foreign, overlapsAllowed: true)], current: [early], newID: ids()).get()
        #expect(operation == ShiftOperation([.add(foreign)]))
        // Without it, a shift that came in the way since the import planned is named.
        #expect(planner.plan([.addShift(foreign, overlapsAllowed: false)], current: [early], newID: ids()).failureMessage
            == "Cannot add Off (all day) on Mon 2026-11-23: it overlaps E Early 06:00–14:00 on Mon 2026-11-23. "
            + "Nothing was changed.")
        let again = planner.plan([.addShift(foreign, overlapsAllowed: true)], current: [early, foreign], newID: ids())
        #expect(again == .failure(ShiftEditRefusal(.exists(foreign), calendar: f.calendar)))
        #expect(again.failureMessage == "Off (all day) on Mon 2026-11-23 is in the calendar already. Nothing was changed.")
    }

    @Test("add into an overlap is refused, naming the shift in the way")
    func addOverlap() {
        let early = f.shift(RuleFixtures.early, on: "2026-11-23")
        let result = planner.plan([.add("off", on: f.day("2026-11-23"), notes: "")], current: [early], newID: ids())
        guard case .failure(let refusal) = result, case .overlap(let off, .add, early) = refusal.reason else {
            Issue.record("expected an overlap with the early shift, got \(result)")
            return
        }
        #expect(off.shiftTypeID == "off")
        #expect(result.failureMessage
            == "Cannot add O Off (all day) on Mon 2026-11-23: it overlaps E Early 06:00–14:00 on Mon 2026-11-23. "
            + "Nothing was changed.")
    }

    @Test("yesterday's overnight shift does not block an all-day entry today")
    func allDayAfterNight() throws {
        let night = f.shift(RuleFixtures.night, on: "2026-11-22")
        let operation = try planner.plan([.add("off", on: f.day("2026-11-23"), notes: "")], current: [night],
                                         newID: ids()).get()
        #expect(operation.edits.map(\.kind) == [.add])
    }

    @Test("adds in one batch see each other: the second of two clashing adds is refused")
    func batchSeesItself() {
        let result = planner.plan([.add("early", on: f.day("2026-11-23"), notes: ""),
                                   .add("off", on: f.day("2026-11-23"), notes: "")], current: [], newID: ids())
        guard case .failure(let refusal) = result, case .overlap(_, _, let blocking) = refusal.reason else {
            Issue.record("expected an overlap, got \(result)")
            return
        }
        #expect(blocking.id == "new-1")
    }

    @Test("switch: new type, title, symbol and times; notes and sick mark kept; the reason recorded")
    func switchKeepsNotesAndSick() throws {
        let early = f.shift(RuleFixtures.early, on: "2026-11-23", notes: "keys at desk", sick: SickMark(reason: "flu"))
        let operation = try planner.plan([.switchType(early, to: "late", reason: " swap with Ana ")],
                                         current: [early], newID: ids()).get()
        var late = f.shift(RuleFixtures.late, on: "2026-11-23", id: early.id.rawValue, notes: "keys at desk",
                           sick: SickMark(reason: "flu"))
        late.location = "Ward 3"
        #expect(operation == ShiftOperation([.change(.switchType, from: early, to: late, reason: "swap with Ana")]))
        // The write goes ahead only while the shift is still the one switched.
        #expect(operation.changes == CalendarChanges(update: [late], expected: [early.id: early]))
        #expect(operation.inverse == ShiftOperation([.change(.switchType, from: late, to: early, reason: "swap with Ana")]))
    }

    @Test("switch into an overlap with another shift is refused; with itself it is not")
    func switchOverlap() {
        let early = f.shift(RuleFixtures.early, on: "2026-11-23")
        let nightBefore = f.shift(RuleFixtures.night, on: "2026-11-22")
        let extended = RuleFixtures.type("ext", "X", "Extended", RuleFixtures.timed(5, 13))
        var catalog = RuleFixtures.catalog
        catalog.shiftTypes.append(extended)
        let planner = ShiftEditPlanner(catalog: catalog, calendar: f.calendar)
        let refused = planner.plan([.switchType(early, to: "ext", reason: "")], current: [early, nightBefore], newID: ids())
        #expect(refused.failureMessage ==
            "Cannot switch to X Extended 05:00–13:00 on Mon 2026-11-23: it overlaps N Night 22:00–06:00 on Sun 2026-11-22. "
            + "Nothing was changed.")
        let allowed = planner.plan([.switchType(early, to: "late", reason: "")], current: [early, nightBefore], newID: ids())
        #expect(allowed.failureMessage == nil)
    }

    @Test("switching to the type it has already changes nothing and says so")
    func switchToSame() {
        let early = f.shift(RuleFixtures.early, on: "2026-11-23")
        #expect(planner.plan([.switchType(early, to: "early", reason: "")], current: [early], newID: ids()).failureMessage
            == "E Early 06:00–14:00 on Mon 2026-11-23 is E Early already. Nothing was changed.")
    }

    @Test("delete, notes, sick and unsick work on the shift as shown, while the calendar still holds it so")
    func changes() throws {
        let seen = f.shift(RuleFixtures.early, on: "2026-11-23")
        let delete = try planner.plan([.delete(seen)], current: [seen], newID: ids()).get()
        #expect(delete == ShiftOperation([.delete(seen)]))
        #expect(delete.changes == CalendarChanges(delete: [seen.id], expected: [seen.id: seen]))

        let notes = try planner.plan([.setNotes(seen, notes: " bring badge ")], current: [seen], newID: ids()).get()
        var noted = seen
        noted.notes = "bring badge"
        #expect(notes == ShiftOperation([.change(.notes, from: seen, to: noted)]))

        let sick = try planner.plan([.markSick(seen, reason: "fever")], current: [seen], newID: ids()).get()
        var sickShift = seen
        sickShift.sick = SickMark(reason: "fever")
        #expect(sick == ShiftOperation([.change(.sick, from: seen, to: sickShift, reason: "fever")]))

        let unsick = try planner.plan([.unmarkSick(sickShift)], current: [sickShift], newID: ids()).get()
        #expect(unsick == ShiftOperation([.change(.unsick, from: sickShift, to: seen, reason: "fever")]))
        #expect(unsick.edits[0].inverse.kind == .sick)
    }

    @Test("a shift changed elsewhere since it was shown is refused, saying what changed, for every kind of request")
    func changedSinceShown() {
        let seen = f.shift(RuleFixtures.early, on: "2026-11-23")
        var notesElsewhere = seen
        notesElsewhere.notes = "written elsewhere"
        var switchedElsewhere = f.shift(RuleFixtures.late, on: "2026-11-23", id: seen.id.rawValue)
        switchedElsewhere.location = seen.location
        let requests: [ShiftEditRequest] = [.delete(seen), .setNotes(seen, notes: "x"), .markSick(seen, reason: "flu"),
                                            .switchType(seen, to: "night", reason: "")]
        for request in requests {
            let refused = planner.plan([request], current: [notesElsewhere], newID: ids())
            #expect(refused.failureMessage == "E Early 06:00–14:00 on Mon 2026-11-23 was changed elsewhere since it was "
                + "shown (its notes changed). Nothing was changed.")
            #expect(planner.plan([request], current: [switchedElsewhere], newID: ids()).failureMessage
                == "E Early 06:00–14:00 on Mon 2026-11-23 was changed elsewhere since it was shown (now L Late "
                + "14:00–22:00 on Mon 2026-11-23). Nothing was changed.")
            guard case .failure(let refusal) = refused else { return }
            #expect(refusal.isStale)
        }
    }

    @Test("unchanged notes, an unknown type and unmarking a shift that is not sick are refused")
    func nothingToDo() {
        let early = f.shift(RuleFixtures.early, on: "2026-11-23", notes: "x")
        #expect(planner.plan([.setNotes(early, notes: "x ")], current: [early], newID: ids()).failureMessage
            == "Nothing to change on E Early 06:00–14:00 on Mon 2026-11-23: its notes are the same.")
        #expect(planner.plan([.unmarkSick(early)], current: [early], newID: ids()).failureMessage
            == "Nothing to change on E Early 06:00–14:00 on Mon 2026-11-23: it is not marked sick.")
        #expect(planner.plan([.add("gone", on: f.day("2026-11-23"), notes: "")], current: [], newID: ids()).failureMessage
            == "There is no shift type \"gone\" any more (the Shift types screen lists them). Nothing was changed.")
    }

    @Test("marking sick with the reason it has, and undoing a type edit the catalog has moved on from, are refused")
    func sameSickReasonAndCatalogChanged() {
        let sick = f.shift(RuleFixtures.early, on: "2026-11-23", sick: SickMark(reason: "flu"))
        let again = planner.plan([.markSick(sick, reason: " flu")], current: [sick], newID: ids())
        #expect(again == .failure(ShiftEditRefusal(.unchanged(sick, .sameSickReason), calendar: f.calendar)))
        #expect(again.failureMessage
            == "Nothing to change on E Early 06:00–14:00 on Mon 2026-11-23: it is marked sick with this reason.")
        var renamed = RuleFixtures.early
        renamed.title = "Dawn"
        var moved = renamed
        moved.title = "Sunrise"
        let edit = ShiftOperation([], catalog: .shiftType(before: renamed, after: moved))
        let verified = planner.verify(edit, current: [])
        #expect(verified == .failure(ShiftEditRefusal(.catalogChanged(.shiftType(before: renamed, after: moved)),
                                                      calendar: f.calendar)))
        #expect(verified.failureMessage == "E Sunrise was changed since in the catalog, so this cannot be undone or "
            + "redone. Nothing was changed.")
        guard case .failure(let refusal) = verified else { return }
        #expect(refusal.isStale)
    }

    @Test("a shift that would last 24 hours or more on a daylight-saving night is refused")
    func tooLongOnDST() {
        var catalog = RuleFixtures.catalog
        catalog.shiftTypes.append(RuleFixtures.type("long", "X", "Long", RuleFixtures.timed(4, 3, endMinute: 30)))
        let planner = ShiftEditPlanner(catalog: catalog, calendar: f.calendar)
        #expect(planner.plan([.add("long", on: f.day("2026-10-24"), notes: "")], current: [], newID: ids()).failureMessage
            == "Cannot add X Long 04:00–03:30 on Sat 2026-10-24: it would last 24 h 30 min that day (daylight saving), "
            + "and shifts of 24 hours or more are not allowed. Nothing was changed.")
        #expect(planner.plan([.add("long", on: f.day("2026-10-23"), notes: "")], current: [], newID: ids()).failureMessage == nil)
    }

    @Test("verify: the undo of a type edit that moved shifts across midnight applies, whatever order it undoes them in")
    func undoOfATypeEditAcrossMidnight() throws {
        let first = f.shift(RuleFixtures.early, on: "2026-12-01")
        let second = f.shift(RuleFixtures.early, on: "2026-12-02", id: "E-2")
        var late = RuleFixtures.early
        late.duration = RuleFixtures.timed(21, 7)
        let operation = TypeEditCascade.operation(editing: RuleFixtures.early, into: late, location: nil,
                                                  in: [first, second], today: f.day("2026-11-23"), calendar: f.calendar)
        let moved = operation.edits.compactMap(\.after)
        #expect(moved.map { f.calendar.component(.hour, from: $0.end) } == [7, 7])
        var catalog = RuleFixtures.catalog
        catalog.addOrReplace(late)
        let planner = ShiftEditPlanner(catalog: catalog, calendar: f.calendar)
        // Half undone, 2 Dec back at 06:00 meets 1 Dec's shift running to 07:00; the end state does not clash.
        #expect(try planner.verify(operation.inverse, current: moved).get() == operation.inverse)
    }

    @Test("verify: an undo applies while the shifts are as it expects, and says why not once they changed")
    func verify() throws {
        let early = f.shift(RuleFixtures.early, on: "2026-11-23")
        let added = ShiftOperation([.add(early)])
        #expect(try planner.verify(added.inverse, current: [early]).get() == added.inverse)

        var edited = early
        edited.notes = "changed since"
        #expect(planner.verify(added.inverse, current: [edited]).failureMessage
            == "E Early 06:00–14:00 on Mon 2026-11-23 was changed since (its notes changed), so this cannot be undone or "
            + "redone. Nothing was changed.")
        #expect(planner.verify(added.inverse, current: []).failureMessage
            == "E Early 06:00–14:00 on Mon 2026-11-23 is no longer in the calendar, so this cannot be undone or redone. "
            + "Nothing was changed.")
        // Redoing the add while the shift is there again, or while another shift is in the way.
        #expect(planner.verify(added, current: [early]).failureMessage
            == "E Early 06:00–14:00 on Mon 2026-11-23 is in the calendar already. Nothing was changed.")
        let late = f.shift(RuleFixtures.extendedLate, on: "2026-11-23")
        #expect(planner.verify(added, current: [late]).failureMessage
            == "Cannot add E Early 06:00–14:00 on Mon 2026-11-23: it overlaps XL Long late 12:00–20:00 on Mon 2026-11-23. "
            + "Nothing was changed.")
    }

    @Test("an operation's inverse reverses the order and the kinds; its days are each listed once")
    func inverse() {
        let early = f.shift(RuleFixtures.early, on: "2026-11-23")
        let late = f.shift(RuleFixtures.late, on: "2026-11-24")
        let operation = ShiftOperation([.add(early), .delete(late)])
        #expect(operation.inverse == ShiftOperation([.add(late), .delete(early)]))
        #expect(operation.inverse.inverse == operation)
        #expect(operation.days == [f.day("2026-11-23"), f.day("2026-11-24")])
        #expect(operation.summary == "Changed 2 shifts")
        #expect(ShiftOperation([.add(early)]).summary == "Added E Early on 2026-11-23")
    }

    @Test("the neighbourhood a plan loads reaches from the day before to the end of the day after")
    func neighbourhood() {
        let range = ShiftEditPlanner.neighbourhood(of: [f.day("2026-11-23"), f.day("2026-11-20")], in: f.calendar)
        #expect(range == DateInterval(start: f.date("2026-11-19", 0), end: f.date("2026-11-25", 0)))
        #expect(ShiftEditPlanner.neighbourhood(of: [], in: f.calendar) == nil)
    }
}

extension RuleFixtures {
    static let extendedLate = type("xl", "XL", "Long late", timed(12, 20))
}

extension Result where Failure == ShiftEditRefusal {
    var failureMessage: String? {
        if case .failure(let refusal) = self { return refusal.sentence }
        return nil
    }
}
