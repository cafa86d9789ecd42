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

/// The fields of the bulk forms.
package enum BulkField: Hashable, Sendable {
    /// The one type for every marked day.
    case type
    /// Notes for every shift added.
    case notes
    /// The type (or none) of one day, in the type-per-day form.
    case day(CalendarDay)
}

package enum BulkEditAction: Hashable, Sendable {
    /// v or space: mark this day for a bulk change, or unmark it.
    case toggleMark(CalendarDay)
    /// Esc: unmark every day, and drop a `V` range.
    case clearMarks
    /// V: start a range here, or (started) mark the days from its start to here.
    case range(CalendarDay)
    /// W or M: mark these days (a week, a month), or unmark them all when
    /// all are marked already.
    case markAll([CalendarDay])
    /// a with days marked: one type for all of them.
    case addOneType([CalendarDay])
    /// A with days marked: a type per day.
    case addTypePerDay([CalendarDay])
    /// The rota line's keys.
    case rota(RotaAction)
    /// Y: these days are copied for `p`.
    case copy(CopiedDays)
    /// d with days marked: asks before deleting the shifts that start on them.
    case asked(BulkEditState.Question)
    /// b: asks which kind of absence to add on the marked days (or the cursor's).
    case askedAbsence(BulkEditState.AbsenceQuestion)
    /// A key in the form. Enter arrives as `.submit` only when the form is
    /// not valid: it then shows why.
    case form(FormAction)
    /// Enter on a valid form, or y to the question: these requests are
    /// written as one change (by `ShiftEditMiddleware`), once checked
    /// against the working-time rules unless they were accepted broken.
    case submitted([ShiftEditRequest], allowingBrokenRules: Bool = false)
    /// n or Esc to the question.
    case declined
    /// The bulk change from here would break working-time rules: asks.
    case rulesBroken(RulesQuestion)
    /// n or Esc to the rules question: back to what was open.
    case rulesDeclined
    /// A bulk key that cannot do anything now: the edit notice says why.
    case unavailable(EditUnavailable)
    /// The bulk change from here was written: the marks go.
    case written
    /// The bulk change from here was refused: the form shows why.
    case refused(ShiftEditFailure.Reason)
}

extension BulkEditAction {
    /// The bulk feature's part of an app action: its own, and the outcome
    /// of the change it asked for.
    package init?(app action: AppAction) {
        switch action {
        case .bulk(let own): self = own
        // The marked range went into a rotation's change: the marks go.
        case .rotationApply(.submitted): self = .clearMarks
        case .shiftEdit(.applied(_, .edit)): self = .written
        case .shiftEdit(.failed(let failure, .edit)): self = .refused(failure.reason)
        case .shiftEdit(.rulesBroken(let question)): self = .rulesBroken(question)
        default: return nil
        }
    }
}
