import Foundation
import ShiftModel
import ShiftPresentation

/// February 2027 with weeks starting on Sunday (so the grid has days of
/// January and March around it): a note with a script in it, a night, a
/// sick early, a course from another program without a type, an Off day,
/// a holiday, and a night over the month's end. Titles, names, locations,
/// notes and holidays hold `<`, `&` and quotes, and a note an escape sequence.
struct MonthSheetFixture {
    let rules = RuleFixtures()
    let month = YearMonth(year: 2027, month: 2)

    static let ward = Location(id: "ward", name: "Ward <3> & Co")
    static let early = ShiftType(id: "early", symbol: "E", title: "Early", duration: RuleFixtures.timed(6, 14),
                                 locationID: ward.id, pay: ShiftPay(unpaidBreakMinutes: 30))
    static let night = ShiftType(id: "night", symbol: "N", title: "Night", duration: RuleFixtures.timed(22, 6),
                                 locationID: ward.id)
    static let off = ShiftType(id: "off", symbol: "O", title: "Off", duration: .allDay, locationID: ward.id)
    /// A type the month does not use: not in the legend.
    static let late = ShiftType(id: "late", symbol: "L", title: "Late", duration: RuleFixtures.timed(14, 22),
                                locationID: ward.id)

    var catalog: Catalog {
        var settings = Settings(firstWeekday: .sunday)
        settings.workingTime.contractMinutesPerWeek = 40 * 60
        return Catalog(locations: [Self.ward], shiftTypes: [Self.early, Self.late, Self.night, Self.off],
                       profile: Profile(displayName: "Sam & <Co>"), settings: settings)
    }

    var holidays: PublicHolidays {
        PublicHolidays(names: [rules.day("2027-02-15"): "Founders' <Day> & more", rules.day("2027-03-01"): "Not this month"])
    }

    func shift(_ type: ShiftType, on iso: String, notes: String = "", sick: SickMark? = nil) -> ScheduledShift {
        var shift = ScheduledShift.scheduling(type, location: Self.ward, on: rules.day(iso), id: ShiftID("\(type.id)-\(iso)"),
                                              notes: notes, calendar: rules.calendar)
        shift.sick = sick
        return shift
    }

    var shifts: [ScheduledShift] {
        [
            shift(Self.early, on: "2027-02-01", notes: "Bring <script>alert(1)</script> & keys"),
            shift(Self.night, on: "2027-02-02"),
            shift(Self.early, on: "2027-02-03", sick: SickMark(reason: "flu")),
            ScheduledShift(id: "course", day: rules.day("2027-02-10"), start: rules.date("2027-02-10", 9, 30),
                           end: rules.date("2027-02-10", 16, 45), title: "Course & <b>", location: "Room 1"),
            shift(Self.off, on: "2027-02-14"),
            shift(Self.night, on: "2027-02-28", notes: "Swap\nwith\u{1B}[31m Alex"),
            // Outside the month: left out of the grid, the notes and the totals.
            shift(Self.early, on: "2027-03-01", notes: "not shown"),
        ]
    }

    var statistics: HoursStatistics {
        HoursCalculator(catalog: catalog, calendar: rules.calendar, holidays: holidays)
            .statistics(of: shifts, period: month.firstDay...month.lastDay)
    }

    var sheet: MonthSheet {
        MonthSheet(month: month, shifts: shifts, catalog: catalog, holidays: holidays, statistics: statistics,
                   calendar: rules.calendar)
    }
}
