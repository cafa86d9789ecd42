/// A shift type as typed into a form: text that may not be valid yet.
package struct ShiftTypeDraft: Hashable, Sendable {
    package var symbol: String
    package var title: String
    package var description: String
    package var isAllDay: Bool
    package var start: String
    package var end: String
    package var locationID: LocationID?
    /// How the type counts toward hours; kept through an edit of the rest.
    package var pay: ShiftPay
    /// The pay as typed into the form, when it was: checked, and it replaces `pay`.
    package var payText: ShiftPayText?

    package init(symbol: String = "", title: String = "", description: String = "", isAllDay: Bool = false,
                start: String = "", end: String = "", locationID: LocationID? = nil, pay: ShiftPay = ShiftPay(),
                payText: ShiftPayText? = nil) {
        self.symbol = symbol
        self.title = title
        self.description = description
        self.isAllDay = isAllDay
        self.start = start
        self.end = end
        self.locationID = locationID
        self.pay = pay
        self.payText = payText
    }

    /// The draft of an existing type, for its edit form.
    package init(_ type: ShiftType) {
        var start = "", end = ""
        if case .timed(let from, let to) = type.duration {
            start = from.description
            end = to.description
        }
        self.init(symbol: type.symbol, title: type.title, description: type.description,
                  isAllDay: type.duration.isAllDay, start: start, end: end, locationID: type.locationID,
                  pay: type.pay)
    }

    package static let maxSymbolLength = 3
    package static let maxTitleLength = 40
    package static let maxDescriptionLength = 200

    /// The values this draft describes, or every problem at once. Symbols
    /// must be unique among the catalog's other types (all of them when
    /// adding, every one but `id` when editing it), ignoring case.
    /// Start and end are checked only for a timed type.
    package func validated(in catalog: Catalog,
                          editing id: ShiftTypeID?) -> Result<ShiftTypeValues, ValidationErrors<ShiftTypeField>> {
        var errors = ValidationErrors<ShiftTypeField>()
        let symbol = self.symbol.trimmingWhitespace()
        let title = self.title.trimmingWhitespace()
        let description = self.description.trimmingWhitespace()

        if symbol.isEmpty {
            errors[.symbol] = .missing(.symbol(maxLength: Self.maxSymbolLength))
        } else if symbol.count > Self.maxSymbolLength {
            errors[.symbol] = .tooLong(max: Self.maxSymbolLength)
        } else if symbol.contains(where: \.isWhitespace) {
            errors[.symbol] = .spaceInSymbol
        } else if let clash = catalog.shiftTypes.first(where: {
            $0.id != id && $0.symbol.lowercased() == symbol.lowercased()
        }) {
            errors[.symbol] = .symbolTaken(symbol: clash.symbol, by: clash.title)
        }
        errors[.title] = TextRules.problem(title, required: .title, maxLength: Self.maxTitleLength)
        errors[.description] = TextRules.problem(description, required: nil, maxLength: Self.maxDescriptionLength)

        var duration = ShiftDuration.allDay
        if !isAllDay {
            let start = TimeOfDay(parsing: self.start)
            let end = TimeOfDay(parsing: self.end)
            if start == nil { errors[.start] = TextRules.timeProblem(self.start) }
            if end == nil { errors[.end] = TextRules.timeProblem(self.end) }
            if let start, let end {
                switch ShiftDuration.validated(start: start, end: end) {
                case .success(let valid): duration = valid
                case .failure: errors[.end] = .endIsStart
                }
            }
        }

        var pay = self.pay
        if let payText {
            // Each checked where it counts: the break of a timed type, the
            // hours of an all-day one; the other is kept when it reads.
            let unpaidBreak = payText.unpaidBreak.trimmingWhitespace().isEmpty ? .value(0)
                : HoursText.number(payText.unpaidBreak, in: ShiftPay.breakRange)
            let allDay = payText.allDayHours.trimmingWhitespace().isEmpty ? .value(0)
                : HoursText.parsed(payText.allDayHours, in: ShiftPay.allDayRange)
            switch unpaidBreak {
            case .value(let minutes): pay.unpaidBreakMinutes = minutes
            case .problem(let problem): if !isAllDay { errors[.unpaidBreak] = problem }
            }
            switch allDay {
            case .value(let minutes): pay.allDayMinutes = minutes
            case .problem(let problem): if isAllDay { errors[.allDayHours] = problem }
            }
            pay.isWork = payText.isWork
            // A break as long as the shift would leave nothing paid.
            if !isAllDay, errors[.unpaidBreak] == nil, let length = duration.minutes, pay.unpaidBreakMinutes >= length {
                errors[.unpaidBreak] = .notANumber(lowest: 0, highest: length - 1)
            }
        }

        if locationID.flatMap(catalog.location) == nil {
            errors[.location] = catalog.locations.isEmpty ? .noLocations : .missing(.location)
        }
        guard errors.isEmpty, let locationID else { return .failure(errors) }
        return .success(ShiftTypeValues(symbol: symbol, title: title, description: description,
                                        duration: duration, locationID: locationID, pay: pay))
    }
}
