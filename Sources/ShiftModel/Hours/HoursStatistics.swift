/// The figures of a period: what the statistics screen shows and `shifts
/// stats` prints. A shift counts toward the period its start day is in, so
/// a night from the 31st into the 1st counts in full in the earlier month.
/// Only shifts of a known type that is work count; the others are counted
/// in `leftOut`.
package struct HoursStatistics: Hashable, Sendable {
    /// Which type a row is about: one of the catalog's, or an event of no
    /// type the catalog knows (named by its title; shown, never counted).
    package enum TypeKey: Hashable, Sendable {
        case type(ShiftTypeID)
        case other(title: String)
    }

    /// One type's share of the period.
    package struct TypeTotal: Hashable, Sendable {
        package var key: TypeKey
        /// Paid minutes, sick ones included.
        package var minutes: Int
        package var count: Int

        package init(key: TypeKey, minutes: Int, count: Int) {
            self.key = key
            self.minutes = minutes
            self.count = count
        }
    }

    /// One week of the period (the part of it inside the period).
    package struct Week: Hashable, Sendable {
        /// The week's first day by the first-weekday setting (may be before the period).
        package var start: CalendarDay
        /// Minutes set against the target: worked, and sick ones when they count.
        package var creditedMinutes: Int
        /// What the contract asks of the days of this week inside the period
        /// and the hours account.
        package var targetMinutes: Int?
        /// Worked minutes by type, for a bar coloured by type.
        package var byType: [TypeTotal]
        /// Credited minutes of the days inside the hours account (all of
        /// them without a start day).
        package var accountMinutes: Int
        /// Of `creditedMinutes`, those of absences.
        package var leaveMinutes: Int

        package init(start: CalendarDay, creditedMinutes: Int, targetMinutes: Int?, byType: [TypeTotal],
                    accountMinutes: Int? = nil, leaveMinutes: Int = 0) {
            self.start = start
            self.creditedMinutes = creditedMinutes
            self.targetMinutes = targetMinutes
            self.byType = byType
            self.accountMinutes = accountMinutes ?? creditedMinutes
            self.leaveMinutes = leaveMinutes
        }

        /// What the week adds to the balance; nil without a contract.
        package var balanceMinutes: Int? { targetMinutes.map { accountMinutes - $0 } }
    }

    package var period: ClosedRange<CalendarDay>
    /// Paid minutes of shifts not marked sick.
    package var workedMinutes: Int
    /// Real minutes of the same shifts: by the clock, breaks included.
    package var realMinutes: Int
    package var sickMinutes: Int
    /// Days with a shift marked sick.
    package var sickDays: Int
    /// Contract minutes for the period's days inside the hours account
    /// (the weekly contract times the days over seven); nil without a contract.
    package var targetMinutes: Int?
    package var nightMinutes: Int
    package var weekendMinutes: Int
    package var holidayMinutes: Int
    /// Shift counts and minutes per type, in catalog order, others last.
    package var byType: [TypeTotal]
    package var weeks: [Week]
    /// Whether sick minutes count toward the target (the setting, as used).
    package var sickCountsTowardTarget: Bool
    /// Events in the period not counted, by why.
    package var leftOut: LeftOutEvents
    /// Minutes absences (leave, sick leave, training, time off in lieu)
    /// count toward the target: each weekday of one that is not a public
    /// holiday counts the contract's day (`minutesPerAbsenceDay`).
    package var leaveMinutes: Int = 0
    /// Those weekdays, by kind of absence.
    package var absenceDays: [AbsenceKind: Int] = [:]
    /// The balance carried in before the first week: the opening balance
    /// when the period starts on or before the account's start, else 0.
    package var openingBalanceMinutes: Int

    /// Worked minutes (and sick ones when they count) of the days inside
    /// the hours account, less the target: overtime when positive. Nil
    /// without a contract.
    package var balanceMinutes: Int? {
        targetMinutes.map { accountMinutes - $0 }
    }

    /// Credited minutes of the days inside the hours account.
    package var accountMinutes: Int { weeks.reduce(0) { $0 + $1.accountMinutes } }

    /// The minutes set against the target.
    package var creditedMinutes: Int { workedMinutes + (sickCountsTowardTarget ? sickMinutes : 0) + leaveMinutes }

    /// The balance after each week, from the opening balance: a running total.
    package var runningBalance: [Int]? {
        guard targetMinutes != nil else { return nil }
        var total = openingBalanceMinutes
        return weeks.map { week in
            total += week.balanceMinutes ?? 0
            return total
        }
    }

    /// The balance at the period's end, the opening balance included.
    package var closingBalanceMinutes: Int? { runningBalance.map { $0.last ?? openingBalanceMinutes } }
}

