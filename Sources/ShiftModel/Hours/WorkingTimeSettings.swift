

/// The settings the hours and the rules are computed with.
package struct WorkingTimeSettings: Hashable, Sendable {
    /// Contract minutes a week; nil when there is no target to compare with.
    package var contractMinutesPerWeek: Int?
    /// The wall-clock window that counts as night; it may run over midnight.
    package var nightStart: TimeOfDay
    package var nightEnd: TimeOfDay
    /// Whether sick minutes count toward the target, as if worked.
    package var sickCountsTowardTarget: Bool
    package var limits: WorkingTimeLimits
    /// The contract's minutes for a day of absence (leave, training, time
    /// off in lieu); nil: a fifth of the weekly contract.
    package var absenceDayMinutes: Int?
    /// Days of annual leave a year; nil when there is no allowance to count down.
    package var annualLeaveDays: Int?
    /// The first day of the hours account: the balance runs from it, and
    /// no day before it has a target. Nil: each year's from its first of January.
    package var accountStart: CalendarDay?
    /// The balance carried in on `accountStart` (from payroll): overtime
    /// when positive. Only with a start day.
    package var openingBalanceMinutes: Int

    package init(contractMinutesPerWeek: Int? = nil, nightStart: TimeOfDay = TimeOfDay(hour: 20, minute: 0),
                nightEnd: TimeOfDay = TimeOfDay(hour: 6, minute: 0), sickCountsTowardTarget: Bool = true,
                limits: WorkingTimeLimits = WorkingTimeLimits(), accountStart: CalendarDay? = nil,
                openingBalanceMinutes: Int = 0) {
        self.contractMinutesPerWeek = contractMinutesPerWeek
        self.nightStart = nightStart
        self.nightEnd = nightEnd
        self.sickCountsTowardTarget = sickCountsTowardTarget
        self.limits = limits
        self.accountStart = accountStart
        self.openingBalanceMinutes = openingBalanceMinutes
    }

    /// An opening balance may carry up to 2000 hours either way.
    package static let openingBalanceRange = -(2000 * 60)...(2000 * 60)

    /// Whether `day` is inside the hours account (on or after its start).
    package func isInAccount(_ day: CalendarDay) -> Bool {
        accountStart.map { day >= $0 } ?? true
    }

    /// A shift with at least this much of its time in the night window is a
    /// night shift for the rules (the Directive's night worker works at
    /// least three hours of night time).
    package static let nightShiftMinutes = 3 * 60

    package static let absenceDayRange = 0...1440
    package static let annualLeaveRange = 0...366

    /// What a working day of absence counts toward the target: the day's
    /// setting, else a fifth of the weekly contract; nil without either.
    package var minutesPerAbsenceDay: Int? {
        absenceDayMinutes ?? contractMinutesPerWeek.map { $0 / 5 }
    }
}
