/// A type's pay as typed into its form: the break in minutes, the all-day
/// count in hours (`8` or `7:30`); empty is none.
package struct ShiftPayText: Hashable, Sendable {
    package var unpaidBreak: String
    package var allDayHours: String
    /// Off for a type that is not work.
    package var isWork: Bool

    package init(unpaidBreak: String = "", allDayHours: String = "", isWork: Bool = true) {
        self.unpaidBreak = unpaidBreak
        self.allDayHours = allDayHours
        self.isWork = isWork
    }

    /// How a form shows `pay`: empty for none.
    package init(_ pay: ShiftPay) {
        self.init(unpaidBreak: pay.unpaidBreakMinutes == 0 ? "" : "\(pay.unpaidBreakMinutes)",
                  allDayHours: pay.allDayMinutes == 0 ? "" : HoursText.text(pay.allDayMinutes), isWork: pay.isWork)
    }
}
