import Foundation
import ShiftModel
import Testing

@Suite("Shift types, durations and their rules (M1, M2)")
struct CatalogModelTests {
    let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/Berlin") ?? calendar.timeZone
        return calendar
    }()

    func time(_ hour: Int, _ minute: Int = 0) -> TimeOfDay { TimeOfDay(hour: hour, minute: minute) }

    func date(_ day: String, _ hour: Int, _ minute: Int = 0) throws -> Date {
        let parsed = try #require(CalendarDay(iso: day))
        return try #require(calendar.date(from: DateComponents(
            year: parsed.year, month: parsed.month, day: parsed.day, hour: hour, minute: minute)))
    }

    @Test("times parse as H:MM, HH:MM or HHMM; impossible times are refused",
          arguments: [("06:00", 6, 0), ("6:05", 6, 5), ("2359", 23, 59), (" 00:00 ", 0, 0)])
    func timeParsing(text: String, hour: Int, minute: Int) {
        #expect(TimeOfDay(parsing: text) == TimeOfDay(hour: hour, minute: minute))
    }

    @Test("not times", arguments: ["", "24:00", "12:60", "6", "6:0", "ab:cd", "12:345", "-1:00", "１２:００"])
    func notTimes(text: String) {
        #expect(TimeOfDay(parsing: text) == nil)
    }

    @Test("end before start is overnight; equal start and end (24 h) is refused")
    func durations() {
        #expect(ShiftDuration.validated(start: time(22), end: time(6)) == .success(.timed(start: time(22), end: time(6))))
        #expect(ShiftDuration.timed(start: time(22), end: time(6)).isOvernight)
        #expect(ShiftDuration.timed(start: time(22), end: time(6)).minutes == 480)
        #expect(!ShiftDuration.timed(start: time(6), end: time(14)).isOvernight)
        #expect(ShiftDuration.timed(start: time(6), end: time(14)).minutes == 480)
        #expect(ShiftDuration.timed(start: time(0), end: time(23, 59)).minutes == 1439)
        #expect(ShiftDuration.validated(start: time(6), end: time(6)) == .failure(.twentyFourHoursOrMore))
        #expect(ShiftDuration.allDay.minutes == nil)
        #expect(ShiftDuration.timed(start: time(22), end: time(6)).label == "22:00–06:00 (overnight)")
        #expect(ShiftDuration.allDay.label == "all day")
    }

    @Test("a shift's instants keep the wall-clock times, also across the DST change")
    func intervals() throws {
        let night = ShiftDuration.timed(start: time(22), end: time(6))
        let spring = try #require(CalendarDay(iso: "2026-03-28"))
        let times = night.interval(on: spring, in: calendar)
        #expect(times.start == (try date("2026-03-28", 22)))
        #expect(times.end == (try date("2026-03-29", 6)))
        #expect(times.end.timeIntervalSince(times.start) == 7 * 3600)
        let allDay = ShiftDuration.allDay.interval(on: spring, in: calendar)
        #expect(allDay.isAllDay)
        #expect(allDay.start == (try date("2026-03-28", 0)))
        #expect(allDay.end == (try date("2026-03-29", 0)))
    }

    @Test("the default catalog: Early, Late, Night, Off at one location")
    func defaults() {
        let catalog = Catalog.defaults(displayName: "Sam")
        #expect(catalog.locations == [Location(id: "main", name: "Main site")])
        #expect(catalog.shiftTypes.map { "\($0.symbol) \($0.title) \($0.duration.label)" } == [
            "E Early 06:00–14:00", "L Late 14:00–22:00", "N Night 22:00–06:00 (overnight)", "O Off all day",
        ])
        #expect(catalog.shiftTypes.allSatisfy { $0.locationID == "main" })
        #expect(catalog.profile.displayName == "Sam")
        #expect(catalog.settings == Settings(retention: .year1, purgeOnLaunch: false))
    }

    @Test("addOrReplace keeps an item's place when its id is there, else adds it last; remove takes out by id")
    func addReplaceRemove() {
        var catalog = Catalog.defaults()
        var late = catalog.shiftTypes[1]
        late.title = "Late shift"
        catalog.addOrReplace(late)
        #expect(catalog.shiftTypes.map(\.title) == ["Early", "Late shift", "Night", "Off"])
        catalog.addOrReplace(ShiftType(id: "day", symbol: "D", title: "Day", duration: .allDay, locationID: "main"))
        #expect(catalog.shiftTypes.map(\.id) == ["early", "late", "night", "off", "day"])
        catalog.removeShiftType("night")
        #expect(catalog.shiftTypes.map(\.id) == ["early", "late", "off", "day"])

        catalog.addOrReplace(Location(id: "main", name: "Ward 3"))
        catalog.addOrReplace(Location(id: "north", name: "North"))
        #expect(catalog.locations == [Location(id: "main", name: "Ward 3"), Location(id: "north", name: "North")])
        catalog.removeLocation("main")
        #expect(catalog.locations == [Location(id: "north", name: "North")])
    }

    @Test("a valid draft becomes a type's values, trimmed; a new type has no id until it is saved")
    func validDraft() {
        let draft = ShiftTypeDraft(symbol: " 🌙 ", title: "Night cover ", description: "ward 3", isAllDay: false,
                                   start: "21:30", end: "0700", locationID: "main")
        #expect(draft.validated(in: .defaults(), editing: nil) == .success(ShiftTypeValues(
            symbol: "🌙", title: "Night cover", description: "ward 3",
            duration: .timed(start: time(21, 30), end: time(7)), locationID: "main")))
    }

    @Test("every invalid field gets its own message at once")
    func invalidDraft() {
        let draft = ShiftTypeDraft(symbol: "e", title: "", description: String(repeating: "x", count: 201),
                                   start: "25:00", end: "", locationID: "nowhere")
        #expect(draft.validated(in: .defaults(), editing: nil) == .failure(ValidationErrors([
            .symbol: .symbolTaken(symbol: "E", by: "Early"),
            .title: .missing(.title),
            .description: .tooLong(max: 200),
            .start: .notATime,
            .end: .missing(.time),
            .location: .missing(.location),
        ])))
    }

    @Test("symbol rules: required, at most 3 characters, no spaces; its own symbol is no clash")
    func symbolRules() {
        func symbolError(_ symbol: String, editing id: ShiftTypeID? = nil) -> FieldProblem? {
            let draft = ShiftTypeDraft(symbol: symbol, title: "T", isAllDay: true, locationID: "main")
            if case .failure(let errors) = draft.validated(in: .defaults(), editing: id) { return errors[.symbol] }
            return nil
        }
        #expect(symbolError("") == .missing(.symbol(maxLength: 3)))
        #expect(symbolError("ABCD") == .tooLong(max: 3))
        #expect(symbolError("A B") == .spaceInSymbol)
        #expect(symbolError("e", editing: "early") == nil)
        #expect(symbolError("👩‍⚕️") == nil)
    }

    @Test("equal start and end is refused at the end field; all day ignores the times")
    func twentyFourHours() {
        let timed = ShiftTypeDraft(symbol: "X", title: "X", start: "08:00", end: "8:00", locationID: "main")
        #expect(timed.validated(in: .defaults(), editing: nil)
            == .failure(ValidationErrors([.end: .endIsStart])))
        var allDay = timed
        allDay.isAllDay = true
        #expect((try? allDay.validated(in: .defaults(), editing: nil).get())?.duration == .allDay)
    }

    @Test("a location is required; with none in the catalog the message says where to add one")
    func locationRequired() {
        let draft = ShiftTypeDraft(symbol: "X", title: "X", isAllDay: true, locationID: nil)
        #expect(draft.validated(in: .defaults(), editing: nil) == .failure(ValidationErrors([.location: .missing(.location)])))
        #expect(draft.validated(in: Catalog(), editing: nil)
            == .failure(ValidationErrors([.location: .noLocations])))
    }

    @Test("location drafts: name required and unique ignoring case, address optional")
    func locationDrafts() {
        #expect(LocationDraft(name: " Ward 3 ", address: "Main St 1").validated(in: .defaults(), editing: nil)
            == .success(LocationValues(name: "Ward 3", address: "Main St 1")))
        #expect(LocationDraft(name: "main SITE").validated(in: .defaults(), editing: nil)
            == .failure(ValidationErrors([.name: .nameTaken("Main site")])))
        #expect(LocationDraft(name: "main site").validated(in: .defaults(), editing: "main")
            == .success(LocationValues(name: "main site")))
        #expect(LocationDraft(name: "", address: String(repeating: "a", count: 121)).validated(in: .defaults(), editing: nil)
            == .failure(ValidationErrors([.name: .missing(.name), .address: .tooLong(max: 120)])))
    }
}

