import Foundation
import PropertyBased
import ShiftModel
import Testing

/// A catalog with breaks and all-day counts, in Europe/Berlin.
enum HoursFixture {
    static let site = LocationID("main")
    static func timed(_ id: ShiftTypeID, _ symbol: String, _ start: (Int, Int), _ end: (Int, Int),
                      break minutes: Int = 0) -> ShiftType {
        ShiftType(id: id, symbol: symbol, title: id.rawValue,
                  duration: .timed(start: TimeOfDay(hour: start.0, minute: start.1), end: TimeOfDay(hour: end.0, minute: end.1)),
                  locationID: site, pay: ShiftPay(unpaidBreakMinutes: minutes))
    }

    static var catalog: Catalog {
        var catalog = Catalog(locations: [Location(id: site, name: "Main")], shiftTypes: [
            timed("early", "E", (6, 0), (14, 0), break: 30),
            timed("night", "N", (22, 0), (6, 0), break: 45),
            ShiftType(id: "training", symbol: "T", title: "training", duration: .allDay, locationID: site,
                      pay: ShiftPay(allDayMinutes: 480)),
            ShiftType(id: "off", symbol: "O", title: "off", duration: .allDay, locationID: site),
        ])
        catalog.settings.workingTime.contractMinutesPerWeek = 2310  // 38.5 h
        return catalog
    }

    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/Berlin") ?? calendar.timeZone
        return calendar
    }()

    static func day(_ year: Int, _ month: Int, _ day: Int) -> CalendarDay { CalendarDay(year: year, month: month, day: day) }

    static func shift(_ type: ShiftTypeID, _ day: CalendarDay, in catalog: Catalog = catalog, sick: Bool = false) -> ScheduledShift {
        var shift = ScheduledShift.scheduling(catalog.shiftType(type) ?? catalog.shiftTypes[0], location: nil, on: day,
                                              id: ShiftID("\(type)-\(day)"), calendar: calendar)
        if sick { shift.sick = SickMark(reason: "flu") }
        return shift
    }
}

@Suite("Hours per shift: real length less the break, and the minutes in the night, weekend and holiday windows")
struct ShiftHoursTests {
    let calculator = HoursCalculator(catalog: HoursFixture.catalog, calendar: HoursFixture.calendar,
                                     holidays: PublicHolidays(names: [HoursFixture.day(2026, 12, 25): "Christmas Day"]))

    func hours(_ type: ShiftTypeID, _ day: CalendarDay, sick: Bool = false) -> ShiftHours {
        calculator.hours(of: HoursFixture.shift(type, day, sick: sick))
    }

    @Test("an early on a Monday: 8 h less a 30 min break; no night (the window ends as it starts), no weekend")
    func early() {
        #expect(hours("early", HoursFixture.day(2026, 12, 7)) == ShiftHours(paidMinutes: 450, realMinutes: 480))
    }

    @Test("a night from Saturday into the Sunday the clocks go forward: 7 real hours, all of them night and weekend, less the 45 min break")
    func springForward() {
        #expect(hours("night", HoursFixture.day(2026, 3, 28))
            == ShiftHours(paidMinutes: 375, realMinutes: 420, nightMinutes: 375, weekendMinutes: 375))
    }

    @Test("a night into the Sunday the clocks go back: 9 real hours")
    func fallBack() {
        #expect(hours("night", HoursFixture.day(2026, 10, 24))
            == ShiftHours(paidMinutes: 495, realMinutes: 540, nightMinutes: 495, weekendMinutes: 495))
    }

    @Test("a night from Friday: only the hours after midnight are weekend, less their share of the break (6/8 of 45 min)")
    func fridayNight() {
        #expect(hours("night", HoursFixture.day(2026, 12, 11))
            == ShiftHours(paidMinutes: 435, realMinutes: 480, nightMinutes: 435, weekendMinutes: 326))
    }

    @Test("a holiday's minutes are the shift's paid time on it; a sick shift's minutes are sick, not worked; all-day entries count as their type says")
    func holidaySickAllDay() {
        #expect(hours("early", HoursFixture.day(2026, 12, 25)) == ShiftHours(paidMinutes: 450, realMinutes: 480, holidayMinutes: 450))
        let sick = hours("early", HoursFixture.day(2026, 12, 9), sick: true)
        #expect(sick == ShiftHours(paidMinutes: 450, realMinutes: 480, isSick: true))
        #expect(sick.workedMinutes == 0)
        #expect(hours("training", HoursFixture.day(2026, 12, 13)) == ShiftHours(paidMinutes: 480, weekendMinutes: 480))
        #expect(hours("off", HoursFixture.day(2026, 12, 13)) == ShiftHours(paidMinutes: 0))
    }

    @Test("a night window that does not cross midnight (00:00-06:00) counts only the morning: 6 of 8 h, less 6/8 of the break")
    func earlyMorningWindow() {
        var catalog = HoursFixture.catalog
        catalog.settings.workingTime.nightStart = TimeOfDay(hour: 0, minute: 0)
        let calculator = HoursCalculator(catalog: catalog, calendar: HoursFixture.calendar)
        #expect(calculator.hours(of: HoursFixture.shift("night", HoursFixture.day(2026, 12, 8))).nightMinutes == 326)
    }
}

