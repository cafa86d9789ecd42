import ShiftModel

/// What the open editor form is for.
public enum ShiftEditorPurpose: Hashable, Sendable {
    case add(CalendarDay)
    case switchType(ScheduledShift)
    case notes(ScheduledShift)
    case sick(ScheduledShift)
}

/// A yes/no question before a change: what it asks, and what yes sends.
public struct ShiftEditorQuestion: Hashable, Sendable {
    public var text: String
    public var request: ShiftEditRequest

    public init(_ text: String, request: ShiftEditRequest) {
        self.text = text
        self.request = request
    }
}

/// The forms and questions of editing a shift, shared by Today and Schedule
/// (only one screen shows at a time): add, switch, delete, notes, sick.
public struct ShiftEditorState: Hashable, Sendable {
    public var form: FormState?
    public var purpose: ShiftEditorPurpose?
    /// Asked before a switch (over the form) or a delete.
    public var question: ShiftEditorQuestion?
    /// The request handed to `ShiftEditMiddleware`; set by Enter or y, taken
    /// by `ShiftEditorMiddleware`.
    public var outgoing: ShiftEditRequest?
    /// A request from here is being written.
    public var isWaiting: Bool

    public init(form: FormState? = nil, purpose: ShiftEditorPurpose? = nil, question: ShiftEditorQuestion? = nil,
                outgoing: ShiftEditRequest? = nil, isWaiting: Bool = false) {
        self.form = form
        self.purpose = purpose
        self.question = question
        self.outgoing = outgoing
        self.isWaiting = isWaiting
    }
}

public enum ShiftEditorAction: Hashable, Sendable {
    /// a: the add form for a day.
    case add(CalendarDay)
    /// s: the switch form (type and reason), then a question.
    case switchType(ScheduledShift)
    /// d: the delete question.
    case delete(ScheduledShift)
    /// n: the notes form.
    case notes(ScheduledShift)
    /// !: the sick form (reason) for a shift not marked sick; unmarks one that is.
    case sick(ScheduledShift)
    case form(FormAction)
    /// y or n to the question.
    case answer(Bool)
    /// A key that needs a shift where there is none: says so.
    case unavailable(String)
}