@Suite("Editing a type: what happens to its shifts (ST2)")
struct TypeEditCascadeTests {
    let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/Berlin") ?? calendar.timeZone
        return calendar
    }()
    let today = CalendarDay(year: 2026, month: 11, day: 23)

    func shift(_ id: String, _ day: CalendarDay, type: ShiftTypeID = "early", notes: String = "") -> ScheduledShift {
        let times = ShiftDuration.timed(start: TimeOfDay(hour: 6, minute: 0), end: TimeOfDay(hour: 14, minute: 0))
            .interval(on: day, in: calendar)
        return ScheduledShift(id: ShiftID(id), day: day, start: times.start, end: times.end, title: "Early",
                              symbol: "E", shiftTypeID: type, location: "Main site", notes: notes)
    }

    @Test("labels change on past and future shifts; times only from today on; notes stay; other types untouched")
    func cascade() {
        let past = shift("past", today.adding(days: -1), notes: "kept")
        let current = shift("today", today)
        let future = shift("future", today.adding(days: 5))
        let other = shift("other", today, type: "late")
        let foreign = ScheduledShift(id: "foreign", day: today, start: current.start, end: current.end,
                                     title: "Early", symbol: "E")
        let edited = ShiftType(id: "early", symbol: "F", title: "Frühdienst",
                               duration: .timed(start: TimeOfDay(hour: 7, minute: 0), end: TimeOfDay(hour: 15, minute: 30)),
                               locationID: "w3")
        let updates = TypeEditCascade.updates(
            for: edited, location: Location(id: "w3", name: "Ward 3"),
            in: [past, current, future, other, foreign], today: today, calendar: calendar)

        var expectedPast = past
        expectedPast.title = "Frühdienst"
        expectedPast.symbol = "F"
        expectedPast.location = "Ward 3"
        func retimed(_ shift: ScheduledShift) -> ScheduledShift {
            var shift = shift
            shift.title = "Frühdienst"
            shift.symbol = "F"
            shift.location = "Ward 3"
            let times = edited.duration.interval(on: shift.day, in: calendar)
            shift.start = times.start
            shift.end = times.end
            return shift
        }
        #expect(updates == [expectedPast, retimed(current), retimed(future)])
    }

    @Test("shifts already as the type describes them are not updated")
    func unchanged() {
        let type = ShiftType(id: "early", symbol: "E", title: "Early",
                             duration: .timed(start: TimeOfDay(hour: 6, minute: 0), end: TimeOfDay(hour: 14, minute: 0)),
                             locationID: "main")
        #expect(TypeEditCascade.updates(for: type, location: Location(id: "main", name: "Main site"),
                                        in: [shift("a", today), shift("b", today.adding(days: -3))],
                                        today: today, calendar: calendar) == [])
    }

    @Test("turning a type all-day makes its future shifts all-day entries")
    func toAllDay() {
        let type = ShiftType(id: "early", symbol: "E", title: "Early", duration: .allDay, locationID: "main")
        let updates = TypeEditCascade.updates(for: type, location: Location(id: "main", name: "Main site"),
                                              in: [shift("a", today)], today: today, calendar: calendar)
        #expect(updates.map(\.isAllDay) == [true])
        #expect(updates.map(\.start) == [today.start(in: calendar)])
        #expect(updates.map(\.end) == [today.adding(days: 1).start(in: calendar)])
    }
}

