
/// A rotation as typed into a form: the cycle in the user's symbols
/// (`E E L L ~ ~`, or with counts, `2E 2L 2~`) and the anchor as a day.
package struct RotationDraft: Hashable, Sendable {
    package var name: String
    package var cycle: String
    package var anchor: String

    package init(name: String = "", cycle: String = "", anchor: String = "") {
        self.name = name
        self.cycle = cycle
        self.anchor = anchor
    }

    /// The draft of an existing rotation, for its edit form.
    package init(_ rotation: Rotation, in catalog: Catalog) {
        self.init(name: rotation.name, cycle: rotation.patternText(in: catalog), anchor: rotation.anchor.description)
    }

    package static let maxNameLength = 40

    /// What the draft describes, or every problem at once. Names are unique
    /// ignoring case (among all rotations when adding, all but `id` when
    /// editing it). The anchor is read as `DayArgument` reads a day, with
    /// `today` for words such as "today" and "mon".
    package func validated(in catalog: Catalog, editing id: RotationID?,
                          today: CalendarDay) -> Result<RotationValues, ValidationErrors<RotationField>> {
        var errors = ValidationErrors<RotationField>()
        let name = self.name.trimmingWhitespace()
        errors[.name] = TextRules.problem(name, required: .name, maxLength: Self.maxNameLength)
        if errors[.name] == nil,
           let clash = catalog.rotations.first(where: { $0.id != id && $0.name.lowercased() == name.lowercased() }) {
            errors[.name] = .nameTaken(clash.name)
        }

        let (cycle, cycleProblem) = Self.cycle(self.cycle, in: catalog)
        errors[.cycle] = cycleProblem

        var anchor = today
        let anchorText = self.anchor.trimmingWhitespace()
        if anchorText.isEmpty {
            errors[.anchor] = .missing(.date)
        } else {
            switch DayArgument.resolve(anchorText, today: today) {
            case .success(let day): anchor = day
            case .failure(let refusal): errors[.anchor] = refusal.problem
            }
        }
        guard errors.isEmpty else { return .failure(errors) }
        return .success(RotationValues(name: name, cycle: cycle, anchor: anchor))
    }

    /// A cycle typed in `catalog`'s symbols, as type ids; or why it cannot
    /// be read (then `days` is empty). The command line reads quoted
    /// patterns with it too.
    package static func cycle(_ text: String, in catalog: Catalog) -> (days: [ShiftTypeID?], problem: FieldProblem?) {
        switch RotaPattern.parse(text, symbols: catalog.shiftTypes.map(\.symbol)) {
        case .failure(let problem):
            return ([], problem.fieldProblem(maxDays: Rotation.maxCycleDays))
        case .success(let pattern):
            guard pattern.days.count <= Rotation.maxCycleDays else {
                return ([], .cycleTooLong(max: Rotation.maxCycleDays))
            }
            return (pattern.days.map { symbol in
                symbol.flatMap { symbol in
                    catalog.shiftTypes.first { $0.symbol.lowercased() == symbol.lowercased() }?.id
                }
            }, nil)
        }
    }
}

extension Rotation {
    /// The rotation with `id` and these values.
    package init(id: RotationID, _ values: RotationValues) {
        self.init(id: id, name: values.name, cycle: values.cycle, anchor: values.anchor)
    }
}

extension RotaPattern.Problem {
    /// The problem as a cycle field's, with the rotation's own limit.
    package func fieldProblem(maxDays: Int) -> FieldProblem {
        switch self {
        case .empty: .emptyCycle
        case .unknownSymbol(let text): .unknownSymbol(text)
        case .countWithoutSymbol: .countWithoutSymbol
        case .tooLong: .cycleTooLong(max: maxDays)
        }
    }
}
