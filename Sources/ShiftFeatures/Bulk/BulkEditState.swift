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

    /// A yes/no question before a bulk delete: what it asks, and what yes sends.
    public struct Question: Hashable, Sendable {
        public var text: String
        public var requests: [ShiftEditRequest]

        public init(_ text: String, requests: [ShiftEditRequest]) {
            self.text = text
            self.requests = requests
        }
    }

    public var form: FormState?
    public var kind: FormKind?
    public var question: Question?
    /// The requests handed to `ShiftEditMiddleware`; set by Enter or y.
    public var outgoing: [ShiftEditRequest]?
    /// A bulk change from here is being written.
    public var isWaiting: Bool

    public init(form: FormState? = nil, kind: FormKind? = nil, question: Question? = nil,
                outgoing: [ShiftEditRequest]? = nil, isWaiting: Bool = false) {
        self.form = form
        self.kind = kind
        self.question = question
        self.outgoing = outgoing
        self.isWaiting = isWaiting
    }

    /// A type per day takes at most this many days: one form line each.
    public static let maxDaysPerDayForm = 14
}

public enum BulkEditAction: Hashable, Sendable {
    /// a with days marked: one type for all of them.
    case addOneType
    /// A with days marked: a type per day.
    case addTypePerDay
    /// d with days marked: delete the shifts that start on them (asks first).
    case deleteMarked
    case form(FormAction)
    /// y or n to the delete question.
    case answer(Bool)
}