@Suite("Export: one symbol per day (SE1)")
struct SymbolExportTests {
    let day = CalendarDay(year: 2026, month: 11, day: 23)
    let calendar = ImportPlanTests.utcCalendar

    func shift(_ symbol: String?, _ day: CalendarDay, hour: Int) -> ScheduledShift {
        let start = Date(timeIntervalSince1970: TimeInterval(day.ordinal * 86_400 + hour * 3600))
        return ScheduledShift(id: ShiftID("\(symbol ?? "x")-\(day)-\(hour)"), day: day, start: start,
                              end: start.addingTimeInterval(3600), title: "t", symbol: symbol)
    }

    @Test("~ for a day off, + between two shifts of a day in start order, ? for a shift without a symbol")
    func line() {
        let shifts = [shift("L", day, hour: 14), shift("E", day, hour: 6), shift("🌙", day.adding(days: 2), hour: 22),
                      shift(nil, day.adding(days: 3), hour: 9), shift("E", day.adding(days: 9), hour: 6)]
        #expect(SymbolExport.line(from: day, through: day.adding(days: 4), shifts: shifts, in: calendar) == "E+L ~ 🌙 ? ~\n")
        #expect(SymbolExport.line(from: day, through: day, shifts: [], in: calendar) == "~\n")
    }

    @Test("An all-day entry of five days is on each of them, beside a shift of its last day")
    func multiDayEntry() {
        let leave = ScheduledShift(id: "leave", day: day.adding(days: 1), start: day.adding(days: 1).start(in: calendar),
                                   end: day.adding(days: 6).start(in: calendar), isAllDay: true, title: "Leave", symbol: "U")
        let shifts = [leave, shift("E", day.adding(days: 5), hour: 6)]
        #expect(SymbolExport.line(from: day, through: day.adding(days: 6), shifts: shifts, in: calendar)
            == "~ U U U U U+E ~\n")
        #expect(SymbolExport.line(from: day.adding(days: 3), through: day.adding(days: 3), shifts: shifts, in: calendar)
            == "U\n")
    }
}
