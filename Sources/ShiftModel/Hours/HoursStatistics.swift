/// The figures of a period: what the statistics screen shows and `shifts
/// stats` prints. A shift counts toward the period its start day is in, so
/// a night from the 31st into the 1st counts in full in the earlier month.
public struct HoursStatistics: Hashable, Sendable {
    /// Which type a row is about: one of the catalog's, or a shift made
    /// elsewhere (counted under its title).
    public enum TypeKey: Hashable, Sendable {
        case type(ShiftTypeID)
        case other(title: String)
    }

    /// One type's share of the period.
    public struct TypeTotal: Hashable, Sendable {
        public var key: TypeKey
        /// Paid minutes, sick ones included.
        public var minutes: Int
        public var count: Int

        public init(key: TypeKey, minutes: Int, count: Int) {
            self.key = key
            self.minutes = minutes
            self.count = count
        }
    }

    /// One week of the period (the part of it inside the period).
    public struct Week: Hashable, Sendable {
        /// The week's first day by the first-weekday setting (may be before the period).
        public var start: CalendarDay
        /// Minutes set against the target: worked, and sick ones when they count.
        public var creditedMinutes: Int
        /// What the contract asks of the days of this week inside the period.
        public var targetMinutes: Int?
        /// Worked minutes by type, for a bar coloured by type.
        public var byType: [TypeTotal]

        public init(start: CalendarDay, creditedMinutes: Int, targetMinutes: Int?, byType: [TypeTotal]) {
            self.start = start
            self.creditedMinutes = creditedMinutes
            self.targetMinutes = targetMinutes
            self.byType = byType
        }
    }

    public var period: ClosedRange<CalendarDay>
    /// Paid minutes of shifts not marked sick.
    public var workedMinutes: Int
    public var sickMinutes: Int
    /// Days with a shift marked sick.
    public var sickDays: Int
    /// Contract minutes for the period (the weekly contract times the days
    /// over seven); nil without a contract.
    public var targetMinutes: Int?
    public var nightMinutes: Int
    public var weekendMinutes: Int
    public var holidayMinutes: Int
    /// Shift counts and minutes per type, in catalog order, others last.
    public var byType: [TypeTotal]
    public var weeks: [Week]
    /// Whether sick minutes count toward the target (the setting, as used).
    public var sickCountsTowardTarget: Bool

    /// Worked minutes (and sick ones when they count) less the target:
    /// overtime when positive. Nil without a contract.
    public var balanceMinutes: Int? {
        targetMinutes.map { creditedMinutes - $0 }
    }

    /// The minutes set against the target.
    public var creditedMinutes: Int { workedMinutes + (sickCountsTowardTarget ? sickMinutes : 0) }

    /// The balance after each week, from the first: a running total.
    public var runningBalance: [Int]? {
        guard targetMinutes != nil else { return nil }
        var total = 0
        return weeks.map { week in
            total += week.creditedMinutes - (week.targetMinutes ?? 0)
            return total
        }
    }
}

extension HoursCalculator {
    /// The statistics of `period` over `shifts` (shifts starting outside it
    /// are left out).
    public func statistics(of shifts: [ScheduledShift], period: ClosedRange<CalendarDay>) -> HoursStatistics {
        let settings = self.settings
        let firstWeekday = catalog.settings.firstWeekday.number
        var worked = 0, sick = 0, night = 0, weekend = 0, holiday = 0
        var sickDays = Set<CalendarDay>()
        var byType: [HoursStatistics.TypeKey: (minutes: Int, count: Int)] = [:]
        var weekly: [CalendarDay: (worked: Int, byType: [HoursStatistics.TypeKey: Int])] = [:]
        for shift in shifts where period.contains(shift.day) {
            let hours = hours(of: shift)
            let key = typeKey(of: shift)
            byType[key, default: (0, 0)].minutes += hours.paidMinutes
            byType[key, default: (0, 0)].count += 1
            let week = shift.day.startOfWeek(firstWeekday: firstWeekday)
            if hours.isSick {
                sick += hours.paidMinutes
                sickDays.insert(shift.day)
                if settings.sickCountsTowardTarget { weekly[week, default: (0, [:])].worked += hours.paidMinutes }
                continue
            }
            worked += hours.paidMinutes
            night += hours.nightMinutes
            weekend += hours.weekendMinutes
            holiday += hours.holidayMinutes
            weekly[week, default: (0, [:])].worked += hours.paidMinutes
            weekly[week, default: (0, [:])].byType[key, default: 0] += hours.paidMinutes
        }
        let order = typeOrder
        func sorted(_ totals: [HoursStatistics.TypeTotal]) -> [HoursStatistics.TypeTotal] {
            totals.sorted { (order($0.key), $0.key.sortName) < (order($1.key), $1.key.sortName) }
        }
        var weeks: [HoursStatistics.Week] = []
        var start = period.lowerBound.startOfWeek(firstWeekday: firstWeekday)
        while start <= period.upperBound {
            let end = start.adding(days: 6)
            let days = max(0, min(end, period.upperBound).ordinal - max(start, period.lowerBound).ordinal + 1)
            let entry = weekly[start]
            weeks.append(HoursStatistics.Week(
                start: start, creditedMinutes: entry?.worked ?? 0,
                targetMinutes: settings.contractMinutesPerWeek.map { Self.target($0, days: days) },
                byType: sorted((entry?.byType ?? [:]).map { HoursStatistics.TypeTotal(key: $0.key, minutes: $0.value, count: 0) })))
            start = start.adding(days: 7)
        }
        let dayCount = period.upperBound.ordinal - period.lowerBound.ordinal + 1
        return HoursStatistics(
            period: period, workedMinutes: worked, sickMinutes: sick, sickDays: sickDays.count,
            targetMinutes: settings.contractMinutesPerWeek.map { Self.target($0, days: dayCount) },
            nightMinutes: night, weekendMinutes: weekend, holidayMinutes: holiday,
            byType: sorted(byType.map { HoursStatistics.TypeTotal(key: $0.key, minutes: $0.value.minutes, count: $0.value.count) }),
            weeks: weeks, sickCountsTowardTarget: settings.sickCountsTowardTarget)
    }

    /// The contract's minutes for `days` days: a seventh of the week's each
    /// day, rounded to the minute.
    static func target(_ weekly: Int, days: Int) -> Int {
        Int((Double(weekly) * Double(days) / 7).rounded())
    }

    func typeKey(of shift: ScheduledShift) -> HoursStatistics.TypeKey {
        if let id = shift.shiftTypeID, catalog.shiftType(id) != nil { return .type(id) }
        return .other(title: shift.title)
    }

    /// Catalog order for the catalog's types, after them the others.
    var typeOrder: (HoursStatistics.TypeKey) -> Int {
        var positions: [ShiftTypeID: Int] = [:]
        for (index, type) in catalog.shiftTypes.enumerated() { positions[type.id] = index }
        return { key in
            if case .type(let id) = key { return positions[id] ?? Int.max }
            return Int.max
        }
    }
}

extension HoursStatistics.TypeKey {
    /// Orders the others among themselves by title.
    var sortName: String {
        switch self {
        case .type(let id): id.rawValue
        case .other(let title): title
        }
    }
}