extension HoursCalculator {
    /// The statistics of `period` over `shifts` (shifts starting outside it
    /// are left out).
    package func statistics(of shifts: [ScheduledShift], period: ClosedRange<CalendarDay>) -> HoursStatistics {
        let settings = self.settings
        let firstWeekday = catalog.settings.firstWeekday.number
        var worked = 0, real = 0, sick = 0, night = 0, weekend = 0, holiday = 0
        var sickDays = Set<CalendarDay>()
        var leftOut = LeftOutEvents()
        var byType: [HoursStatistics.TypeKey: (minutes: Int, count: Int)] = [:]
        var weekly: [CalendarDay: (worked: Int, account: Int, byType: [HoursStatistics.TypeKey: Int])] = [:]
        var weeklyLeave: [CalendarDay: Int] = [:]
        var leave = 0
        var absenceDays: [AbsenceKind: Int] = [:]
        for shift in shifts where shift.absence != nil {
            guard let kind = shift.absence else { continue }
            // Each of its days in the period that the leave account counts.
            for day in LeaveAccount.countedDays(of: shift, from: period.lowerBound, through: period.upperBound,
                                                holidays: holidays, calendar: calendar) {
                absenceDays[kind, default: 0] += 1
                // Sick leave counts as sick hours do: by the setting.
                let counts = kind != .sick || settings.sickCountsTowardTarget
                let minutes = counts ? settings.minutesPerAbsenceDay ?? 0 : 0
                leave += minutes
                let week = day.startOfWeek(firstWeekday: firstWeekday)
                weekly[week, default: (0, 0, [:])].worked += minutes
                weeklyLeave[week, default: 0] += minutes
                if settings.isInAccount(day) { weekly[week, default: (0, 0, [:])].account += minutes }
            }
        }
        for shift in shifts where period.contains(shift.day) && shift.absence == nil {
            switch counting(of: shift) {
            case .work: break
            case .notWork: leftOut.notWork += 1; continue
            case .unknownType: leftOut.unknownType += 1; continue
            }
            let hours = hours(of: shift)
            let key = typeKey(of: shift)
            byType[key, default: (0, 0)].minutes += hours.paidMinutes
            byType[key, default: (0, 0)].count += 1
            let week = shift.day.startOfWeek(firstWeekday: firstWeekday)
            let inAccount = settings.isInAccount(shift.day)
            if hours.isSick {
                sick += hours.paidMinutes
                sickDays.insert(shift.day)
                if settings.sickCountsTowardTarget {
                    weekly[week, default: (0, 0, [:])].worked += hours.paidMinutes
                    if inAccount { weekly[week, default: (0, 0, [:])].account += hours.paidMinutes }
                }
                continue
            }
            worked += hours.paidMinutes
            real += hours.realMinutes
            night += hours.nightMinutes
            weekend += hours.weekendMinutes
            holiday += hours.holidayMinutes
            weekly[week, default: (0, 0, [:])].worked += hours.paidMinutes
            if inAccount { weekly[week, default: (0, 0, [:])].account += hours.paidMinutes }
            weekly[week, default: (0, 0, [:])].byType[key, default: 0] += hours.paidMinutes
        }
        let order = typeOrder
        func sorted(_ totals: [HoursStatistics.TypeTotal]) -> [HoursStatistics.TypeTotal] {
            totals.sorted { (order($0.key), $0.key.sortName) < (order($1.key), $1.key.sortName) }
        }
        // The target counts only the days inside the account.
        let accountFirst = max(period.lowerBound, settings.accountStart ?? period.lowerBound)
        func accountDays(_ first: CalendarDay, _ last: CalendarDay) -> Int {
            max(0, last.ordinal - max(first, accountFirst).ordinal + 1)
        }
        var weeks: [HoursStatistics.Week] = []
        var start = period.lowerBound.startOfWeek(firstWeekday: firstWeekday)
        while start <= period.upperBound {
            let end = start.adding(days: 6)
            let days = accountDays(max(start, period.lowerBound), min(end, period.upperBound))
            let entry = weekly[start]
            weeks.append(HoursStatistics.Week(
                start: start, creditedMinutes: entry?.worked ?? 0,
                targetMinutes: settings.contractMinutesPerWeek.map { Self.target($0, days: days) },
                byType: sorted((entry?.byType ?? [:]).map { HoursStatistics.TypeTotal(key: $0.key, minutes: $0.value, count: 0) }),
                accountMinutes: entry?.account ?? 0, leaveMinutes: weeklyLeave[start] ?? 0))
            start = start.adding(days: 7)
        }
        let opening = settings.accountStart.map { period.lowerBound <= $0 && $0 <= period.upperBound } == true
            ? settings.openingBalanceMinutes : 0
        return HoursStatistics(
            period: period, workedMinutes: worked, realMinutes: real, sickMinutes: sick, sickDays: sickDays.count,
            targetMinutes: settings.contractMinutesPerWeek.map { Self.target($0, days: accountDays(period.lowerBound, period.upperBound)) },
            nightMinutes: night, weekendMinutes: weekend, holidayMinutes: holiday,
            byType: sorted(byType.map { HoursStatistics.TypeTotal(key: $0.key, minutes: $0.value.minutes, count: $0.value.count) }),
            weeks: weeks, sickCountsTowardTarget: settings.sickCountsTowardTarget, leftOut: leftOut,
            leaveMinutes: leave, absenceDays: absenceDays, openingBalanceMinutes: opening)
    }

