/// The search of a list screen: the query that filters it, and the line
/// being typed while `/` is active (the list filters as you type).
package struct SearchState: Hashable, Sendable {
    package var query: String
    /// Non-nil while the search line has the keys.
    package var input: TextInput?

    package init(query: String = "", input: TextInput? = nil) {
        self.query = query
        self.input = input
    }

    package var isEditing: Bool { input != nil }

    package mutating func reduce(_ action: SearchAction) {
        switch action {
        case .begin:
            input = TextInput(query)
        case .edit(let edit):
            guard var current = input else { return }
            edit.apply(to: &current)
            input = current
            query = current.text
        case .commit:
            input = nil
        case .cancel:
            input = nil
            query = ""
        }
    }

    /// True when `fields` match the query: every word of it appears in one
    /// of them, ignoring case.
    package func matches(_ fields: [String]) -> Bool {
        let words = query.lowercased().split(whereSeparator: \.isWhitespace)
        guard !words.isEmpty else { return true }
        let haystack = fields.map { $0.lowercased() }
        return words.allSatisfy { word in haystack.contains { $0.contains(word) } }
    }
}
