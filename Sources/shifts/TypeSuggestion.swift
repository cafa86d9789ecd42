import ShiftModel

/// What to say when a TYPE argument names no shift type: the closest types
/// first, one per line, so a catalog of many types stays readable.
struct TypeSuggestion {
    /// The most types listed; the rest are counted and left to `shifts types`.
    static let maxListed = 10

    let typed: String
    /// Every type, closest to what was typed first (catalog order breaks ties).
    let ranked: [ShiftType]
    /// The types close enough to be a typo of what was typed.
    let close: [ShiftType]

    init(typed: String, types: [ShiftType]) {
        self.typed = typed
        let wanted = Array(typed.trimmingCharacters(in: .whitespaces).lowercased())
        let scored = types.enumerated().map { index, type in
            (type, index, min(Self.closeness(wanted, Array(type.symbol.lowercased())),
                              Self.closeness(wanted, Array(type.title.lowercased()))))
        }.sorted { ($0.2, $0.1) < ($1.2, $1.1) }
        ranked = scored.map(\.0)
        let tolerance = max(1, wanted.count / 3)
        close = scored.filter { $0.2 <= tolerance }.prefix(3).map(\.0)
    }

    /// `no shift type ... 'Erly'. Did you mean E (Early)?`, then the types,
    /// closest first.
    var message: [String] {
        var first = "no shift type has the symbol or title '\(typed)'."
        if !close.isEmpty {
            first += " Did you mean " + close.map { "\($0.symbol) (\($0.title))" }.joined(separator: " or ") + "?"
        }
        first += ranked.count > Self.maxListed ? " The closest shift types:" : " The shift types are:"
        var lines = [first] + ranked.prefix(Self.maxListed).map { "  \($0.symbol)  \($0.title)" }
        if ranked.count > Self.maxListed {
            lines.append("  ... and \(ranked.count - Self.maxListed) more: see `shifts types`.")
        }
        return lines
    }

    /// 0 when `name` starts with what was typed ("ni" for Night), else the
    /// edit distance.
    static func closeness(_ typed: [Character], _ name: [Character]) -> Int {
        if !typed.isEmpty, name.starts(with: typed) { return 0 }
        return distance(typed, name)
    }

    /// Edit distance of two short texts (symbols and titles are at most a
    /// few dozen characters), a swap of two neighbours counting as one
    /// edit ("Nigth"): the optimal string alignment distance.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
