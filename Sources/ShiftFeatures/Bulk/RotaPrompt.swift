import ShiftModel

/// The rota line of the Schedule (`R`): symbols typed for the days from
/// `start` on (`4E 2~ 4L`), added as one change when Enter finds them valid.
package struct RotaPrompt: Hashable, Sendable {
    package var start: CalendarDay
    package var input: TextInput
    /// Why Enter did not take the line; what was typed stays.
    package var problem: RotaPattern.Problem?
    /// The change was refused or failed: why.
    package var failure: FormFailure?

    package init(start: CalendarDay, input: TextInput = TextInput(""), problem: RotaPattern.Problem? = nil,
                failure: FormFailure? = nil) {
        self.start = start
        self.input = input
        self.problem = problem
        self.failure = failure
    }

    /// The pattern typed so far, read against `catalog`'s symbols.
    package func pattern(in catalog: Catalog) -> Result<RotaPattern, RotaPattern.Problem> {
        RotaPattern.parse(input.text, symbols: catalog.shiftTypes.map(\.symbol))
    }

    /// The adds the pattern makes: one per day with a symbol.
    package static func requests(_ pattern: RotaPattern, from start: CalendarDay,
                                in catalog: Catalog) -> [ShiftEditRequest] {
        pattern.days.enumerated().compactMap { offset, symbol in
            guard let symbol,
                  let type = catalog.shiftTypes.first(where: { $0.symbol.lowercased() == symbol.lowercased() })
            else { return nil }
            return .add(type.id, on: start.adding(days: offset), notes: "")
        }
    }
}
