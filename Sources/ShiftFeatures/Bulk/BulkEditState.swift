import ShiftModel

/// Bulk changes on the Schedule screen (S4): the days marked with `v` get
/// one shift type each (`a`), a type per day (`A`), or lose their shifts
/// (`d`). Every bulk change is one request list, written all or nothing and
/// undone in one step.
public struct BulkEditState: Hashable, Sendable {
    public enum FormKind: Hashable, Sendable {
        /// One type (and notes) for all these days.
        case oneType([CalendarDay])
        /// A type per day (or none), and notes for all.
        case typePerDay([CalendarDay])
    }

    /// A yes/no question before a bulk delete: the marked days, and what
    /// yes sends (a delete of each shift starting on them).
    public struct Question: Hashable, Sendable {
        public var days: [CalendarDay]
        public var requests: [ShiftEditRequest]

        public init(days: [CalendarDay], requests: [ShiftEditRequest]) {
            self.days = days
            self.requests = requests
        }
    }

    /// Days marked with `v`; they go when their bulk change is written.
    public var marked: Set<CalendarDay>
    public var form: FormState<BulkField>?
    public var kind: FormKind?
    public var question: Question?
    /// A bulk change from here is being written.
    public var isWaiting: Bool

    public init(marked: Set<CalendarDay> = [], form: FormState<BulkField>? = nil, kind: FormKind? = nil,
                question: Question? = nil, isWaiting: Bool = false) {
        self.marked = marked
        self.form = form
        self.kind = kind
        self.question = question
        self.isWaiting = isWaiting
    }

    /// A type per day takes at most this many days: one form line each.
    public static let maxDaysPerDayForm = 14
}

/// The fields of the bulk forms.
public enum BulkField: Hashable, Sendable {
    /// The one type for every marked day.
    case type
    /// Notes for every shift added.
    case notes
    /// The type (or none) of one day, in the type-per-day form.
    case day(CalendarDay)
}

public enum BulkEditAction: Hashable, Sendable {
    /// v or space: mark this day for a bulk change, or unmark it.
    case toggleMark(CalendarDay)
    /// Esc: unmark every day.
    case clearMarks
    /// a with days marked: one type for all of them.
    case addOneType
    /// A with days marked: a type per day.
    case addTypePerDay
    /// d with days marked: asks before deleting the shifts that start on them.
    case asked(BulkEditState.Question)
    /// A key in the form. Enter arrives as `.submit` only when the form is
    /// not valid: it then shows why.
    case form(FormAction)
    /// Enter on a valid form, or y to the question: these requests are
    /// written as one change (by `ShiftEditMiddleware`).
    case submitted([ShiftEditRequest])
    /// n or Esc to the question.
    case declined
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
    public init?(app action: AppAction) {
        switch action {
        case .bulk(let own): self = own
        case .shiftEdit(.applied(_, .edit)): self = .written
        case .shiftEdit(.failed(let failure, .edit)): self = .refused(failure.reason)
        default: return nil
        }
    }
}