@Suite("Statistics of a period: totals, target and balance, types, weeks")
struct HoursStatisticsTests {
    let calculator = HoursCalculator(catalog: HoursFixture.catalog, calendar: HoursFixture.calendar,
                                     holidays: PublicHolidays(names: [HoursFixture.day(2026, 12, 25): "Christmas Day"]))
    let december = HoursFixture.day(2026, 12, 1)...HoursFixture.day(2026, 12, 31)
    var shifts: [ScheduledShift] {
        [HoursFixture.shift("early", HoursFixture.day(2026, 12, 7)),
         HoursFixture.shift("night", HoursFixture.day(2026, 12, 8)),
         HoursFixture.shift("early", HoursFixture.day(2026, 12, 9), sick: true),
         HoursFixture.shift("training", HoursFixture.day(2026, 12, 13)),
         HoursFixture.shift("early", HoursFixture.day(2026, 12, 25)),
         // Starts in November: counts there, not here.
         HoursFixture.shift("night", HoursFixture.day(2026, 11, 30)),
         // Starts on the 31st and ends in January: counts here in full.
         HoursFixture.shift("night", HoursFixture.day(2026, 12, 31))]
    }

    @Test("December by hand: worked, sick, night, weekend, holiday, per type, target 38.5 h x 31/7, balance")
    func december2026() {
        let stats = calculator.statistics(of: shifts, period: december)
        #expect(stats.workedMinutes == 450 + 435 + 480 + 450 + 435)
        #expect((stats.sickMinutes, stats.sickDays) == (450, 1))
        #expect(stats.targetMinutes == 10230)
        #expect(stats.balanceMinutes == 2250 + 450 - 10230)
        #expect(stats.realMinutes == 480 + 480 + 480 + 480 + 480)
        #expect(stats.nightMinutes == 435 + 435)
        #expect(stats.weekendMinutes == 480)
        #expect(stats.holidayMinutes == 450)
        #expect(stats.byType == [
            .init(key: .type("early"), minutes: 1350, count: 3),
            .init(key: .type("night"), minutes: 870, count: 2),
            .init(key: .type("training"), minutes: 480, count: 1),
        ])
        #expect(stats.weeks.map(\.start) == [30, 7, 14, 21, 28].enumerated().map { index, day in
            HoursFixture.day(2026, index == 0 ? 11 : 12, day)
        })
        #expect(stats.weeks.map(\.creditedMinutes) == [0, 1815, 0, 450, 435])
        #expect(stats.weeks.map(\.targetMinutes) == [1980, 2310, 2310, 2310, 1320])
        #expect(stats.runningBalance == [-1980, -2475, -4785, -6645, -7530])
        #expect(stats.runningBalance?.last == stats.balanceMinutes)
    }

    @Test("the night of the 31st counts in December, not in January; November's last night not in December")
    func monthEnds() {
        let january = calculator.statistics(of: shifts, period: HoursFixture.day(2027, 1, 1)...HoursFixture.day(2027, 1, 31))
        #expect(january.workedMinutes == 0)
        let november = calculator.statistics(of: shifts, period: HoursFixture.day(2026, 11, 1)...HoursFixture.day(2026, 11, 30))
        #expect(november.workedMinutes == 435)
    }

    @Test("sick minutes off the target when the setting says so; no contract, no target or balance")
    func sickAndNoContract() {
        var catalog = HoursFixture.catalog
        catalog.settings.workingTime.sickCountsTowardTarget = false
        let stats = HoursCalculator(catalog: catalog, calendar: HoursFixture.calendar).statistics(of: shifts, period: december)
        #expect(stats.balanceMinutes == 2250 - 10230)
        #expect(stats.weeks[1].creditedMinutes == 1365)
        catalog.settings.workingTime.contractMinutesPerWeek = nil
        let free = HoursCalculator(catalog: catalog, calendar: HoursFixture.calendar).statistics(of: shifts, period: december)
        #expect(free.targetMinutes == nil && free.balanceMinutes == nil && free.runningBalance == nil)
    }

    @Test("property: the types' minutes add up to worked plus sick, and the weeks' to the credited total")
    func typesSumToTotal() async {
        let types: [ShiftTypeID] = ["early", "night", "training", "off"]
        await propertyCheck(count: 100, input: Gen.int(in: 0...3).array(of: 0...40), Gen.int(in: 0...60).array(of: 0...40),
                            Gen.bool.array(of: 0...40)) { picks, offsets, sick in
            var seen = Set<CalendarDay>()
            var shifts: [ScheduledShift] = []
            for (index, pick) in picks.enumerated() {
                let day = HoursFixture.day(2026, 11, 20).adding(days: offsets.isEmpty ? index : offsets[index % offsets.count])
                guard seen.insert(day).inserted else { continue }
                shifts.append(HoursFixture.shift(types[pick], day, sick: sick.isEmpty ? false : sick[index % sick.count]))
            }
            let stats = calculator.statistics(of: shifts, period: december)
            #expect(stats.byType.reduce(0) { $0 + $1.minutes } == stats.workedMinutes + stats.sickMinutes)
            #expect(stats.weeks.reduce(0) { $0 + $1.creditedMinutes } == stats.creditedMinutes)
            #expect(stats.byType.reduce(0) { $0 + $1.count } == shifts.filter { december.contains($0.day) }.count)
        }
    }
}
