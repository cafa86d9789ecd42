import ShiftModel

/// Bulk changes on the Schedule screen: the days marked (`v` a day,
/// `V` a range like vim's visual mode, `W` a week, `M` a month) get one shift
/// type each (`a`), a type per day (`A`), or lose their shifts (`d`); `R`
/// types a rota from the cursor on; `Y` copies days and `p` pastes them.
/// Every bulk change is one request list, written all or nothing and undone
/// in one step.
package struct BulkEditState: Hashable, Sendable {
    package enum FormKind: Hashable, Sendable {
        /// One type (and notes) for all these days.
        case oneType([CalendarDay])
        /// A type per day (or none), and notes for all.
        case typePerDay([CalendarDay])
    }

    /// A yes/no question before a bulk delete: the marked days, and what
    /// yes sends (a delete of each shift starting on them).
    package struct Question: Hashable, Sendable {
        package var days: [CalendarDay]
        package var requests: [ShiftEditRequest]

        package init(days: [CalendarDay], requests: [ShiftEditRequest]) {
            self.days = days
            self.requests = requests
        }
    }

    /// `b` on the marked days (or the cursor's): the runs of days in a row
    /// they make, each to become one absence of the kind answered.
    package struct AbsenceQuestion: Hashable, Sendable {
        package var runs: [ClosedRange<CalendarDay>]

        package init(runs: [ClosedRange<CalendarDay>]) { self.runs = runs }

        /// The days in a row of `days` (sorted), each run one absence.
        package init(days: [CalendarDay]) {
            var runs: [ClosedRange<CalendarDay>] = []
            for day in days.sorted() {
                if let last = runs.last, last.upperBound.adding(days: 1) == day {
                    runs[runs.count - 1] = last.lowerBound...day
                } else if runs.last?.contains(day) != true {
                    runs.append(day...day)
                }
            }
            self.runs = runs
        }

        /// One absence of `kind` a run, as one change.
        package func requests(_ kind: AbsenceKind) -> [ShiftEditRequest] {
            runs.map { .addAbsence(kind, from: $0.lowerBound, through: $0.upperBound, notes: "") }
        }
    }

    /// Days marked with `v`, `W`, `M` or a finished `V` range; they go when
    /// their bulk change is written.
    package var marked: Set<CalendarDay>
    /// Where `V` started a range: the days from here to the cursor count as
    /// marked until `V` again adds them to `marked` (or Esc drops them).
    package var rangeAnchor: CalendarDay?
    /// What `Y` copied, for `p`; it stays after a paste, to paste again.
    package var copied: CopiedDays?
    /// The form, the rota line or the question open, if one is.
    package var open: BulkOpen?
    /// Asked when the bulk change sent would break working-time rules: over
    /// the form, the rota line or the marks as they were, which no gives back.
    package var rulesQuestion: RulesQuestion?
    /// A bulk change from here is being written.
    package var isWaiting: Bool

    package init(marked: Set<CalendarDay> = [], rangeAnchor: CalendarDay? = nil, copied: CopiedDays? = nil,
                open: BulkOpen? = nil, rulesQuestion: RulesQuestion? = nil, isWaiting: Bool = false) {
        self.rulesQuestion = rulesQuestion
        self.marked = marked
        self.rangeAnchor = rangeAnchor
        self.copied = copied
        self.open = open
        self.isWaiting = isWaiting
    }

    /// The marked days with the `V` range to `cursor`, in order.
    package func markedDays(cursor: CalendarDay?) -> [CalendarDay] {
        var days = marked
        if let rangeAnchor, let cursor { days.formUnion(rangeAnchor.through(cursor)) }
        return days.sorted()
    }

    /// A type per day takes at most this many days (a year; the form scrolls).
    package static let maxDaysPerDayForm = 366
}