    /// The days the running balance of a period ending on `last` is drawn
    /// over: from the account's start when there is one (and it is not
    /// after `last`), else from the first of January of `last`'s year;
    /// never later than `first`.
    package static func balanceDays(first: CalendarDay, last: CalendarDay,
                                   settings: WorkingTimeSettings) -> ClosedRange<CalendarDay> {
        let newYear = CalendarDay(year: last.year, month: 1, day: 1)
        let start = settings.accountStart.flatMap { $0 <= last ? $0 : nil } ?? newYear
        return min(start, first)...last
    }

    /// The contract's minutes for `days` days: a seventh of the week's each
    /// day, rounded to the minute.
    static func target(_ weekly: Int, days: Int) -> Int {
        Int((Double(weekly) * Double(days) / 7).rounded())
    }

    func typeKey(of shift: ScheduledShift) -> HoursStatistics.TypeKey {
        HoursStatistics.TypeKey(shift, in: catalog)
    }

    /// Catalog order for the catalog's types, after them the others.
    var typeOrder: (HoursStatistics.TypeKey) -> Int { Self.typeOrder(in: catalog) }

    static func typeOrder(in catalog: Catalog) -> (HoursStatistics.TypeKey) -> Int {
        var positions: [ShiftTypeID: Int] = [:]
        for (index, type) in catalog.shiftTypes.enumerated() { positions[type.id] = index }
        return { key in
            if case .type(let id) = key { return positions[id] ?? Int.max }
            return Int.max
        }
    }
}

extension HoursStatistics.TypeKey {
    /// The row `shift` is counted (or left out) under: its type when the
    /// catalog has it, else its title.
    package init(_ shift: ScheduledShift, in catalog: Catalog) {
        if let id = shift.shiftTypeID, catalog.shiftType(id) != nil {
            self = .type(id)
        } else {
            self = .other(title: shift.title)
        }
    }

    /// Catalog order for the catalog's types, after them the others by title.
    package static func inOrder(_ keys: [Self], catalog: Catalog) -> [Self] {
        let order = HoursCalculator.typeOrder(in: catalog)
        return keys.sorted { (order($0), $0.sortName) < (order($1), $1.sortName) }
    }

    /// Orders the others among themselves by title.
    var sortName: String {
        switch self {
        case .type(let id): id.rawValue
        case .other(let title): title
        }
    }
}
