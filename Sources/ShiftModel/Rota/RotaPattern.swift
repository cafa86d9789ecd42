/// A rota typed as symbols, one per day from a first day on: `E E E E ~ ~ L`,
/// or with counts, `4E 2~ L`; `~` is a day without a shift. Spaces and `/`
/// only separate (a week per `/` reads well); a count repeats the symbol
/// after it. Symbols are the shift types' (matched ignoring case; the
/// longest that fits wins, so `EE` is two E's unless a type is called EE).
package struct RotaPattern: Hashable, Sendable {
    /// One day of the pattern: a type's symbol, or nil for no shift.
    package var days: [String?]

    package init(days: [String?]) { self.days = days }

    /// The most days one pattern covers: a year.
    package static let maxDays = 366
    /// The symbol of a day without a shift.
    package static let off: Character = "~"

    /// Why a typed pattern could not be read.
    package enum Problem: Error, Hashable, Sendable {
        /// Nothing but separators.
        case empty
        /// Text at this position is no type's symbol (nor `~`).
        case unknownSymbol(String)
        /// A count with no symbol after it.
        case countWithoutSymbol
        /// More days than `maxDays`.
        case tooLong(max: Int)
    }

    /// Reads `text` against the catalog's `symbols`.
    package static func parse(_ text: String, symbols: [String]) -> Result<RotaPattern, Problem> {
        // Longest first, so a two-letter symbol wins over its first letter.
        let known = symbols.filter { !$0.isEmpty }.sorted { $0.count > $1.count }
        var days: [String?] = []
        var rest = Substring(text)
        while let first = rest.first {
            if first.isWhitespace || first == "/" || first == "," {
                rest = rest.dropFirst()
                continue
            }
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            rest = rest.dropFirst(digits.count)
            // A count past the limit is refused below without building it.
            let count = digits.isEmpty ? 1 : min(Int(digits) ?? maxDays + 1, maxDays + 1)
            guard let next = rest.first, !next.isWhitespace, next != "/", next != "," else {
                return .failure(.countWithoutSymbol)
            }
            let day: String?
            if next == off {
                day = nil
                rest = rest.dropFirst()
            } else if let symbol = known.first(where: { rest.lowercased().hasPrefix($0.lowercased()) }) {
                day = symbol
                rest = rest.dropFirst(symbol.count)
            } else {
                let word = rest.prefix { !$0.isWhitespace && $0 != "/" && $0 != "," }
                return .failure(.unknownSymbol(String(word)))
            }
            guard days.count + count <= maxDays else { return .failure(.tooLong(max: maxDays)) }
            days += Array(repeating: day, count: count)
        }
        return days.isEmpty ? .failure(.empty) : .success(RotaPattern(days: days))
    }
}
